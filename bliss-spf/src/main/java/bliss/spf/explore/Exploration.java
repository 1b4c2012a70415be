package bliss.spf.explore;

import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.solver.PathSolver;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Abort;
import bliss.spf.vm.BranchTrace;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmMethod;
import bliss.spf.vm.VmObject;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Symbolic execution of a driver: the executor makes choice points of the current path's state, the searcher picks
 * the next path when one ends, and every end is reported to the {@link PathObserver} as a {@link PathEnd}. Runs the
 * whole search or only a {@link Subtree} of it (the unit of work of parallel and distributed runs); several subtrees
 * may be explored one after another by the same exploration (a worker).
 *
 * <p>A path ends at the return from the driver, at an exception that escapes it, at a limit, or at
 * {@code Symbolic.assume(false)}; a choice point none of whose alternatives holds is a dead end.
 *
 * <p>One exploration owns one interpreter, input heap, heap technique, path solver and counter registry: not
 * thread-safe; parallel runs make one per thread.
 */
public final class Exploration {

    private static final long PROGRESS_NANOS = 3_000_000_000L;

    private final Vm vm;
    private final PathSolver solver;
    private final Limits limits;
    private final PathObserver observer;
    private final Interpreter main;
    private final PathState state;
    private final Executor executor;
    private final Machine machine;
    private final Searcher searcher;
    private final ExplorationStats stats = new ExplorationStats();
    /** Exceptions escaping the bottom frame end the path normally (a synthesized driver's catch-all). */
    private boolean catchAtBottom;
    private boolean prepared;
    private long deadline = Long.MAX_VALUE;
    private boolean deadlineGiven;
    private long nextProgress;
    private java.util.function.LongSupplier clock = System::nanoTime;
    private WorkSharing sharing;
    /** Whether the technique reads undecided references guarded (POSE). */
    private final boolean guarded;

    /**
     * @param base  the exploring thread's path solver; the technique may put a link of its own in front of it (PLI
     *              asks the input heap at branches), and the precondition asks the base alone
     * @param order which searcher explores
     * @param seed  the seed of a random order
     */
    public Exploration(Vm vm, InputHeap heap, HeapTechnique technique, PathSolver base, Counters counters,
                       Limits limits, PathObserver observer, SearchOrder order, long seed) {
        this.vm = vm;
        this.solver = technique.pathSolver(base);
        this.limits = limits;
        this.observer = observer;
        this.state = new PathState(vm, heap, solver);
        this.guarded = technique.guardedReads() != null;
        // it may ask about input arrays' lengths: of the path condition alone, as it judges a candidate heap that the
        // technique's link would find invalid (PLI's SymSolve, twice per branch, to no end)
        heap.precondition().decideWith(base);
        solver.queryLimit(limits.solverMillis());
        this.executor = new Executor(vm, heap, technique, state, counters, stats);
        this.main = new Interpreter(vm, executor);
        main.setMaxDepth(limits.maxDepth());
        main.setStepLimit(limits.stepLimit());
        executor.setMaxChoices(limits.maxChoices());
        executor.setProgress(this::progressIfDue);
        if (observer.needsTrace()) {
            BranchTrace trace = new BranchTrace();
            state.trace(trace);
            main.trace(trace);
        }
        this.machine = new Machine(state, executor, main);
        this.searcher = order.searcher(machine, seed);
        executor.setSearcher(searcher);
    }

    /** A depth-first exploration. */
    public Exploration(Vm vm, InputHeap heap, HeapTechnique technique, PathSolver base, Counters counters,
                       Limits limits, PathObserver observer) {
        this(vm, heap, technique, base, counters, limits, observer, SearchOrder.DEPTH_FIRST, 0);
    }

    /**
     * Runs {@code entry} as the bottom frame instead of a driver: its arguments are given, and an exception that
     * escapes it counts as raised inside the analysed code, the path ending normally (as a driver's catch-all).
     */
    public void entryIsAnalysedMethod() {
        executor.setDriverDepth(0);
        this.catchAtBottom = true;
    }

    /**
     * Stops at {@code nanoTime} ({@link System#nanoTime}) instead of the limits' timeout counted from
     * {@link #prepare}: the one deadline of all workers of a run.
     */
    public void deadline(long nanoTime) {
        this.deadline = nanoTime;
        this.deadlineGiven = true;
        if (prepared) {
            executor.setDeadline(nanoTime);
        }
    }

    /** Offers work to others after every path ({@link WorkSharing}); null for none. */
    public void share(WorkSharing sharing) {
        this.sharing = sharing;
    }

    /**
     * Sets the start of every path: {@code entry} (a driver, a static method, or the analysed method) with its
     * arguments. Also starts the clock of the time limit.
     *
     * @param args the entry's arguments in slot layout (see {@link Interpreter#start})
     */
    public void prepare(VmMethod entry, Object... args) {
        long start = clock.getAsLong();
        if (!deadlineGiven) {
            deadline = limits.timeoutMillis() > 0 ? start + limits.timeoutMillis() * 1_000_000L : Long.MAX_VALUE;
        }
        executor.setDeadline(deadline);
        nextProgress = start + PROGRESS_NANOS;
        vm.initialize(entry.owner);
        main.start(entry, args);
        machine.markRoot();
        prepared = true;
    }

    /**
     * Reads the time from {@code nanoTime} instead of {@link System#nanoTime} (tests drive the time limit with it);
     * call before {@link #prepare}.
     */
    public void clock(java.util.function.LongSupplier nanoTime) {
        this.clock = nanoTime;
        executor.setClock(nanoTime);
    }

    /**
     * Tells the observer how far the search is, every few seconds: at path ends and at choice points, so that a path
     * that runs long (a loop on a symbolic value) is seen too.
     */
    private void progressIfDue(long now) {
        if (now > nextProgress) {
            nextProgress = now + PROGRESS_NANOS;
            stats.steps = main.executed();
            observer.progress(stats);
        }
    }

    /** Explores every path of {@code entry} to the end, or until the time limit. */
    public void explore(VmMethod entry, Object... args) {
        prepare(entry, args);
        explore(Subtree.ROOT);
    }

    /**
     * Explores every path of {@code unit} to the end, or until the time limit.
     *
     * @requires prepare was called
     * @effects every path of unit not given away ({@link #share}) is reported to the observer, once
     */
    public void explore(Subtree unit) {
        explore(unit, List.of());
    }

    /**
     * Explores the paths of {@code unit} but those of the {@code excluded} pieces, to the end or until the time limit:
     * the re-run of a unit whose explorer gave those pieces away before it was lost (a dead cluster member). The
     * pieces' choice points keep only their alternatives before the piece (each piece is the tail of a choice point,
     * as {@link Searcher#split} gives it).
     *
     * @requires prepare was called; every piece lies in unit and resumes a choice point below the unit's prefix or at
     *           its resumed point
     * @effects every path of unit not in a piece and not given away ({@link #share}) is reported to the observer, once
     */
    public void explore(Subtree unit, List<Subtree> excluded) {
        if (!prepared) {
            throw new IllegalStateException("prepare the exploration first");
        }
        stats.subtrees++;
        executor.exclude(excluded);
        try {
            search(unit);
        } finally {
            executor.exclude(List.of());
        }
    }

    private void search(Subtree unit) {
        searcher.begin(unit);
        while (true) {
            Outcome outcome = null;
            String exceptionType = null;
            String message = null;
            try {
                if (main.run() == Interpreter.RETURNED) {
                    outcome = Outcome.NORMAL;
                } else {
                    exceptionType = main.uncaught.cls.javaName();
                    message = message(main.uncaught);
                    outcome = catchAtBottom ? Outcome.NORMAL : Outcome.EXCEPTION;
                }
            } catch (Abort a) {
                switch (a.reason) {
                    case PRUNED -> outcome = Outcome.PRUNED;
                    case ASSUME -> outcome = Outcome.ASSUME_FAILED;
                    case DEPTH_LIMIT -> outcome = Outcome.DEPTH_LIMIT;
                    case STEP_LIMIT -> outcome = Outcome.STEP_LIMIT;
                    case LENGTH_LIMIT -> outcome = Outcome.LENGTH_LIMIT;
                    case SOLVER_LIMIT -> outcome = Outcome.SOLVER_LIMIT;
                    case EXHAUSTED -> outcome = null; // not a path: its point's earlier alternatives were explored
                    case TIMEOUT -> {
                        stats.partial = true;
                        stats.steps = main.executed();
                        return;
                    }
                    default -> throw new IllegalStateException("abort " + a.reason + " on the main path");
                }
            } catch (Unsupported u) {
                observer.pathEnded(unsupported(u));
            }
            if (outcome != null) {
                observer.pathEnded(end(outcome, exceptionType, message));
            }
            long now = clock.getAsLong();
            if (now > deadline) {
                stats.partial = searcher.hasWork();
                break;
            }
            progressIfDue(now);
            if (sharing != null && sharing.wanted()) {
                Subtree piece = searcher.split();
                if (piece != null) {
                    sharing.give(piece);
                }
            }
            boolean more;
            try {
                more = next(); // backtracking tries the next candidates: a check may reach the time limit
            } catch (Abort a) {
                if (a.reason != Abort.Reason.TIMEOUT) {
                    throw a;
                }
                stats.partial = true;
                break;
            }
            if (!more) {
                break;
            }
        }
        stats.steps = main.executed();
    }

    /**
     * Backtracks to the next path. A candidate whose check runs code the engine does not support (a precondition
     * that calls it) ends that alternative's path as {@link Outcome#UNSUPPORTED}; the search goes on with the next
     * alternative (each check consumes its alternative first, so this ends).
     */
    private boolean next() {
        while (true) {
            try {
                return searcher.next();
            } catch (Unsupported u) {
                observer.pathEnded(unsupported(u));
            }
        }
    }

    /** The end of a path that met code the engine does not support: what and where, no input. */
    private PathEnd unsupported(Unsupported u) {
        return new PathEnd(Outcome.UNSUPPORTED, null, u.what(), state.raised(), null, state.pathCondition(), null,
                state.choices(), u.where() != null ? u.where() : main.location(), null);
    }

    private PathEnd end(Outcome outcome, String exceptionType, String message) {
        boolean reached = outcome != Outcome.PRUNED && outcome != Outcome.ASSUME_FAILED;
        // POSE's path stands for many inputs: its input is the one a model picks (so the model is always asked)
        Map<Var, Long> model = reached && (observer.needsModels() || guarded) ? model() : null;
        PartialStructure input = !reached ? null
                : guarded ? PartialStructure.of(state.heap(), model) : PartialStructure.of(state.heap());
        // where the path ended: for the ends that stopped inside the code (a normal end is back at the driver)
        String location = outcome == Outcome.NORMAL ? null : main.location();
        BranchTrace.Events trace = reached && state.trace() != null ? state.trace().snapshot() : null;
        return new PathEnd(outcome, exceptionType, message, state.raised(), input, state.pathCondition(), model,
                state.choices(), location, trace);
    }

    /** A model of the path condition, restricted to its variables (the solver may know others of earlier paths). */
    private Map<Var, Long> model() {
        if (state.pathCondition().isEmpty()) {
            return Map.of();
        }
        Set<Var> mentioned = new HashSet<>();
        for (Expr e : state.pathCondition()) {
            e.forEachVar(mentioned::add);
        }
        Map<Var, Long> m = new HashMap<>();
        for (Map.Entry<Var, Long> e : solver.model().entrySet()) {
            if (mentioned.contains(e.getKey())) {
                m.put(e.getKey(), e.getValue());
            }
        }
        return m;
    }

    /** The message of an exception object, symbolic parts as terms; null when it has none. */
    private static String message(VmObject exception) {
        VmField f = exception.cls.findField("message");
        if (f == null || f.isStatic || f.reference && exception.r[f.index] == null) {
            return null;
        }
        Object v = exception.r[f.index];
        return v == null ? null : v.toString();
    }

    /** What the exploration did so far. */
    public ExplorationStats stats() {
        stats.steps = main.executed();
        return stats;
    }

    /** The state of the current path (for observers of the running path, and tests). */
    public PathState state() {
        return state;
    }
}
