package bliss.spf.analysis;

import bliss.spf.explore.ExplorationStats;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.results.PathCounts;
import bliss.spf.results.StructureCollection;

import java.util.function.Consumer;

/**
 * The progress line of a long run, over all its workers: paths, structures (counted per worker until the end, so an
 * upper bound while several run), choice points. Each worker reports every few seconds; a line is printed at most
 * every three seconds. Thread-safe.
 */
final class ProgressReport {

    private static final long EVERY_NANOS = 3_000_000_000L;

    private final Consumer<String> sink;
    private final long[][] latest;
    private long nextLine = System.nanoTime() + EVERY_NANOS;

    ProgressReport(int workers, Consumer<String> sink) {
        this.sink = sink;
        this.latest = new long[workers][3];
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
        sink.accept(String.format("%,d paths, %s%,d structures, %,d choice points", sum[0],
                latest.length > 1 ? "<= " : "", sum[1], sum[2]));
    }
}
