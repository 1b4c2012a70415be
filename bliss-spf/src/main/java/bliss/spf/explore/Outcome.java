package bliss.spf.explore;

/** How a path ended. */
public enum Outcome {
    /** Returned from the driver (exceptions the driver caught included). */
    NORMAL,
    /** An exception escaped the driver. */
    EXCEPTION,
    /** Cut by the call depth limit. */
    DEPTH_LIMIT,
    /** Cut by the step limit (instructions since the last choice point). */
    STEP_LIMIT,
    /** Cut where a new array's symbolic length exceeds the longest the engine makes. */
    LENGTH_LIMIT,
    /** Cut where Z3 did not decide a query within the per-query limit, or gave up on it. */
    SOLVER_LIMIT,
    /**
     * Ended where the analysed code does something the engine does not support ({@link bliss.spf.vm.Unsupported}):
     * the path's end names what and where; counted apart, never as a structure.
     */
    UNSUPPORTED,
    /** Ended by {@code Symbolic.assume} of an infeasible condition (silently). */
    ASSUME_FAILED,
    /** Every alternative of its last choice point was dropped (precondition or technique): a dead end. */
    PRUNED
}
