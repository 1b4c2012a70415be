package bliss.spf.explore;

import bliss.spf.heap.InputHeap;
import bliss.spf.solver.PathSolver;
import bliss.spf.symbolic.Expr;
import bliss.spf.vm.BranchTrace;
import bliss.spf.vm.Vm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The state of the path being executed (KLEE's ExecutionState): its choice vector, its path condition, the
 * exceptions raised on it, and the marks that restore the shared machine (the undo trail of the heap, the input heap,
 * the hash serial, the path solver) to any of its open choice points or to its root. The frames are the
 * interpreter's; a searcher that backtracks in place keeps copies in the choice points.
 *
 * <p>The path condition is owned here: the path solver follows it (pushed and popped with it) and decides
 * feasibility against it.
 *
 * <pre>
 * @specfield choices: seq int        -- the alternative taken at each choice point so far
 * @specfield pathCondition: seq Expr -- always satisfiable
 * @specfield raised: seq String      -- exception classes raised inside the analysed code
 * </pre>
 */
public final class PathState {

    private final Vm vm;
    private final InputHeap heap;
    private final PathSolver solver;
    private int[] choices = new int[64];
    private int depth;
    private final List<Expr> conditions = new ArrayList<>();
    private final List<Expr> conditionsView = Collections.unmodifiableList(conditions);
    private final List<String> raised = new ArrayList<>();
    private final List<String> raisedView = Collections.unmodifiableList(raised);
    /** The marks of the start of every path (a choice point of no kind). */
    private final ChoicePoint root = ChoicePoint.choice(List.of());
    /** The path's branches and lazy reads in the user's code, when an observer asked for them (else null). */
    private BranchTrace trace;

    PathState(Vm vm, InputHeap heap, PathSolver solver) {
        this.vm = vm;
        this.heap = heap;
        this.solver = solver;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Reading

    /** The alternatives taken at the choice points of the path so far, oldest first. */
    public int[] choices() {
        return Arrays.copyOf(choices, depth);
    }

    /** The first {@code n} alternatives of the path. */
    int[] choices(int n) {
        return Arrays.copyOf(choices, n);
    }

    /** Whether the path so far starts with the prefix of {@code unit}. */
    boolean follows(Subtree unit) {
        if (depth < unit.prefixLength()) {
            return false;
        }
        for (int i = 0; i < unit.prefixLength(); i++) {
            if (choices[i] != unit.prefixAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The number of choice points on the path so far. */
    public int depth() {
        return depth;
    }

    /** The path condition, oldest conjunct first. */
    public List<Expr> pathCondition() {
        return conditionsView;
    }

    /** Java names of the exception classes raised inside the analysed code on this path (with repeats). */
    public List<String> raised() {
        return raisedView;
    }

    public InputHeap heap() {
        return heap;
    }

    /** The path's trace so far, or null when nothing asked for one. */
    BranchTrace trace() {
        return trace;
    }

    /** Keeps the path's trace in {@code t} from now on (its interpreter writes the branches). */
    void trace(BranchTrace t) {
        this.trace = t;
    }

    PathSolver solver() {
        return solver;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Changing

    /**
     * Conjoins a condition to the path condition.
     *
     * @requires the path condition and e are satisfiable together
     * @effects pathCondition' = pathCondition ++ [e]
     */
    void assume(Expr e) {
        conditions.add(e);
        solver.push(e);
    }

    void raise(String exceptionClass) {
        raised.add(exceptionClass);
    }

    /**
     * Marks the start of every path: the state a replay from the root returns to. Writes to storage that exists now
     * are logged from here on.
     */
    void markRoot() {
        mark(root);
    }

    /** Returns the machine to the start of the path ({@link #markRoot}). */
    void restoreRoot() {
        restore(root);
    }

    /**
     * Opens a choice point at the current position: records the marks that restore the state to just before it.
     *
     * @effects cp.depth = depth; cp's marks = the current state's; storage born before now is logged when written
     */
    void open(ChoicePoint cp) {
        cp.depth = depth;
        mark(cp);
    }

    private void mark(ChoicePoint cp) {
        cp.trailMark = vm.trail.mark();
        cp.serial = vm.serial();
        cp.inputCount = heap.size();
        cp.conditionCount = conditions.size();
        cp.raisedCount = raised.size();
        cp.traceMark = trace == null ? 0 : trace.size();
        cp.previousHorizon = vm.trail.horizon();
        cp.horizon = vm.births();
        vm.trail.setHorizon(cp.horizon);
    }

    /**
     * Records that the path took alternative {@code alternative} of {@code cp} (a choice point on it, or being
     * replayed at the current depth).
     *
     * @effects choices' = choices[0 .. cp.depth) ++ [alternative]
     */
    void take(ChoicePoint cp, int alternative) {
        cp.taken = alternative;
        took(cp.depth, alternative);
    }

    /** Records alternative {@code alternative} at position {@code at} of the choice vector (replays). */
    void took(int at, int alternative) {
        if (at >= choices.length) {
            choices = Arrays.copyOf(choices, Math.max(at + 1, 2 * choices.length));
        }
        choices[at] = alternative;
        depth = at + 1;
    }

    /**
     * Restores the heap, the input heap, the hash serial, the path condition and the raised exceptions to the marks
     * of {@code cp}, undoing everything the path did since (the frames are the caller's business).
     *
     * @requires cp was opened on the current path and not closed
     */
    void restore(ChoicePoint cp) {
        vm.trail.undoTo(cp.trailMark);
        heap.truncate(cp.inputCount);
        vm.setSerial(cp.serial);
        truncateConditions(cp.conditionCount);
        while (raised.size() > cp.raisedCount) {
            raised.remove(raised.size() - 1);
        }
        if (trace != null) {
            trace.truncate(cp.traceMark);
        }
        vm.trail.setHorizon(cp.horizon);
        depth = cp == root ? 0 : cp.depth;
    }

    /** Undoes the heap changes since {@code cp} (between two alternatives tried in place, frames untouched). */
    void undoHeap(ChoicePoint cp) {
        vm.trail.undoTo(cp.trailMark);
        heap.truncate(cp.inputCount);
        vm.setSerial(cp.serial);
    }

    /** Drops the path condition's conjuncts after the first {@code n}. */
    void truncateConditions(int n) {
        while (conditions.size() > n) {
            conditions.remove(conditions.size() - 1);
        }
        solver.popTo(n);
    }

    /** Closes a choice point that has no alternative left: logging returns to the horizon before it. */
    void close(ChoicePoint cp) {
        vm.trail.setHorizon(cp.previousHorizon);
    }
}
