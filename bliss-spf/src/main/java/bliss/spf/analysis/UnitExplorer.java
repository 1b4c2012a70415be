package bliss.spf.analysis;

import bliss.spf.explore.Subtree;
import bliss.spf.explore.WorkSharing;

import java.util.List;

/**
 * Explores units of one analysis, one after another, for a cluster member ({@link Analysis#explorer}): one worker
 * (interpreter, technique, solvers) and the run's resources (bounds, verdict cache), kept from unit to unit; each
 * unit's result is its own. Not thread-safe: one per exploring thread.
 */
public final class UnitExplorer implements AutoCloseable {

    private final Worker worker;
    private final RunResources resources;

    UnitExplorer(Worker worker, RunResources resources) {
        this.worker = worker;
        this.resources = resources;
    }

    /**
     * Explores the paths of {@code unit} but those of the {@code excluded} pieces (explored elsewhere), giving pieces
     * away to {@code sharing} when it asks for work.
     *
     * @param deadline the time limit ({@link System#nanoTime}), or {@link Long#MAX_VALUE} for none
     * @return what this unit alone found and cost; partial when the deadline cut it
     */
    public UnitResult explore(Subtree unit, List<Subtree> excluded, WorkSharing sharing, long deadline) {
        return worker.explore(unit, excluded, sharing, deadline, resources::cacheStats);
    }

    /** Releases the worker's solvers and the run's resources. */
    @Override
    public void close() {
        try {
            worker.finish();
        } finally {
            resources.close();
        }
    }
}
