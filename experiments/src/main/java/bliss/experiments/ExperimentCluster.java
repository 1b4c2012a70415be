package bliss.experiments;

import java.nio.file.Path;
import java.util.List;

/**
 * The seam through which {@code bliss experiment --cluster} runs its cells on a cluster of workers (the cluster module
 * implements it; {@code META-INF/services/bliss.experiments.ExperimentCluster}). A cell is a unit: a worker runs it as
 * a local run would ({@link AnalysisProcess}: a child JVM with the time and heap limits) and the coordinator appends
 * its row as it comes.
 */
public interface ExperimentCluster {

    /**
     * Joins the cluster at {@code members}.
     *
     * @param cellsPerWorker cells a worker runs at once
     */
    Session join(List<String> members, int cellsPerWorker);

    /** This process's place in the cluster, while an experiment runs. */
    interface Session extends AutoCloseable {

        /**
         * A runner of cells on the workers: thread-safe; {@link CellRunner#run} blocks until a worker ran the cell,
         * running it again on another worker if its worker is lost. Cells wait for a free worker in the order of
         * {@code order} (the grid's).
         *
         * @param heap    each cell's maximum heap (-Xmx)
         * @param grace   seconds a cell may run past its time limit before it is killed
         * @param timeout each cell's time limit in seconds
         * @param out     the experiment's directory (the cells' logs go to its logs/, seen by the workers through a
         *                shared file system)
         */
        CellRunner runner(String heap, long grace, long timeout, Path out, List<CellKey> order);

        /** Cells that can run at once now: workers times cells per worker. */
        int capacity();

        /** How the cluster ran: workers, cells, cells run again after a worker was lost. */
        String summary();

        @Override
        void close();
    }
}
