package bliss.bounds;

import bliss.sat.SolverKind;

/**
 * How a {@link SatChecker} answers BLISS's questions: which CNF it loads, into which solver, and how hard it works on
 * cores. A value, so that two analyses in one JVM can differ; nothing is read from system properties.
 *
 * @param preprocess load the problem's {@linkplain SatProblem#preprocessed() preprocessed} CNF (pvars frozen) instead
 *                   of the original one; answers are the same, questions cheaper
 * @param coreRounds at most this many more questions make an unsatisfiable core smaller ({@link SatChecker#core})
 * @param solver     the SAT solver: {@link SolverKind#CDCL} (bliss's incremental solver, the default) or
 *                   {@link SolverKind#SAT4J}
 */
public record SatOptions(boolean preprocess, int coreRounds, SolverKind solver) {

    /**
     * The measured defaults: preprocessed CNF, no core round (a core round asks the solver a question of other
     * assumptions, which costs more than the questions its smaller core spares: docs/results/2026-11-26-speed.md),
     * the CDCL solver.
     */
    public static final SatOptions DEFAULT = new SatOptions(true, 0, SolverKind.CDCL);

    public SatOptions {
        if (coreRounds < 0) {
            throw new IllegalArgumentException("coreRounds must be >= 0, got " + coreRounds);
        }
        if (solver == null) {
            throw new IllegalArgumentException("no SAT solver given");
        }
    }

    /** The options with the default solver. */
    public SatOptions(boolean preprocess, int coreRounds) {
        this(preprocess, coreRounds, SolverKind.CDCL);
    }

    public SatOptions withPreprocess(boolean p) {
        return new SatOptions(p, coreRounds, solver);
    }

    public SatOptions withCoreRounds(int rounds) {
        return new SatOptions(preprocess, rounds, solver);
    }

    public SatOptions withSolver(SolverKind kind) {
        return new SatOptions(preprocess, coreRounds, kind);
    }
}
