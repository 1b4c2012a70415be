package bliss.spf.vm;

/**
 * Ends the current path (or nested run) early: every lazy-initialization choice was dropped, an assumption failed,
 * a limit was hit, a precondition reached its answer. Stackless; the reason says what to count.
 */
public final class Abort extends RuntimeException {

    /** Why a path ended early. */
    public enum Reason {
        /** Every alternative of a choice point was dropped (precondition, technique). */
        PRUNED,
        /**
         * A choice point resumed at a later alternative (backtracking, or a subtree given to another search) had no
         * alternative left: not a path and not a dead end, since the point's earlier alternatives were explored.
         */
        EXHAUSTED,
        /** Symbolic.assume(false). */
        ASSUME,
        /** The call depth limit. */
        DEPTH_LIMIT,
        /** The step limit since the last choice point. */
        STEP_LIMIT,
        /** A new array whose symbolic length may exceed the longest the engine makes (the path's other lengths run). */
        LENGTH_LIMIT,
        /** A precondition reached a symbolic part: the answer is "possibly valid". */
        POSSIBLE,
        /** The precondition's step budget ran out: counted, answered "possibly valid". */
        BUDGET,
        /** A query Z3 did not decide within the per-query limit (--solver-timeout), or on which it gave up. */
        SOLVER_LIMIT,
        /** The run's time limit. */
        TIMEOUT
    }

    public final Reason reason;

    public Abort(Reason reason) {
        super(reason.name(), null, false, false);
        this.reason = reason;
    }
}
