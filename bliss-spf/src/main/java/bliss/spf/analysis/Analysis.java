package bliss.spf.analysis;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.LayoutException;
import bliss.spf.explore.ExplorationStats;
import bliss.spf.explore.PathObserver;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.PathCounts;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.SolverStats;
import bliss.spf.stats.Counters;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Runs one {@link AnalysisSpec}: resolves its class and technique, builds the exploring workers (each on its own
 * thread), lets them share the search, and adds up what they found into an {@link AnalysisResult}. What is not part
 * of the specification is given here: the loader of the analysed code, the path solvers, and where warnings,
 * progress and path ends go.
 */
public final class Analysis {

    private final AnalysisSpec spec;
    private final ClassLoader loader;
    private Supplier<PathSolver> solvers = Solvers.standard();
    private Consumer<String> warnings = s -> { };
    private Consumer<String> progress = s -> { };
    private PathObserver extraObserver;
    private LongSupplier clock = System::nanoTime;

    /**
     * @param spec   what to analyse and how
     * @param loader serves the bytecode of the class, its driver and everything they use
     */
    public Analysis(AnalysisSpec spec, ClassLoader loader) {
        this.spec = spec;
        this.loader = loader;
    }

    public Analysis solvers(Supplier<PathSolver> factory) {
        this.solvers = factory;
        return this;
    }

    public Analysis warnings(Consumer<String> sink) {
        this.warnings = sink;
        return this;
    }

    public Analysis progress(Consumer<String> sink) {
        this.progress = sink;
        return this;
    }

    /** Also tells {@code observer} about every path (after the results collector). */
    public Analysis observer(PathObserver observer) {
        this.extraObserver = observer;
        return this;
    }

    /**
     * Reads the time from {@code nanoTime} instead of {@link System#nanoTime}: the time limit and the wall time of
     * the result count by it (tests drive the time limit with a clock of their own instead of the machine's).
     */
    public Analysis clock(LongSupplier nanoTime) {
        this.clock = nanoTime;
        return this;
    }

    public AnalysisSpec spec() {
        return spec;
    }

    // ------------------------------------------------------------------------------------------------------------

    /** The class's layout and the technique's entry, resolved once per run. */
    private record Resolved(ClassLayout layout, TechniqueCatalogue.Entry entry) {
    }

    /**
     * @throws UserError                when the class has no layout bliss can analyse
     * @throws bliss.spf.vm.Unsupported when a bounded technique meets node classes with subclasses
     */
    private Resolved resolve() {
        ClassLayout layout;
        try {
            layout = bliss.spf.heap.AnalysedLayout.of(spec.className(), loader);
        } catch (LayoutException e) {
            throw new UserError(e.getMessage(), e);
        }
        if (spec.entry().needsBounds() && !layout.subclasses().isEmpty()) {
            throw new bliss.spf.vm.Unsupported("--technique " + spec.entry().name() + " on node classes with "
                    + "subclasses (" + String.join(", ", layout.subclasses().stream().map(c -> c.replace('/', '.'))
                    .toList()) + "): the tight bounds know the declared classes only; use li, lissa, lissa-m or pli");
        }
        return new Resolved(layout, spec.entry());
    }

    /** Each warning once, however many workers meet it. */
    private Consumer<String> once() {
        Set<String> said = ConcurrentHashMap.newKeySet();
        return w -> {
            if (said.add(w)) {
                warnings.accept(w);
            }
        };
    }

    /**
     * Runs the analysis to the end (or the time limit).
     *
     * @throws UserError                  for a mistake in what was asked (unknown method, driver)
     * @throws bliss.spf.vm.Unsupported   when the analysed code does something the engine does not support
     */
    public AnalysisResult run() {
        Resolved r = resolve();
        int threads = spec.threads();
        List<MemoryPoolMXBean> pools = heapPools();
        pools.forEach(MemoryPoolMXBean::resetPeakUsage);
        long start = clock.getAsLong();
        long timeout = spec.limits().timeoutMillis();
        long deadline = timeout > 0 ? start + timeout * 1_000_000L : Long.MAX_VALUE;
        ProgressReport report = new ProgressReport(threads, progress);
        PathObserver extra = extraObserver == null ? null
                : threads == 1 ? extraObserver : Worker.serialized(extraObserver);
        try (RunResources resources = new RunResources(spec.className(), loader, spec.scope(), spec.settings(),
                spec.limits()); report) {
            resources.deadline(deadline, clock);
            report.start(resources::repOkPaths);
            WorkPool pool = new WorkPool(threads);
            List<Worker> workers;
            try {
                workers = new WorkerThreads(this, r.layout(), r.entry(), resources, extra, report, once(), deadline)
                        .run(pool);
            } catch (RunResources.TimedOut e) {
                warnings.accept(e.getMessage());
                UnitResult nothing = new UnitResult(new PathCounts(warnings), new bliss.spf.results
                        .StructureCollection(false, false), new Counters(), new ExplorationStats(), SolverStats.NONE,
                        0, spec.technique(), "-");
                return result(nothing, (clock.getAsLong() - start) / 1_000_000, 0, true, threads, 0);
            }
            Worker first = workers.get(0);
            UnitResult total = new UnitResult(new PathCounts(warnings), new bliss.spf.results.StructureCollection(
                    spec.kept().structures(), spec.kept().paths()), new Counters(), new ExplorationStats(),
                    SolverStats.NONE, 0, first.technique(), first.precondition());
            for (Worker w : workers) {
                total.add(new UnitResult(w.paths(), w.structures(), w.counters(), w.stats(), w.solverStats(),
                        w.cpuNanos(), w.technique(), w.precondition()));
            }
            long failovers = resources.cacheStats().failovers();
            if (failovers > 0 || total.counters().has("cacheLookups")) {
                total.counters().counter("cacheFailovers").add(failovers);
            }
            long millis = (clock.getAsLong() - start) / 1_000_000;
            long peak = 0;
            for (MemoryPoolMXBean p : pools) {
                peak += p.getPeakUsage().getUsed();
            }
            return result(total, millis, peak, pool.leftWork(), threads, pool.given() - 1);
        }
    }

    /**
     * Why a run that ended found no path: every candidate input was refused, so the precondition holds of no input
     * the scope admits (at most k objects of each node class, input arrays of at most k elements).
     */
    private String noPath(String precondition) {
        int k = spec.scope();
        return "no path: no input within scope " + k + " satisfies " + (precondition == null || precondition.equals("-")
                ? "the precondition" : "the precondition (" + precondition + ")") + ", so the method never ran; at"
                + " scope " + k + " each node class has at most " + k + " object" + (k == 1 ? "" : "s")
                + " and an input array at most " + k + " element" + (k == 1 ? "" : "s") + ": try a larger --scope";
    }

    /**
     * The result of this analysis from what its units found (the sum of its workers' or its cluster members'
     * {@link UnitResult}s); warns about the first path a limit cut.
     *
     * @param millis    wall time of the whole run
     * @param peak      peak heap bytes
     * @param leftWork  whether a time limit left units unexplored
     * @param threads   exploring threads (or cluster slots) that shared the search
     * @param splits    subtrees handed from one to another
     */
    public AnalysisResult result(UnitResult total, long millis, long peak, boolean leftWork, int threads,
                                 long splits) {
        PathCounts paths = total.paths();
        paths.warn();
        if (paths.paths() == 0 && paths.assumeFailed() == 0 && !leftWork) {
            warnings.accept(noPath(total.precondition()));
        }
        total.structures().number();
        ExplorationStats stats = total.stats();
        return new AnalysisResult(
                new AnalysisResult.Asked(spec.displayName(), spec.method(), total.technique(), spec.scope(),
                        total.precondition()),
                new AnalysisResult.Ends(paths.paths(), paths.normal(), Map.copyOf(paths.exceptions()),
                        paths.depthLimited(), paths.stepLimited(), paths.lengthLimited(), paths.solverLimited(),
                        paths.assumeFailed(),
                        Map.copyOf(paths.thrown()), Map.copyOf(paths.raised()), Map.copyOf(paths.unsupported())),
                total.structures().count(), List.copyOf(total.structures().structures()),
                new AnalysisResult.Choices(stats.lazyChoicePoints(), stats.branchChoicePoints(),
                        stats.switchChoicePoints(), paths.deadEnds()),
                total.counters().values(), total.solver(),
                new AnalysisResult.Cost(stats.steps(), millis, total.cpuNanos() / 1_000_000, peak, threads, splits),
                stats.partial() || leftWork, null);
    }

    /**
     * Reads the bounds database entry this analysis needs, computing and storing it if missing, when its technique
     * reads bounds: a cluster's coordinator does it once, before the members read the entry.
     */
    public void prepareBounds() {
        if (spec.entry().needsBounds()) {
            try (RunResources resources = new RunResources(spec.className(), loader, spec.scope(),
                    spec.settings())) {
                resources.bounds();
            }
        }
    }

    /** The analysed class as results name it, the method, the technique and the scope. */
    public String describe() {
        return spec.describe();
    }

    /** The time limit in milliseconds (0: none). */
    public long timeoutMillis() {
        return spec.limits().timeoutMillis();
    }

    /**
     * A worker for the units of a distributed run of this analysis (one per exploring thread of a cluster member):
     * its own interpreter, technique, solvers and run resources (bounds, verdict cache), kept from unit to unit.
     *
     * @throws UserError for a mistake in what was asked (unknown class, method, driver)
     */
    public UnitExplorer explorer() {
        Resolved r = resolve();
        RunResources resources = new RunResources(spec.className(), loader, spec.scope(), spec.settings(),
                spec.limits());
        try {
            Worker w = new Worker(this, r.layout(), r.entry(), resources, null, new ProgressReport(1, p -> { }), 0,
                    once(), Long.MAX_VALUE);
            return new UnitExplorer(w, resources);
        } catch (RuntimeException | Error e) {
            resources.close();
            throw e;
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // What workers ask of the runner

    ClassLoader loader() {
        return loader;
    }

    Supplier<PathSolver> solvers() {
        return solvers;
    }

    LongSupplier clock() {
        return clock;
    }

    private static List<MemoryPoolMXBean> heapPools() {
        List<MemoryPoolMXBean> pools = new ArrayList<>();
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() == MemoryType.HEAP && p.isValid()) {
                pools.add(p);
            }
        }
        return pools;
    }
}
