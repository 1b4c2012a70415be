package bliss.spf.symsolve;

/**
 * Decides LISSA's questions: can a partially symbolic input structure still be completed to one that repOK accepts
 * within the scope (with values the question's conditions allow)? The same idea as BLISS's
 * {@link bliss.spf.sat.SatOracle} with repOK in place of a declarative invariant: a chain of links (a verdict cache,
 * recent witnesses) in front of {@link SymSolve}, assembled in {@link StructureOracles}. One chain per exploring
 * thread.
 *
 * <pre>
 * @specfield scope: int   -- the most objects of each node class, fixed for the oracle's life
 * </pre>
 */
public interface StructureOracle extends AutoCloseable {

    /**
     * @return whether some structure of at most scope objects per class agrees with q's concrete part, satisfies
     *         repOK and, with its values, q's conditions; with a witness when the answering link has one
     */
    StructureAnswer answer(StructureQuestion<?> q);

    /**
     * The same question for every value of an open field: what {@link #answer} says of q with each value in the field.
     *
     * @requires open.owner() is an object of q's structure whose field open.field() is uninitialized
     * @return one answer per value of {@code open.values()}, in order
     */
    default <T> StructureAnswer[] answerEach(StructureQuestion<T> q, OpenField<T> open) {
        StructureAnswer[] out = new StructureAnswer[open.values().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = answer(q.with(open, open.values().get(i)));
        }
        return out;
    }

    /** Releases what the links keep. */
    @Override
    void close();
}
