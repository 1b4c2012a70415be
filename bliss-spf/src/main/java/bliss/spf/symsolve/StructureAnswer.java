package bliss.spf.symsolve;

/**
 * The answer to a {@link StructureQuestion}.
 *
 * @param satisfiable whether a valid completion exists
 * @param witness     for a satisfiable answer found by search or by an earlier witness: a valid completion (else null,
 *                    as for an answer from the verdict cache)
 */
public record StructureAnswer(boolean satisfiable, Witness witness) {

    public static final StructureAnswer SAT = new StructureAnswer(true, null);
    public static final StructureAnswer UNSAT = new StructureAnswer(false, null);

    public static StructureAnswer of(boolean satisfiable) {
        return satisfiable ? SAT : UNSAT;
    }
}
