package bliss.korat;

import bliss.korat.Finitization.IntRange;
import bliss.layout.ClassLayout;
import bliss.layout.FieldKind;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
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
        ClassLoader source = headerClass.getClassLoader() != null ? headerClass.getClassLoader()
                : ClassLoader.getSystemClassLoader();
        MonitoringClassLoader loader = new MonitoringClassLoader(source, fields);
        fin = new Finitization(layout, fields, scope, intDomains);
        ReadMonitor monitor = new ReadMonitor(fin.slotOf, fields.count(), fin.slotCount, readBudget);
        MethodHandle repOk;
        try {
            loader.hookClass().getField("monitor").set(null, monitor);
            fin.instantiate(loader);
            Method m = Enumerator.repOk(Class.forName(headerClass.getName(), true, loader));
            m.setAccessible(true);
            repOk = MethodHandles.lookup().unreflect(m).asType(MethodType.methodType(boolean.class, Object.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot prepare the instrumented " + headerClass.getName(), e);
        }
        boolean[] orderedSlots = null;
        int orderedDomain = 0;
        if (!orderedFields.isEmpty()) {
            orderedSlots = new boolean[fin.slotCount];
            for (int s = 0; s < fin.slotCount; s++) {
                orderedSlots[s] = fin.slotField[s].kind() == FieldKind.INT
                        && orderedFields.contains(fin.slotField[s].name());
            }
            orderedDomain = (int) intDomains.getOrDefault(orderedFields.iterator().next(), new IntRange(0, scope))
                    .size();
        }
        search = new KoratSearch(fin, monitor, repOk, new StructureCollector(fin, tally), orderedSlots,
                orderedDomain);
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
