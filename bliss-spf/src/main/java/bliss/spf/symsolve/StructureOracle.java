package bliss.spf.symsolve;

import bliss.korat.PartialCandidate;

/**
 * Decides LISSA's questions: can a partially symbolic input structure still be completed to one that repOK accepts
 * within the finitization? The same idea as BLISS's {@link bliss.spf.sat.SatOracle} with repOK in place of
 * a declarative invariant: a chain of links (a verdict cache, recent witnesses) in front of SymSolve, assembled in
 * {@link StructureOracles}. One chain per exploring thread.
 *
 * <pre>
 * @specfield finitization: the objects and field domains of the class at the scope, fixed for the oracle's life
 * </pre>
 */
public interface StructureOracle extends AutoCloseable {

    /** A question with every field free, over this oracle's finitization: fix its concrete part. */
    PartialCandidate candidate();

    /**
     * @requires q.candidate() was made by {@link #candidate()} of this chain
     * @return whether some structure of the finitization agrees with q's fixed part, satisfies repOK and passes q's
     *         filter; with a witness when the answering link has one
     */
    StructureAnswer answer(StructureQuestion q);

    /** Releases what the links keep. */
    @Override
    void close();
}
