package bliss.spf.explore;

import bliss.UserError;

/**
 * Limits of a symbolic execution.
 *
 * @param maxDepth          call depth at which a path is cut
 * @param stepLimit         steps (calls and backward jumps) since the last choice point at which a path is cut
 * @param preconditionSteps steps one precondition check may take before answering "possible"
 * @param timeoutMillis     wall time after which the run stops with partial results (0: none)
 * @param maxChoices        choice points on one path at which it is cut: a loop that branches on a symbolic value
 *                          at every turn makes a path that never ends otherwise
 * @param solverMillis      milliseconds one query of the explored paths may take in Z3 before its path is cut (0:
 *                          none); SymSolve's searches and preconditions have no such limit (a cut there would be a
 *                          verdict that depends on the machine)
 */
public record Limits(int maxDepth, long stepLimit, long preconditionSteps, long timeoutMillis, int maxChoices,
                     long solverMillis) {

    /**
     * Choice points on one path, by default: more than ten times what the bundled subjects' paths take at their
     * largest scopes, and low enough that a loop branching on a symbolic value at every turn is cut in seconds (each
     * path to depth d costs d solver questions, so reaching depth n costs about n^2/2: 10,000 took many minutes).
     */
    public static final int DEFAULT_MAX_CHOICES = 1_000;

    /**
     * Milliseconds one query may take in Z3, by default: the bundled and real-code subjects' queries take a few
     * milliseconds (the slowest, floating-point ones of OpenJDK's HashMap, about 15 on average); a path whose query
     * takes longer is one a run would otherwise wait on for minutes (a loop over a cyclic input summing a symbolic
     * value at every turn grows a query per turn).
     */
    public static final long DEFAULT_SOLVER_MILLIS = 10_000;

    public static final Limits DEFAULT = new Limits(1024, 1_000_000L, 1_000_000L, 0, DEFAULT_MAX_CHOICES);

    /** The limits with the default choice limit. */
    public Limits(int maxDepth, long stepLimit, long preconditionSteps, long timeoutMillis) {
        this(maxDepth, stepLimit, preconditionSteps, timeoutMillis, DEFAULT_MAX_CHOICES);
    }

    /** The limits with the default per-query solver limit. */
    public Limits(int maxDepth, long stepLimit, long preconditionSteps, long timeoutMillis, int maxChoices) {
        this(maxDepth, stepLimit, preconditionSteps, timeoutMillis, maxChoices, DEFAULT_SOLVER_MILLIS);
    }

    /** @throws UserError for a depth or step limit below 1 or a negative time limit */
    public Limits {
        if (maxDepth < 1) {
            throw new UserError("--max-depth must be at least 1 (frames; default " + 1024 + "), got " + maxDepth);
        }
        if (stepLimit < 1) {
            throw new UserError("--step-limit must be at least 1 (default 1000000), got " + stepLimit);
        }
        if (preconditionSteps < 1) {
            throw new UserError("a precondition's step limit must be at least 1, got " + preconditionSteps);
        }
        if (maxChoices < 1) {
            throw new UserError("--max-choices must be at least 1 (default " + DEFAULT_MAX_CHOICES + "), got "
                    + maxChoices);
        }
        if (timeoutMillis < 0) {
            throw new UserError("--timeout must not be negative (0: no limit), got " + timeoutMillis / 1000);
        }
        if (solverMillis < 0) {
            throw new UserError("--solver-timeout must not be negative (0: no limit), got " + solverMillis / 1000);
        }
    }

    public Limits withMaxDepth(int depth) {
        return new Limits(depth, stepLimit, preconditionSteps, timeoutMillis, maxChoices, solverMillis);
    }

    public Limits withStepLimit(long steps) {
        return new Limits(maxDepth, steps, preconditionSteps, timeoutMillis, maxChoices, solverMillis);
    }

    public Limits withMaxChoices(int n) {
        return new Limits(maxDepth, stepLimit, preconditionSteps, timeoutMillis, n, solverMillis);
    }

    public Limits withTimeoutMillis(long millis) {
        return new Limits(maxDepth, stepLimit, preconditionSteps, millis, maxChoices, solverMillis);
    }

    public Limits withSolverMillis(long millis) {
        return new Limits(maxDepth, stepLimit, preconditionSteps, timeoutMillis, maxChoices, millis);
    }
}
