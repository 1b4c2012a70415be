package bliss.spf.sat;

import java.util.BitSet;

/**
 * An answer to a {@link SatQuestion}, with its proof when the link that found it has one.
 *
 * @param satisfiable whether a valid completion exists
 * @param model       for a satisfiable answer from the solver: the pvars true in a model (else null)
 * @param core        for an unsatisfiable answer from the solver: assumptions that are unsatisfiable together
 *                    (else null)
 */
public record Answer(boolean satisfiable, BitSet model, int[] core) {

    public static final Answer SAT = new Answer(true, null, null);
    public static final Answer UNSAT = new Answer(false, null, null);

    /** A proof-less answer (from a cache or from an earlier proof). */
    public static Answer of(boolean satisfiable) {
        return satisfiable ? SAT : UNSAT;
    }
}
