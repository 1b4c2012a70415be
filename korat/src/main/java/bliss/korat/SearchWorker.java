package bliss.korat;

import bliss.korat.Finitization.IntRange;
import bliss.layout.ClassLayout;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * One worker of a search: its own instrumented copy of the classes (so workers never share objects or monitor
 * state), its finitization, monitor and {@link KoratSearch}, recording into the shared
 * {@link StructureCollector.Tally}.
 */
final class SearchWorker implements Runnable {

    /** Thrown inside a worker to stop it when another worker failed. */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    final Finitization fin;
    final KoratSearch search;
    private final int index;
    private final int count;
    private final int splitDepth;
    private final BooleanSupplier stopRequested;
    /** Candidates so far, published for progress reports from another thread. */
    volatile long published;
    /** Run on this worker's thread every 2^16 candidates: progress reports of a single-threaded search. */
    Runnable progressHook = () -> { };
    long cpuNanos;

    /**
     * @param orderedFields names of the ordered int fields (may be empty)
     * @param stopRequested polled every 2^16 candidates; true stops the worker with {@link Stopped}
     */
    SearchWorker(Class<?> headerClass, ClassLayout layout, MonitoredFields fields, int scope,
                 Map<String, IntRange> intDomains, Set<String> orderedFields, long readBudget,
                 StructureCollector.Tally tally, int index, int count, int splitDepth,
                 BooleanSupplier stopRequested) {
        this.index = index;
        this.count = count;
        this.splitDepth = splitDepth;
        this.stopRequested = stopRequested;
        InstrumentedRepOk r = new InstrumentedRepOk(headerClass, layout, fields, scope, intDomains, orderedFields,
                readBudget);
        fin = r.fin;
        search = new KoratSearch(fin, r.monitor, r.repOk, new StructureCollector(fin, tally), r.orderedSlots,
                r.orderedDomain);
    }

    @Override
    public void run() {
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        try {
            search.run(index, count, splitDepth, candidates -> {
                published = candidates;
                if (stopRequested.getAsBoolean()) {
                    throw new Stopped();
                }
                progressHook.run();
            });
        } finally {
            published = search.candidates;
            cpuNanos = THREADS.getCurrentThreadCpuTime() - cpuStart;
        }
    }
}
