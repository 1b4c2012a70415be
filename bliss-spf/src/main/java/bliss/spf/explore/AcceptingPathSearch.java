package bliss.spf.explore;

import bliss.layout.FieldShape;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.solver.PathSolver;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Abort;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmMethod;

import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * A search for one path on which a boolean method returns true: SymSolve's search (LISSA §3.2), run by this VM over
 * an input heap that each question sets up. Depth-first with backtracking in place, as {@link Exploration} explores:
 * a read of an uninitialized reference field of the input heap is a lazy-initialization choice (the technique's
 * candidates and checks), a branch on a symbolic value forks where the path solver allows both sides. The path
 * condition starts from a <em>base</em> given per question (PLI's path condition), whose prefix shared with the
 * previous question's stays pushed in the solver. The search stops at the first path whose method returns true;
 * paths that return false, throw, or reach a limit are rejections.
 *
 * <p>One question at a time: {@link #clear} empties the input heap and undoes everything the last question did, the
 * caller creates the question's objects in the heap, sets the base, then calls {@link #search}. Not thread-safe.
 *
 * <pre>
 * @specfield base: seq Expr -- the conditions every path of the question starts with
 * </pre>
 */
public final class AcceptingPathSearch {

    private final Executor executor;
    private final Vm vm;
    private final InputHeap heap;
    private final HeapTechnique technique;
    private final PathState state;
    private final Interpreter main;
    private final Machine machine;
    private final DepthFirstSearcher searcher;
    private final ExplorationStats stats = new ExplorationStats();
    private final Runnable exhausted;
    private int clearMark;
    private int clearSerial;
    private long clearHorizon = -1;
    /** Volatile: a progress report reads it from another thread while a search runs. */
    private volatile long paths;
    private long accepted;
    private long acceptedAtStart;
    private long overBudget;

    /**
     * @param limits    the depth, step and choice-point limits of a path (a path over them is a rejection)
     * @param exhausted told, with the input heap and the path condition restored to it, of each input heap of a lazy
     *                  choice of this search (and of the question's own, with the base) under which every path was
     *                  run and none returned true: no completion of that heap whose values satisfy that path condition
     *                  is accepted (as far as the technique's checks let the search look; null for none)
     */
    public AcceptingPathSearch(Vm vm, InputHeap heap, HeapTechnique technique, PathSolver solver, Counters counters,
                               Limits limits, Runnable exhausted) {
        this.vm = vm;
        this.heap = heap;
        this.technique = technique;
        this.exhausted = exhausted;
        this.state = new PathState(vm, heap, solver);
        this.executor = new Executor(vm, heap, technique, state, counters, stats);
        executor.setDriverDepth(0);
        this.main = new Interpreter(vm, executor);
        main.setMaxDepth(limits.maxDepth());
        main.setStepLimit(limits.stepLimit());
        executor.setMaxChoices(limits.maxChoices());
        this.machine = new Machine(state, executor, main);
        this.searcher = new DepthFirstSearcher(machine, this::exhausted, () -> accepted);
        executor.setSearcher(searcher);
        clear();
    }

    /** A lazy choice point with every alternative run: no path below it was accepted if none was since it opened. */
    private void exhausted(ChoicePoint cp) {
        if (exhausted != null && cp.openedAt == accepted) {
            exhausted.run();
        }
    }

    /**
     * Empties the input heap and undoes every write of the last question; the base stays.
     *
     * @effects the input heap has no object; storage written since the last clear holds its old values again
     */
    public void clear() {
        if (clearHorizon >= 0) {
            vm.trail.undoTo(clearMark);
            vm.setSerial(clearSerial);
        }
        heap.truncate(0);
        clearHorizon = vm.births();
        vm.trail.setHorizon(clearHorizon);
        clearMark = vm.trail.mark();
        clearSerial = vm.serial();
    }

    /**
     * Sets the base: the conditions of the previous base that {@code conditions} starts with stay pushed, the rest
     * are replaced.
     *
     * @return false when the conditions cannot hold together (then no path can be accepted)
     */
    public boolean base(List<Expr> conditions) {
        List<Expr> current = state.pathCondition();
        int common = 0;
        int n = Math.min(current.size(), conditions.size());
        while (common < n && current.get(common) == conditions.get(common)) {
            common++;
        }
        state.truncateConditions(common);
        for (int i = common; i < conditions.size(); i++) {
            Expr e = conditions.get(i);
            if (e instanceof Const k) {
                if (k.value() == 0) {
                    return false;
                }
                continue;
            }
            if (!state.solver().isSatisfiable(e)) {
                return false;
            }
            state.assume(e);
        }
        return true;
    }

    /**
     * Runs {@code method} on {@code receiver} over the current input heap and base, path after path, until one returns
     * true.
     *
     * @requires the base is satisfiable ({@link #base} returned true); method is a {@code ()Z} instance method of
     *           receiver's class
     * @return true with the machine on that path ({@link #state}, {@link #model}) until the next {@link #clear};
     *         false when no path returns true
     * @throws Abort for a timeout (the only abort that ends a search)
     */
    public boolean search(VmMethod method, InputObject receiver) {
        return search(method, receiver, () -> false);
    }

    /**
     * Runs {@code method} on {@code receiver} over the current input heap and base, telling {@code onAccepted} of each
     * path that returns true (with the machine on that path), until it says to stop or no path is left.
     *
     * @param onAccepted called on each path that returns true; returns whether to go on searching
     * @return true when the search stopped at an accepted path (the machine stays on it until the next
     *         {@link #clear}); false when every path was run
     * @throws Abort for a timeout
     */
    public boolean search(VmMethod method, InputObject receiver, BooleanSupplier onAccepted) {
        start(method, receiver);
        return advance(Long.MAX_VALUE, onAccepted) == Progress.STOPPED;
    }

    /** Where {@link #advance} left a search. */
    public enum Progress {
        /** At an accepted path, told to stop: the machine stays on it until the next {@link #clear}. */
        STOPPED,
        /** The paths given were run; more are left, and a later {@link #advance} goes on with them. */
        PAUSED,
        /** Every path was run. */
        DONE
    }

    /**
     * Starts a search that {@link #advance} runs: {@code method} on {@code receiver} over the current input heap and
     * base.
     *
     * @requires as {@link #search}
     */
    public void start(VmMethod method, InputObject receiver) {
        acceptedAtStart = accepted;
        technique.start(heap);
        main.start(method, receiver);
        machine.markRoot();
        searcher.begin(Subtree.ROOT);
    }

    /**
     * Runs at most {@code maxPaths} more paths of the search {@link #start} began (nothing else may use this search,
     * its VM or its heap in between), telling {@code onAccepted} of each path that returns true.
     *
     * @param onAccepted called on each path that returns true; returns whether to go on searching
     * @throws Abort for a timeout
     */
    public Progress advance(long maxPaths, BooleanSupplier onAccepted) {
        for (long run = 0; ; run++) {
            if (run == maxPaths) {
                return Progress.PAUSED;
            }
            boolean ok = false;
            try {
                ok = main.run() == Interpreter.RETURNED && main.resultP != 0;
            } catch (Abort a) {
                switch (a.reason) {
                    case STEP_LIMIT, DEPTH_LIMIT, LENGTH_LIMIT -> overBudget++; // the choice limit cuts as a step limit
                    case PRUNED, ASSUME, EXHAUSTED -> {
                    }
                    default -> throw a;
                }
            }
            paths++;
            if (ok) {
                accepted++;
                if (!onAccepted.getAsBoolean()) {
                    return Progress.STOPPED;
                }
            }
            if (!searcher.next()) {
                if (exhausted != null && accepted == acceptedAtStart) {
                    state.restoreRoot();
                    exhausted.run(); // the question's own heap
                }
                return Progress.DONE;
            }
        }
    }

    /**
     * Called on an accepted path: the search goes on from the lazy choice of {@code owner.field} on this path, with
     * its next alternative, leaving the rest of the current one's subtree unexplored; from the root's next
     * alternative (nowhere) when the path made no such choice.
     */
    public void skipRestOf(InputObject owner, FieldShape field) {
        searcher.cutAbove(cp -> cp.kind == ChoicePoint.Kind.LAZY && cp.owner == owner && field.equals(cp.field.shape));
    }

    /**
     * The run's time limit: a search still going at {@code nanoTime} on {@code clock} throws {@link Abort} (TIMEOUT).
     */
    public void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        executor.setClock(clock);
        executor.setDeadline(nanoTime);
    }

    /** The state of the accepted path (its input heap and path condition). */
    public PathState state() {
        return state;
    }

    /** Values of the path condition's variables that satisfy it, on the accepted path. */
    public Map<Var, Long> model() {
        return state.solver().model();
    }

    /** Paths run so far, over every question. */
    public long paths() {
        return paths;
    }

    /** Paths cut by the depth, step or choice limit (counted as rejections), over every question. */
    public long overBudget() {
        return overBudget;
    }
}
