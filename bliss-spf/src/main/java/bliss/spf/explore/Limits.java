package bliss.spf.explore;

/**
 * Limits of a symbolic execution.
 *
 * @param maxDepth          call depth at which a path is cut
 * @param stepLimit         steps (calls and backward jumps) since the last choice point at which a path is cut
 * @param preconditionSteps steps one precondition check may take before answering "possible"
 * @param timeoutMillis     wall time after which the run stops with partial results (0: none)
 */
public record Limits(int maxDepth, long stepLimit, long preconditionSteps, long timeoutMillis) {

    public static final Limits DEFAULT = new Limits(1024, 1_000_000L, 1_000_000L, 0);

    public Limits withMaxDepth(int depth) {
        return new Limits(depth, stepLimit, preconditionSteps, timeoutMillis);
    }

    public Limits withStepLimit(long steps) {
        return new Limits(maxDepth, steps, preconditionSteps, timeoutMillis);
    }
}
