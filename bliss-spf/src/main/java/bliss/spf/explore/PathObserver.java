package bliss.spf.explore;

/**
 * Told about every end of a path: normal, exceptional, at a limit, a dead end, a failed assumption. Results,
 * collected structures, {@code --dump} and test writing are observers. One observer per exploring thread;
 * observers of parallel workers are merged by their owner.
 */
public interface PathObserver {

    /** A path ended. */
    void pathEnded(PathEnd end);

    /** Whether path ends should carry a model of their path condition (it costs solver work). */
    default boolean needsModels() {
        return false;
    }

    /**
     * Whether path ends should carry their trace: the branches and lazy reads of the path in the user's code
     * ({@link bliss.spf.vm.BranchTrace}; it costs a little at every branch).
     */
    default boolean needsTrace() {
        return false;
    }

    /** Called every few seconds on a long run. */
    default void progress(ExplorationStats stats) {
    }

    /** Tells several observers, in order. */
    static PathObserver all(PathObserver... observers) {
        return new PathObserver() {
            @Override
            public void pathEnded(PathEnd end) {
                for (PathObserver o : observers) {
                    o.pathEnded(end);
                }
            }

            @Override
            public boolean needsModels() {
                for (PathObserver o : observers) {
                    if (o.needsModels()) {
                        return true;
                    }
                }
                return false;
            }

            @Override
            public boolean needsTrace() {
                for (PathObserver o : observers) {
                    if (o.needsTrace()) {
                        return true;
                    }
                }
                return false;
            }

            @Override
            public void progress(ExplorationStats stats) {
                for (PathObserver o : observers) {
                    o.progress(stats);
                }
            }
        };
    }
}
