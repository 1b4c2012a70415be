package bliss.spf.analysis;

import bliss.layout.ClassLayout;
import bliss.spf.explore.Exploration;
import bliss.spf.explore.ExplorationStats;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.explore.Subtree;
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
import java.util.function.Consumer;

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
    private final PathSolver solver;
    private final PathCounts paths;
    private final StructureCollection structures;
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
        vm = new Vm(analysis.loader());
        heap = new InputHeap(vm, layout, analysis.scope());
        VmClass header = vm.classes.load(layout.header().name());
        precondition = analysis.precondition(heap, header, warnings);
        heap.setPrecondition(precondition);
        paths = new PathCounts(warnings);
        structures = new StructureCollection(analysis.keepsStructures(), analysis.keepsPaths());
        PathObserver progress = report.observer(index, paths, structures);
        PathObserver observer = extra == null ? PathObserver.all(paths, structures, progress)
                : PathObserver.all(paths, structures, extra, progress);
        solver = analysis.solvers().get();
        technique = entry.create(new TechniqueContext(layout, analysis.scope(), counters, resources));
        // the technique may put a link of its own in front of the path solver (PLI asks the heap at branches)
        exploration = new Exploration(vm, heap, technique, technique.pathSolver(solver), counters,
                analysis.limits(), observer, analysis.searchOrder(), analysis.seed());
        exploration.deadline(deadline);
        analysis.prepare(exploration, vm, heap, technique, layout, header);
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
        return precondition.describe();
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
        };
    }
}
