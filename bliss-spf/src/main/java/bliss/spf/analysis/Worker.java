package bliss.spf.analysis;

import bliss.layout.ClassLayout;
import bliss.spf.explore.Exploration;
import bliss.spf.explore.ExplorationStats;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.explore.Subtree;
import bliss.spf.cache.CacheStats;
import bliss.spf.explore.WorkSharing;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.Precondition;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.heap.TechniqueContext;
import bliss.spf.results.PathCounts;
import bliss.spf.results.StructureCollection;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.SolverStats;
import bliss.spf.stats.Counters;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * One exploring thread of an analysis: its own interpreter, input heap, heap technique, precondition, path solver,
 * counters and observers, sharing only the run's resources (bounds, verdict cache). It prepares the start of every
 * path once, then explores the subtrees it takes from the {@link WorkPool} until the pool says the search is over.
 */
final class Worker {

    private final Counters counters = new Counters();
    private final Vm vm;
    private final InputHeap heap;
    private final HeapTechnique technique;
    private final Precondition precondition;
    /** POSE: whether repOK judges the inputs of each path's models ({@link bliss.spf.heap.ValidAliasing}). */
    private final boolean validInputs;
    private final PathSolver solver;
    private final Analysis analysis;
    private final Consumer<String> warnings;
    /** The observers of the unit being explored (one pair for a whole local run; a new pair per distributed unit). */
    private PathCounts paths;
    private StructureCollection structures;
    private final Exploration exploration;
    private long cpuNanos;

    /**
     * @param extra    an observer of the caller's (null for none), already safe to call from this thread
     * @param report   where this worker's progress goes ({@code index} is its place there)
     * @param warnings told each warning once for the whole run
     * @param deadline the run's time limit ({@link System#nanoTime}), the same for every worker
     */
    Worker(Analysis analysis, ClassLayout layout, TechniqueCatalogue.Entry entry, RunResources resources,
           PathObserver extra, ProgressReport report, int index, Consumer<String> warnings, long deadline) {
        this.analysis = analysis;
        this.warnings = warnings;
        AnalysisSpec spec = analysis.spec();
        vm = new Vm(analysis.loader());
        heap = new InputHeap(vm, layout, spec.scope());
        VmClass header = vm.classes.load(layout.header().name());
        precondition = Preconditions.choose(spec, analysis.loader(), heap, header, warnings);
        heap.setPrecondition(precondition);
        paths = new PathCounts(warnings);
        structures = new StructureCollection(spec.kept().structures(), spec.kept().paths());
        PathObserver progress = report.observer(index, paths, structures);
        PathObserver collect = new PathObserver() { // to the current unit's observers
            @Override
            public void pathEnded(PathEnd end) {
                paths.pathEnded(end);
                structures.pathEnded(end);
            }

            @Override
            public boolean needsModels() {
                return structures.needsModels();
            }
        };
        if (spec.settings().exactSize()) { // tells whether the paths found are those the scope adds
            collect = PathObserver.all(collect, new bliss.spf.results.UnderScope(spec.scope(),
                    counters.counter(bliss.spf.results.UnderScope.COUNTER)));
        }
        PathObserver observer = extra == null ? PathObserver.all(collect, progress)
                : PathObserver.all(collect, extra, progress);
        solver = analysis.solvers().get();
        validInputs = Preconditions.validInputs(spec, header);
        technique = entry.create(new TechniqueContext(layout, spec.scope(), counters, resources, validInputs));
        exploration = new Exploration(vm, heap, technique, solver, counters,
                spec.limits(), observer, spec.search().order(), spec.search().seed());
        exploration.clock(analysis.clock());
        exploration.deadline(deadline);
        EntryPoint.prepare(spec, exploration, vm, heap, technique, layout, header);
    }

    /**
     * Explores subtrees from the pool until the search is over; gives work to the pool when others wait (if there are
     * others). Stops the pool when the time limit cuts the search.
     */
    void run(WorkPool pool, boolean share) throws InterruptedException {
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        try {
            if (share) {
                exploration.share(pool);
            }
            for (Subtree unit = pool.take(); unit != null; unit = pool.take()) {
                exploration.explore(unit);
                if (exploration.stats().partial()) {
                    pool.stop();
                }
            }
        } finally {
            cpuNanos = threads.getCurrentThreadCpuTime() - cpu0;
        }
    }

    /**
     * Explores one unit of a distributed run and returns what it alone found and cost: its paths and structures, and
     * the increase of every counter (the worker keeps its interpreter, technique and solvers from unit to unit).
     *
     * @param excluded pieces of the unit explored elsewhere ({@link Exploration#explore(Subtree, List)})
     * @param sharing  where pieces split off go when others wait, or null
     * @param deadline the time limit ({@link System#nanoTime}), or {@link Long#MAX_VALUE}
     * @param cache    the verdict cache's statistics, for the failovers during the unit
     */
    UnitResult explore(Subtree unit, List<Subtree> excluded, WorkSharing sharing, long deadline,
                       Supplier<CacheStats> cache) {
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        Counters counters0 = counters.snapshot();
        ExplorationStats stats0 = exploration.stats().snapshot();
        SolverStats solver0 = solver.stats();
        Map<String, Long> precondition0 = precondition.counters();
        long failovers0 = cache.get().failovers();
        paths = new PathCounts(warnings);
        structures = new StructureCollection(analysis.spec().kept().structures(),
                analysis.spec().kept().paths());
        exploration.share(sharing);
        exploration.deadline(deadline);
        exploration.explore(unit, excluded);
        Counters delta = counters.since(counters0);
        precondition.counters().forEach((k, v) -> delta.counter(k).add(v - precondition0.getOrDefault(k, 0L)));
        long failovers = cache.get().failovers() - failovers0;
        if (failovers > 0 || delta.has("cacheLookups")) {
            delta.counter("cacheFailovers").add(failovers);
        }
        return new UnitResult(paths, structures, delta, exploration.stats().since(stats0),
                solver.stats().minus(solver0), threads.getCurrentThreadCpuTime() - cpu0, technique.name(),
                precondition());
    }

    /** Releases the technique's solvers and the path solver; adds the precondition's counters. */
    void finish() {
        try {
            technique.finish();
        } finally {
            solver.close();
        }
        precondition.counters().forEach((k, v) -> counters.counter(k).add(v));
    }

    Counters counters() {
        return counters;
    }

    PathCounts paths() {
        return paths;
    }

    StructureCollection structures() {
        return structures;
    }

    ExplorationStats stats() {
        return exploration.stats();
    }

    SolverStats solverStats() {
        return solver.stats();
    }

    String technique() {
        return technique.name();
    }

    String precondition() {
        return validInputs ? "repOK() on each path's inputs (SymSolve)" : precondition.describe();
    }

    long cpuNanos() {
        return cpuNanos;
    }

    /** Tells a thread-unsafe observer of the caller's about path ends from several workers, one at a time. */
    static PathObserver serialized(PathObserver o) {
        return new PathObserver() {
            @Override
            public synchronized void pathEnded(PathEnd end) {
                o.pathEnded(end);
            }

            @Override
            public boolean needsModels() {
                return o.needsModels();
            }

            @Override
            public boolean needsTrace() {
                return o.needsTrace();
            }
        };
    }
}
