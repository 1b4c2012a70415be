package bliss.korat;

import bliss.korat.Finitization.IntRange;
import bliss.layout.ClassLayout;
import bliss.layout.FieldKind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.invoke.MethodHandle;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The bounded-exhaustive enumerator: every valid structure of a class with at most {@code scope} nodes, where
 * valid means that the class's own {@code repOK()} returns true. A Korat-style search (Boyapati, Khurshid,
 * Marinov, ISSTA 2002): candidates are assignments of values to every field of every object of a
 * {@link Finitization}; repOK runs natively on each, its field reads monitored through bytecode instrumentation
 * ({@link MonitoringClassLoader}), and the reads drive pruning and isomorphism breaking ({@link KoratSearch}).
 * Valid candidates are counted as canonical structures and shapes ({@link StructureCollector}).
 *
 * <p>It is the oracle of the project: bounds-compute checks its tight bounds against {@link Enumeration#tuples()},
 * the symbolic JVM its structures against {@link Enumeration#shapes()}.
 *
 * <p>Not thread-safe; each {@link #run()} loads the classes anew, so enumerators never share state.
 */
public final class Enumerator {

    private static final Logger LOG = LoggerFactory.getLogger(Enumerator.class);
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Default for {@link #withReadBudget}: generous for any repOK that terminates at the scopes we run. */
    public static final long DEFAULT_READ_BUDGET = 1_000_000;

    private final Class<?> headerClass;
    private final int scope;
    private final ClassLayout layout;
    private final Map<String, IntRange> intDomains = new LinkedHashMap<>();
    private final Set<String> orderedFields = new LinkedHashSet<>();
    private long readBudget = DEFAULT_READ_BUDGET;
    private Consumer<SearchStatistics> progress = s -> { };
    private long progressNanos = Long.MAX_VALUE;
    private SearchStatistics statistics;

    /**
     * An enumerator with the default finitization: one header object, {@code scope} objects per node class, int
     * and long fields over 0..scope, booleans over {false, true}.
     *
     * @throws IllegalArgumentException when scope < 1
     * @throws EnumerationException     when the class has no {@code boolean repOK()} instance method
     * @throws bliss.layout.LayoutException when the class's bytecode cannot be read
     */
    public Enumerator(Class<?> headerClass, int scope) {
        if (scope < 1) {
            throw new IllegalArgumentException("the scope must be at least 1, got " + scope);
        }
        this.headerClass = headerClass;
        this.scope = scope;
        this.layout = ClassLayout.of(headerClass);
        repOk(headerClass);
    }

    /**
     * Restricts the int (or long) fields named {@code fieldName}, in every class of the layout, to
     * {@code min..max}. Returns this.
     *
     * @throws IllegalArgumentException when no int or long field has that name, or the range is empty or larger
     *                                  than 65535 values
     */
    public Enumerator withIntDomain(String fieldName, int min, int max) {
        boolean found = layout.classes().stream().flatMap(c -> c.fields().stream())
                .anyMatch(f -> f.name().equals(fieldName)
                        && (f.kind() == FieldKind.INT || f.kind() == FieldKind.LONG));
        if (!found) {
            throw new IllegalArgumentException("no int field named '" + fieldName + "' in "
                    + layout.header().javaName() + " or its node classes");
        }
        if (min > max || (long) max - min + 1 > 65535) {
            throw new IllegalArgumentException("bad domain for " + fieldName + ": " + min + ".." + max
                    + " (need min <= max and at most 65535 values)");
        }
        intDomains.put(fieldName, new IntRange(min, max));
        return this;
    }

    /**
     * Declares the int fields named {@code fieldName} <em>ordered</em>: repOK only compares their values with one
     * another and with values of other ordered fields (never with constants, never after arithmetic), so that
     * validity depends only on the relative order of the values, as for the keys of a search tree. The search then
     * tries one candidate per order pattern and counts each valid pattern with d distinct values as the C(D, d)
     * structures it stands for, D being the size of the field's domain ({@link #withIntDomain}, default
     * 0..scope); all ordered fields must have domains of the same size. Shapes and tuples are unaffected. Exact
     * only when the declaration is true; compare with a run without it at a small scope. Returns this.
     *
     * @throws IllegalArgumentException when no int field has that name
     */
    public Enumerator withOrderedField(String fieldName) {
        boolean found = layout.classes().stream().flatMap(c -> c.fields().stream())
                .anyMatch(f -> f.name().equals(fieldName) && f.kind() == FieldKind.INT);
        if (!found) {
            throw new IllegalArgumentException("no int field named '" + fieldName + "' in "
                    + layout.header().javaName() + " or its node classes");
        }
        orderedFields.add(fieldName);
        return this;
    }

    /**
     * Sets the number of monitored field reads one run of repOK may make before the candidate is declared invalid
     * (a repOK that loops on a cyclic candidate). Every such candidate is counted in
     * {@link SearchStatistics#budgetExhausted()}. Returns this.
     */
    public Enumerator withReadBudget(long reads) {
        if (reads < 1) {
            throw new IllegalArgumentException("the read budget must be positive, got " + reads);
        }
        this.readBudget = reads;
        return this;
    }

    /** Calls {@code listener} with the statistics so far about every {@code every} during a run. Returns this. */
    public Enumerator withProgress(Consumer<SearchStatistics> listener, Duration every) {
        this.progress = listener;
        this.progressNanos = every.toNanos();
        return this;
    }

    /** The layout of the class (read from its bytecode). */
    public ClassLayout layout() {
        return layout;
    }

    /**
     * Runs the search. Effects: {@link #statistics()} describes this run.
     *
     * @throws EnumerationException when the class cannot be enumerated (see there)
     */
    public Enumeration run() {
        long start = System.nanoTime();
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        MonitoredFields fields = new MonitoredFields(layout);
        ClassLoader source = headerClass.getClassLoader() != null ? headerClass.getClassLoader()
                : ClassLoader.getSystemClassLoader();
        MonitoringClassLoader loader = new MonitoringClassLoader(source, fields);
        Finitization fin = new Finitization(layout, fields, scope, intDomains);
        ReadMonitor monitor = new ReadMonitor(fin.slotOf, fields.count(), fin.slotCount, readBudget);
        MethodHandle repOk;
        try {
            loader.hookClass().getField("monitor").set(null, monitor);
            fin.instantiate(loader);
            Method m = repOk(Class.forName(headerClass.getName(), true, loader));
            m.setAccessible(true);
            repOk = MethodHandles.lookup().unreflect(m).asType(MethodType.methodType(boolean.class, Object.class));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot prepare the instrumented " + headerClass.getName(), e);
        }
        StructureCollector collector = new StructureCollector(fin);
        boolean[] orderedSlots = null;
        long orderedDomain = 0;
        if (!orderedFields.isEmpty()) {
            orderedSlots = new boolean[fin.slotCount];
            for (String name : orderedFields) {
                long size = intDomains.getOrDefault(name, new IntRange(0, scope)).size();
                if (orderedDomain != 0 && size != orderedDomain) {
                    throw new IllegalArgumentException("ordered fields need domains of one size; "
                            + name + " has " + size + " values, another " + orderedDomain);
                }
                orderedDomain = size;
            }
            for (int s = 0; s < fin.slotCount; s++) {
                orderedSlots[s] = fin.slotField[s].kind() == FieldKind.INT
                        && orderedFields.contains(fin.slotField[s].name());
            }
        }
        KoratSearch search = new KoratSearch(fin, monitor, repOk, collector, orderedSlots, (int) orderedDomain);
        long[] nextReport = {start + progressNanos};
        search.run(candidates -> {
            long now = System.nanoTime();
            if (now - nextReport[0] >= 0) {
                nextReport[0] = now + progressNanos;
                progress.accept(statistics(search, collector, start, cpuStart));
            }
        });
        statistics = statistics(search, collector, start, cpuStart);
        if (statistics.budgetExhausted() > 0) {
            LOG.warn("{}, scope {}: repOK exceeded the read budget ({} reads) on {} candidates, counted invalid",
                    layout.header().simpleName(), scope, readBudget, statistics.budgetExhausted());
        }
        if (statistics.duplicates() > 0) {
            LOG.warn("{}, scope {}: {} valid candidates were isomorphic to earlier ones (repOK reads fields in an "
                    + "identity-dependent order); counted once", layout.header().simpleName(), scope,
                    statistics.duplicates());
        }
        return new Enumeration(layout, scope, collector.structuresBySize(), collector.shapesBySize(),
                collector.shapes(), collector.tuples(), search.candidates, statistics.millis());
    }

    /** Statistics of the last {@link #run()}; null before the first. */
    public SearchStatistics statistics() {
        return statistics;
    }

    private static SearchStatistics statistics(KoratSearch search, StructureCollector collector, long start,
                                               long cpuStart) {
        return new SearchStatistics(search.candidates, search.valid, search.exceptions, search.budgetExhausted,
                collector.duplicates(), (System.nanoTime() - start) / 1_000_000,
                (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1_000_000);
    }

    /** The {@code boolean repOK()} instance method of a class or its superclasses. */
    private static Method repOk(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Method m = k.getDeclaredMethod("repOK");
                if (m.getReturnType() == boolean.class && !Modifier.isStatic(m.getModifiers())) {
                    return m;
                }
            } catch (NoSuchMethodException e) {
                // look in the superclass
            }
        }
        throw new EnumerationException(c.getName() + " has no repOK() method (an instance method returning "
                + "boolean, the class invariant the enumerator checks)");
    }
}
