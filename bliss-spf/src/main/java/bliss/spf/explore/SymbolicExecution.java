package bliss.spf.explore;

import bliss.layout.ClassShape;
import bliss.spf.heap.Candidate;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.solver.Feasibility;
import bliss.spf.solver.PathSolver;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.vm.Abort;
import bliss.spf.vm.ExecutionHooks;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmMethod;
import bliss.spf.vm.VmObject;

import java.util.ArrayList;
import java.util.List;

/**
 * Symbolic execution of a driver: exhaustive depth-first search over the choice points of lazy initialization
 * (delegated to a {@link HeapTechnique}) and of branches on symbolic values (decided by a {@link PathSolver}), with
 * backtracking of state: an undo trail of heap writes, a copy of the frames at each choice point, the hash serial
 * and the input heap's size restored, the solver popped. No state matching.
 *
 * <p>A path ends at return from the driver, at an exception that escapes it, at a limit, or at
 * {@code Symbolic.assume(false)}; every end is reported to the {@link PathObserver}.
 */
public final class SymbolicExecution implements ExecutionHooks {

    private final Vm vm;
    private final InputHeap heap;
    private final HeapTechnique technique;
    private final PathSolver solver;
    private final Limits limits;
    private final PathObserver observer;
    private final Interpreter main;
    private final List<ChoicePoint> stack = new ArrayList<>();
    private ChoicePoint replay;
    private final List<String> raised = new ArrayList<>();
    /** Exceptions thrown at a depth above this are raised inside the analysed code. */
    private int driverDepth = 1;
    /** Exceptions escaping the bottom frame end the path normally (a synthesized driver's catch-all). */
    private boolean catchAtBottom;
    private long deadline = Long.MAX_VALUE;
    private long nextProgress;
    private boolean partial;
    private long lazyChoicePoints;
    private long branchChoicePoints;
    private long switchChoicePoints;
    private long paths;

    public SymbolicExecution(Vm vm, InputHeap heap, HeapTechnique technique, PathSolver solver, Limits limits,
                             PathObserver observer) {
        this.vm = vm;
        this.heap = heap;
        this.technique = technique;
        this.solver = solver;
        this.limits = limits;
        this.observer = observer;
        this.main = new Interpreter(vm, this);
        main.setMaxDepth(limits.maxDepth());
        main.setStepLimit(limits.stepLimit());
    }

    /**
     * Runs {@code entry} as the bottom frame instead of a driver: its arguments are given, and an exception that
     * escapes it counts as raised inside the analysed code, the path ending normally (as a driver's catch-all).
     */
    public void entryIsAnalysedMethod() {
        this.driverDepth = 0;
        this.catchAtBottom = true;
    }

    // ------------------------------------------------------------------------------------------------------------
    // The search

    /**
     * Explores every path of {@code entry} (a driver: a static method) to the end, or until the time limit.
     *
     * @param args the entry's arguments in slot layout (see {@link Interpreter#start})
     */
    public void explore(VmMethod entry, Object... args) {
        long start = System.nanoTime();
        deadline = limits.timeoutMillis() > 0 ? start + limits.timeoutMillis() * 1_000_000L : Long.MAX_VALUE;
        nextProgress = start + 3_000_000_000L;
        vm.initialize(entry.owner);
        main.start(entry, args);
        while (true) {
            Outcome outcome;
            String exceptionType = null;
            try {
                int status = main.run();
                if (status == Interpreter.RETURNED) {
                    outcome = Outcome.NORMAL;
                } else {
                    exceptionType = main.uncaught.cls.javaName();
                    if (catchAtBottom) {
                        outcome = Outcome.NORMAL;
                    } else {
                        outcome = Outcome.EXCEPTION;
                    }
                }
            } catch (Abort a) {
                outcome = switch (a.reason) {
                    case PRUNED -> Outcome.PRUNED;
                    case ASSUME -> Outcome.ASSUME_FAILED;
                    case DEPTH_LIMIT -> Outcome.DEPTH_LIMIT;
                    case STEP_LIMIT -> Outcome.STEP_LIMIT;
                    case TIMEOUT -> null;
                    default -> throw new IllegalStateException("abort " + a.reason + " on the main path");
                };
                if (outcome == null) {
                    partial = true;
                    break;
                }
            }
            if (outcome != Outcome.PRUNED && outcome != Outcome.ASSUME_FAILED) {
                paths++;
            }
            observer.pathEnded(this, outcome, exceptionType, raised);
            long now = System.nanoTime();
            if (now > deadline) {
                partial = !stack.isEmpty();
                break;
            }
            if (now > nextProgress) {
                nextProgress = now + 3_000_000_000L;
                observer.progress(this);
            }
            if (!backtrack()) {
                break;
            }
        }
    }

    /**
     * Restores the latest choice point with an unexplored alternative; false when the search is over. The remaining
     * candidates of a lazy-initialization choice are tried on the restored heap before the frames are restored, so a
     * candidate the technique drops costs no frame copy.
     */
    private boolean backtrack() {
        while (!stack.isEmpty()) {
            ChoicePoint cp = stack.get(stack.size() - 1);
            if (!cp.exhausted()) {
                undoHeap(cp);
                solver.popTo(cp.solverSize);
                while (raised.size() > cp.raisedCount) {
                    raised.remove(raised.size() - 1);
                }
                vm.trail.setHorizon(cp.horizon);
                if (cp.kind != ChoicePoint.Kind.LAZY || tryCandidates(cp)) {
                    main.restore(cp.frames);
                    main.resetSteps();
                    // a lazy choice is already in the heap: the re-executed read finds the field decided
                    replay = cp.kind == ChoicePoint.Kind.LAZY ? null : cp;
                    return true;
                }
            }
            pop(cp);
        }
        return false;
    }

    private ChoicePoint push(ChoicePoint cp) {
        if (System.nanoTime() > deadline) {
            throw new Abort(Abort.Reason.TIMEOUT);
        }
        cp.frames = main.snapshot();
        cp.trailMark = vm.trail.mark();
        cp.serial = vm.serial();
        cp.inputCount = heap.size();
        cp.solverSize = solver.size();
        cp.raisedCount = raised.size();
        cp.previousHorizon = vm.trail.horizon();
        cp.horizon = vm.births();
        vm.trail.setHorizon(cp.horizon);
        stack.add(cp);
        main.resetSteps();
        return cp;
    }

    private void pop(ChoicePoint cp) {
        stack.remove(stack.size() - 1);
        vm.trail.setHorizon(cp.previousHorizon);
    }

    /** Undoes the heap changes since {@code cp} (between two alternatives tried in place, frames untouched). */
    private void undoHeap(ChoicePoint cp) {
        vm.trail.undoTo(cp.trailMark);
        heap.truncate(cp.inputCount);
        vm.setSerial(cp.serial);
    }

    private ChoicePoint takeReplay(ChoicePoint.Kind kind) {
        ChoicePoint cp = replay;
        if (cp == null) {
            return null;
        }
        replay = null;
        if (cp.kind != kind) {
            throw new IllegalStateException("resumed a " + cp.kind + " choice point at a " + kind + " choice");
        }
        return cp;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Hooks

    @Override
    public Object uninitializedRead(Interpreter in, VmObject owner, VmField field) {
        if (!(owner instanceof InputObject o) || field.shape == null || !field.reference) {
            throw new Unsupported("a symbolic input field of type " + field.desc + " (" + field
                    + "); input objects have int, long, boolean, byte, short, char fields and references to "
                    + "classes of the layout");
        }
        if (replay != null) {
            throw new IllegalStateException("resumed a " + replay.kind + " choice point at a lazy read");
        }
        ChoicePoint cp = push(ChoicePoint.lazy(o, field, technique.candidates(heap, o, field.shape)));
        lazyChoicePoints++;
        if (tryCandidates(cp)) {
            return cp.target;
        }
        pop(cp);
        throw new Abort(Abort.Reason.PRUNED);
    }

    /**
     * Writes the candidates of a lazy-initialization choice into the input heap in turn, from the next unexplored
     * one, until the technique accepts one; a dropped candidate is undone.
     *
     * @return true with the accepted candidate applied and in {@code cp.target}; false when none is left
     */
    private boolean tryCandidates(ChoicePoint cp) {
        InputObject owner = cp.owner;
        while (!cp.exhausted()) {
            Candidate c = cp.candidates.get(cp.next++);
            InputObject target = switch (c.kind()) {
                case NULL -> null;
                case EXISTING -> c.existing();
                case NEW -> heap.create(c.fresh(), null);
            };
            heap.decide(owner, cp.field.shape, target);
            if (technique.accept(heap, owner, cp.field.shape, c, target)) {
                cp.target = target;
                return true;
            }
            undoHeap(cp);
        }
        return false;
    }

    @Override
    public boolean branch(Interpreter in, Expr condition) {
        ChoicePoint cp = takeReplay(ChoicePoint.Kind.BRANCH);
        if (cp != null) {
            cp.next = 2;
            solver.push(Exprs.not(cp.condition));
            return false;
        }
        Feasibility f = solver.decide(condition);
        if (f == Feasibility.TRUE_ONLY) {
            return true;
        }
        if (f == Feasibility.FALSE_ONLY) {
            return false;
        }
        cp = push(ChoicePoint.branch(condition));
        branchChoicePoints++;
        cp.next = 1;
        solver.push(condition);
        return true;
    }

    @Override
    public int choose(Interpreter in, List<List<Expr>> alternatives) {
        ChoicePoint cp = takeReplay(ChoicePoint.Kind.SWITCH);
        if (cp == null) {
            cp = push(ChoicePoint.choice(alternatives));
            switchChoicePoints++;
        }
        while (!cp.exhausted()) {
            int i = cp.next++;
            if (assumeAll(cp.alternatives.get(i))) {
                return i;
            }
            solver.popTo(cp.solverSize);
        }
        pop(cp);
        throw new Abort(Abort.Reason.PRUNED);
    }

    private boolean assumeAll(List<Expr> conditions) {
        for (Expr e : conditions) {
            if (e instanceof Const k) {
                if (k.value() == 0) {
                    return false;
                }
                continue;
            }
            if (!solver.isSatisfiable(e)) {
                return false;
            }
            solver.push(e);
        }
        return true;
    }

    @Override
    public VmObject symbolicObject(Interpreter in, String name, VmClass cls) {
        ClassShape shape = heap.shapeOf(cls);
        if (shape == null) {
            throw new Unsupported("Symbolic.object of " + cls.javaName() + ", a class outside the layout of "
                    + heap.layout().header().javaName());
        }
        InputObject o = heap.create(shape, name);
        if (heap.receiver() == null && shape == heap.layout().header()) {
            heap.setReceiver(o);
            technique.start(heap);
        }
        return o;
    }

    @Override
    public Expr symbolicValue(Interpreter in, String name, char type) {
        return vm.newVar(name, type);
    }

    @Override
    public void assume(Interpreter in, Expr condition) {
        if (condition instanceof Const k) {
            if (k.value() == 0) {
                throw new Abort(Abort.Reason.ASSUME);
            }
            return;
        }
        if (!solver.isSatisfiable(condition)) {
            throw new Abort(Abort.Reason.ASSUME);
        }
        solver.push(condition);
    }

    @Override
    public boolean isPlaceholder(Object ref) {
        return false;
    }

    @Override
    public void raised(Interpreter in, VmObject exception) {
        if (in.depth() > driverDepth) {
            raised.add(exception.cls.javaName());
        }
    }

    @Override
    public void stepLimit(Interpreter in) {
        throw new Abort(Abort.Reason.STEP_LIMIT);
    }

    @Override
    public void depthLimit(Interpreter in) {
        throw new Abort(Abort.Reason.DEPTH_LIMIT);
    }

    // ------------------------------------------------------------------------------------------------------------
    // What observers read

    public InputHeap heap() {
        return heap;
    }

    public PathSolver solver() {
        return solver;
    }

    public HeapTechnique technique() {
        return technique;
    }

    /** True when the time limit stopped the search before it was exhaustive. */
    public boolean partial() {
        return partial;
    }

    /** Paths ended so far: normally, by an exception or at a limit (dead ends and failed assumptions excluded). */
    public long paths() {
        return paths;
    }

    public long lazyChoicePoints() {
        return lazyChoicePoints;
    }

    public long branchChoicePoints() {
        return branchChoicePoints;
    }

    public long switchChoicePoints() {
        return switchChoicePoints;
    }

    /** Steps (calls and backward jumps) taken on the main paths (preconditions not included). */
    public long steps() {
        return main.executed();
    }

    /** The location of the current instruction of the main path. */
    public String location() {
        return main.location();
    }
}
