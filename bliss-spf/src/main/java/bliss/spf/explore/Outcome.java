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
    /** Ended by {@code Symbolic.assume} of an infeasible condition (silently). */
    ASSUME_FAILED,
    /** Every alternative of its last choice point was dropped (precondition or technique): a dead end. */
    PRUNED
}
