package bliss.spf.analysis;

import bliss.spf.explore.ExplorationStats;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.results.PathCounts;
import bliss.spf.results.StructureCollection;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The progress line of a long run, over all its workers: time so far, paths, structures (counted per worker until the
 * end, so an upper bound while several run), choice points, and the paths of repOK SymSolve has run (LISSA, LISSA-M,
 * PLI). Each worker reports at its choice points; a clock of its own ({@link #start}) keeps the line coming while the
 * workers are inside one long step (a SymSolve search, a SAT call, Z3). A line is printed at most every three
 * seconds, never in the first three. Thread-safe.
 */
final class ProgressReport implements AutoCloseable {

    private static final long EVERY_NANOS = 3_000_000_000L;

    private final Consumer<String> sink;
    private final long[][] latest;
    private final long start = System.nanoTime();
    private long nextLine = start + EVERY_NANOS;
    private LongSupplier repOkPaths = () -> 0;
    private ScheduledExecutorService ticker;

    ProgressReport(int workers, Consumer<String> sink) {
        this.sink = sink;
        this.latest = new long[workers][3];
    }

    /**
     * Starts the report's own clock, which prints the line when it is due and no worker has.
     *
     * @param repOkPaths paths of repOK run so far, read from the clock's thread
     * @effects a daemon thread ticks once a second until {@link #close}
     */
    synchronized void start(LongSupplier repOkPaths) {
        this.repOkPaths = repOkPaths;
        ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "bliss-progress");
            t.setDaemon(true);
            return t;
        });
        ticker.scheduleAtFixedRate(this::lineIfDue, 1, 1, TimeUnit.SECONDS);
    }

    /** Stops the clock of {@link #start}, if started. */
    @Override
    public synchronized void close() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
    }

    /** The observer that reports worker {@code index}'s progress here. */
    PathObserver observer(int index, PathCounts paths, StructureCollection structures) {
        return new PathObserver() {
            @Override
            public void pathEnded(PathEnd end) {
            }

            @Override
            public void progress(ExplorationStats stats) {
                update(index, paths.paths(), structures.count(), stats.choicePoints());
            }
        };
    }

    private synchronized void update(int index, long paths, long structures, long choicePoints) {
        latest[index][0] = paths;
        latest[index][1] = structures;
        latest[index][2] = choicePoints;
        lineIfDue();
    }

    private synchronized void lineIfDue() {
        long now = System.nanoTime();
        if (now < nextLine) {
            return;
        }
        nextLine = now + EVERY_NANOS;
        long[] sum = new long[3];
        for (long[] w : latest) {
            for (int i = 0; i < 3; i++) {
                sum[i] += w[i];
            }
        }
        long inRepOk = repOkPaths.getAsLong();
        sink.accept(String.format("%d s: %,d paths, %s%,d structures, %,d choice points%s",
                (now - start) / 1_000_000_000L, sum[0], latest.length > 1 ? "<= " : "", sum[1], sum[2],
                inRepOk > 0 ? String.format(", %,d paths of repOK in SymSolve", inRepOk) : ""));
    }
}
