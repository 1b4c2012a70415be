package bliss.korat;

import bliss.korat.Finitization.IntRange;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
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
 * <p>An enumerator is used from one thread; its search may run on several ({@link #withThreads}). Each
 * {@link #run()} loads the classes anew, once per worker, so enumerators and workers never share state.
 */
public final class Enumerator {

    private static final Logger LOG = LoggerFactory.getLogger(Enumerator.class);

    /** Position of the read order at which the search tree is split between threads. */
    private static final int SPLIT_DEPTH = 8;
    private static final long WORKER_STACK_BYTES = 64L << 20;

    /** Default for {@link #withReadBudget}: generous for any repOK that terminates at the scopes we run. */
    public static final long DEFAULT_READ_BUDGET = 1_000_000;

    private final Class<?> headerClass;
    private final int scope;
    private final ClassLayout layout;
    private final Map<String, IntRange> intDomains = new LinkedHashMap<>();
    private final Set<String> orderedFields = new LinkedHashSet<>();
    private long readBudget = DEFAULT_READ_BUDGET;
    private int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    private Consumer<SearchStatistics> progress = s -> { };
    private long progressNanos = Duration.ofDays(365).toNanos();
    private SearchStatistics statistics;
    private CandidateListener listener;

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

    /**
     * Sets the number of threads the search runs on (default: the available processors). The results do not
     * depend on it. Returns this.
     */
    public Enumerator withThreads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("the number of threads must be positive, got " + count);
        }
        this.threads = count;
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
        if (!orderedFields.isEmpty()) {
            checkOrderedDomains();
        }
        MonitoredFields fields = new MonitoredFields(layout);
        int maxNodes = scope * (int) layout.classes().stream().filter(ClassShape::node).count();
        StructureCollector.Tally tally = new StructureCollector.Tally(maxNodes);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<SearchWorker> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            workers.add(new SearchWorker(headerClass, layout, fields, scope, intDomains, orderedFields, readBudget,
                    tally, i, threads, SPLIT_DEPTH, () -> failure.get() != null));
            workers.get(i).search.listener = listener;
        }
        long[] nextReport = {start + progressNanos};
        Runnable reportIfDue = () -> {
            long now = System.nanoTime();
            if (now - nextReport[0] >= 0) {
                nextReport[0] = now + progressNanos;
                progress.accept(statistics(workers, tally, start));
            }
        };
        if (threads == 1) {
            workers.get(0).progressHook = reportIfDue;
            workers.get(0).run();
        } else {
            runInThreads(workers, failure, reportIfDue);
        }
        statistics = statistics(workers, tally, start);
        if (statistics.budgetExhausted() > 0) {
            LOG.warn("{}, scope {}: repOK exceeded the read budget ({} reads) on {} candidates, counted invalid",
                    layout.header().simpleName(), scope, readBudget, statistics.budgetExhausted());
        }
        if (statistics.duplicates() > 0) {
            LOG.warn("{}, scope {}: {} valid candidates were isomorphic to earlier ones (repOK reads fields in an "
                    + "identity-dependent order); counted once", layout.header().simpleName(), scope,
                    statistics.duplicates());
        }
        return new Enumeration(layout, scope, tally.structuresBySize(), tally.shapesBySize(),
                Collections.unmodifiableSet(tally.shapes()), Collections.unmodifiableSet(tally.tuples()),
                statistics.candidates(), statistics.millis());
    }

    private void runInThreads(List<SearchWorker> workers, AtomicReference<Throwable> failure, Runnable reportIfDue) {
        List<Thread> running = new ArrayList<>();
        for (int i = 0; i < workers.size(); i++) {
            SearchWorker w = workers.get(i);
            // repOKs recurse; give workers the deep stacks the command line gives the main thread.
            Thread t = new Thread(null, () -> {
                try {
                    w.run();
                } catch (SearchWorker.Stopped e) {
                    // another worker failed first
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "enumerator-" + i, WORKER_STACK_BYTES);
            t.setDaemon(true);
            t.start();
            running.add(t);
        }
        try {
            for (Thread t : running) {
                while (t.isAlive()) {
                    t.join(Math.max(1, Math.min(1000, progressNanos / 1_000_000)));
                    reportIfDue.run();
                }
            }
        } catch (InterruptedException e) {
            failure.compareAndSet(null, e);
            Thread.currentThread().interrupt();
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException r) {
            throw r;
        }
        if (f instanceof Error err) {
            throw err;
        }
        if (f != null) {
            throw new IllegalStateException("enumeration interrupted", f);
        }
    }

    private void checkOrderedDomains() {
        long size = 0;
        for (String name : orderedFields) {
            long s = intDomains.getOrDefault(name, new IntRange(0, scope)).size();
            if (size != 0 && s != size) {
                throw new IllegalArgumentException("ordered fields need domains of one size; " + name + " has " + s
                        + " values, another " + size);
            }
            size = s;
        }
    }

    /**
     * Tells {@code l} of every candidate the search decides, valid or not (a test's other judge of validity sees
     * the structures repOK judged). Returns this.
     */
    public Enumerator withCandidates(CandidateListener l) {
        this.listener = l;
        return this;
    }

    /** Statistics of the last {@link #run()}; null before the first. */
    public SearchStatistics statistics() {
        return statistics;
    }

    private static SearchStatistics statistics(List<SearchWorker> workers, StructureCollector.Tally tally,
                                               long start) {
        long candidates = 0;
        long valid = 0;
        long exceptions = 0;
        long budget = 0;
        long cpu = 0;
        for (SearchWorker w : workers) {
            candidates += w.published;
            valid += w.search.valid;
            exceptions += w.search.exceptions;
            budget += w.search.budgetExhausted;
            cpu += w.cpuNanos;
        }
        return new SearchStatistics(candidates, valid, exceptions, budget, tally.duplicates(),
                (System.nanoTime() - start) / 1_000_000, cpu / 1_000_000);
    }

    /** The {@code boolean repOK()} instance method of a class or its superclasses. */
    static Method repOk(Class<?> c) {
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
