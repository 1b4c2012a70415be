package bliss.spf.heap;

import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Expr;
import bliss.spf.vm.Abort;
import bliss.spf.vm.ExecutionHooks;
import bliss.spf.vm.Interpreter;
import bliss.spf.vm.Trail;
import bliss.spf.vm.Unsupported;
import bliss.spf.vm.Vm;
import bliss.spf.vm.VmArray;
import bliss.spf.vm.VmClass;
import bliss.spf.vm.VmField;
import bliss.spf.vm.VmMethod;
import bliss.spf.vm.VmObject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hybrid precondition run by the symbolic JVM itself ({@code --precondition-runner interpreted}): the class's
 * {@code repOK()} (derived mode) or {@code repOKHybrid()} (handwritten mode) on the input heap in a nested execution
 * that leaves no trace: the input objects are copied (input values, not current ones) into fresh
 * objects, the method runs on the copy of the receiver, and its writes to older storage (static fields) are undone.
 *
 * <ul>
 *   <li>derived: a read of an uninitialized field ends the check with "possible"; a branch or switch on a symbolic
 *       value forks: the method is run again for each side of each such branch (depth first, at most
 *       {@value #MAX_RUNS} runs a check), and the check fails only when every run returns false or throws (a run
 *       that returns true, reads an uninitialized field or exceeds its budget answers "possible"). So a repOK that
 *       first compares a symbolic value (a load factor, a size) still refuses a cycle in the chains it walks
 *       after;</li>
 *   <li>handwritten: a read of an uninitialized reference field gives a {@link Placeholder}; a read of a field of a
 *       placeholder, or a branch on a symbolic value, ends the check with "possible".</li>
 * </ul>
 * The check fails when the method returns false or throws; a check that exceeds its step budget (or the depth
 * limit) answers "possible" and is counted.
 */
public final class InterpretedPrecondition implements Precondition {

    private final InputHeap heap;
    private final VmMethod method;
    private final PreconditionMode mode;
    private final Interpreter interpreter;
    private final long budget;
    /** The exploration's path solver, for conditions on input arrays' lengths (null: none). */
    private bliss.spf.solver.PathSolver solver;
    private long calls;
    private long rejects;
    private long possible;
    private long overBudget;
    /**
     * The alternative taken at each symbolic branch and switch of the current run (derived mode), in order: {@code
     * {taken, alternatives}}; a branch's true side is alternative 0.
     */
    private final java.util.ArrayList<int[]> sides = new java.util.ArrayList<>();
    /** Symbolic branches and switches the current run has passed. */
    private int branches;

    /** Runs of the method one check may make (derived mode: one per combination of sides tried). */
    static final int MAX_RUNS = 64;

    /**
     * @param method a {@code ()Z} method of the receiver's class
     * @param mode   {@link PreconditionMode#DERIVED} or {@link PreconditionMode#HANDWRITTEN}
     * @param budget instructions a single check may execute
     */
    public InterpretedPrecondition(InputHeap heap, VmMethod method, PreconditionMode mode, long budget,
                                   int maxDepth) {
        if (mode != PreconditionMode.DERIVED && mode != PreconditionMode.HANDWRITTEN) {
            throw new IllegalArgumentException("an interpreted precondition is derived or handwritten, not " + mode);
        }
        this.heap = heap;
        this.method = method;
        this.mode = mode;
        this.budget = budget;
        this.interpreter = new Interpreter(heap.vm(), new Hooks());
        this.interpreter.setMaxDepth(maxDepth);
    }

    @Override
    public void decideWith(bliss.spf.solver.PathSolver solver) {
        this.solver = solver;
    }

    @Override
    public String describe() {
        return (mode == PreconditionMode.HANDWRITTEN ? "handwritten " : "derived from ") + method.name + "()";
    }

    @Override
    public boolean holds() {
        InputObject receiver = heap.receiver();
        if (receiver == null) {
            return true;
        }
        calls++;
        Vm vm = heap.vm();
        Trail trail = vm.trail;
        int mark = trail.mark();
        long horizon = trail.horizon();
        int serial = vm.serial();
        trail.setHorizon(vm.births());
        sides.clear();
        try {
            for (int run = 1; ; run++) {
                if (runOnce(vm, receiver)) {
                    return true;
                }
                if (!nextSides()) {
                    rejects++;
                    return false;
                }
                if (run == MAX_RUNS) {
                    overBudget++;
                    return true;
                }
                trail.undoTo(mark);
                vm.setSerial(serial);
            }
        } catch (Abort a) {
            if (a.reason == Abort.Reason.POSSIBLE) {
                possible++;
            } else {
                overBudget++;
            }
            return true;
        } finally {
            trail.undoTo(mark);
            trail.setHorizon(horizon);
            vm.setSerial(serial);
        }
    }

    /**
     * One run of the method on a fresh copy of the input heap, taking {@link #sides} at its first symbolic branches
     * and switches and the first alternative at any later one.
     *
     * @return whether it returned true
     * @throws Abort POSSIBLE or BUDGET when the run stops early
     */
    private boolean runOnce(Vm vm, InputObject receiver) {
        branches = 0;
        VmObject self = copyInputHeap(vm).get(receiver.index());
        heap.writeKeptFields(self); // not inputs: the seed's objects
        interpreter.setStepLimit(budget);
        interpreter.start(method, self);
        return interpreter.run() == Interpreter.RETURNED && interpreter.resultP != 0;
    }

    /**
     * The sides of the next run, depth first: the last branch or switch with an alternative left takes its next one,
     * and those after it are dropped.
     *
     * @return false when every combination was run
     */
    private boolean nextSides() {
        while (!sides.isEmpty() && sides.get(sides.size() - 1)[0] + 1 >= sides.get(sides.size() - 1)[1]) {
            sides.remove(sides.size() - 1);
        }
        if (sides.isEmpty()) {
            return false;
        }
        sides.get(sides.size() - 1)[0]++;
        return true;
    }

    /** The alternative of the run's next symbolic branch or switch among {@code alternatives}. */
    private int side(int alternatives) {
        if (branches == sides.size()) {
            sides.add(new int[]{0, alternatives});
        }
        return sides.get(branches++)[0];
    }

    /** The copies of the input collections in the current run's copy of the heap. */
    private final java.util.Map<bliss.spf.vm.InputContents, bliss.spf.vm.InputContents> contents =
            new java.util.IdentityHashMap<>();

    /** Fresh objects holding the input values of the input objects (same order). */
    private List<VmObject> copyInputHeap(Vm vm) {
        contents.clear();
        List<InputObject> objects = heap.objects();
        VmObject[] copies = new VmObject[objects.size()];
        for (int i = 0; i < copies.length; i++) {
            copies[i] = vm.newObject(objects.get(i).cls);
        }
        java.util.Map<InputArray, VmArray> arrays = new java.util.IdentityHashMap<>();
        for (int i = 0; i < copies.length; i++) {
            Object[] in = objects.get(i).input.r;
            Object[] out = copies[i].r;
            for (int s = 0; s < out.length; s++) {
                out[s] = copy(in[s], copies, arrays, vm);
            }
        }
        return List.of(copies);
    }

    /**
     * An input value for the copy: an input object's copy; an input array's copy holding its input elements (its
     * length still symbolic, undecided elements still undecided); anything else as it is.
     */
    private Object copy(Object v, VmObject[] copies, java.util.Map<InputArray, VmArray> arrays, Vm vm) {
        if (v instanceof InputObject t) {
            return copies[t.index()];
        }
        if (v instanceof bliss.spf.vm.InputContents c) { // the input, not what the path made of it since
            return contents.computeIfAbsent(c, x -> c.inputCopy(vm));
        }
        if (!(v instanceof InputArray a)) {
            return v;
        }
        VmArray done = arrays.get(a);
        if (done == null) {
            InputArray c = a.inputCopy(vm);
            arrays.put(a, c);
            for (int i = 0; i < a.length; i++) {
                Object e = copy(a.inputElement(i), copies, arrays, vm);
                c.r[i] = e;
                if (c.p != null && e instanceof bliss.spf.symbolic.Const k) {
                    c.p[i] = k.value();
                }
            }
            done = c;
        }
        return done;
    }

    @Override
    public boolean holdsUncounted() {
        long c = calls;
        long r = rejects;
        long p = possible;
        long o = overBudget;
        try {
            return holds();
        } finally {
            calls = c;
            rejects = r;
            possible = p;
            overBudget = o;
        }
    }

    @Override
    public Map<String, Long> counters() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("preconditionCalls", calls);
        m.put("preconditionRejects", rejects);
        m.put("preconditionPossible", possible);
        m.put("preconditionOverBudget", overBudget);
        m.put("preconditionSteps", interpreter.executed());
        return m;
    }

    /** The nested execution's view of symbolic parts. */
    private final class Hooks implements ExecutionHooks {

        private final Abort possibleAbort = new Abort(Abort.Reason.POSSIBLE);
        private final Abort budgetAbort = new Abort(Abort.Reason.BUDGET);

        @Override
        public Object uninitializedRead(Interpreter in, VmObject owner, VmField field) {
            if (mode == PreconditionMode.HANDWRITTEN && !(owner instanceof Placeholder) && field.reference
                    && field.shape != null) {
                VmClass cls = in.vm().classes.classOfDescriptor(field.desc);
                return in.vm().newObject((hash, birth) -> new Placeholder(cls, hash, birth));
            }
            throw possibleAbort;
        }

        @Override
        public void uninitializedElement(Interpreter in, bliss.spf.vm.VmArray array, int index) {
            throw possibleAbort;
        }

        /**
         * A branch on a symbolic value takes the side the path condition decides when the condition is about the
         * lengths of input arrays alone (the path read the elements below it: a repOK that walks an array of nodes
         * checks the part the path has read); otherwise it ends a handwritten check with "possible", and a derived
         * check forks (the run's next side in {@link #sides}).
         */
        @Override
        public boolean branch(Interpreter in, Expr condition) {
            if (solver != null && onLengthsOnly(condition)) {
                bliss.spf.solver.Feasibility f = solver.decide(condition);
                if (f != bliss.spf.solver.Feasibility.BOTH) {
                    return f == bliss.spf.solver.Feasibility.TRUE_ONLY;
                }
            }
            if (mode != PreconditionMode.DERIVED) {
                throw possibleAbort;
            }
            return side(2) == 0;
        }

        private boolean onLengthsOnly(Expr condition) {
            boolean[] only = {true};
            condition.forEachVar(v -> only[0] &= heap.isArrayLength(v));
            return only[0];
        }

        @Override
        public int choose(Interpreter in, List<List<Expr>> alternatives) {
            if (mode != PreconditionMode.DERIVED) {
                throw possibleAbort;
            }
            return side(alternatives.size());
        }

        @Override
        public VmObject symbolicObject(Interpreter in, String name, VmClass cls) {
            throw new Unsupported("Symbolic.object in a precondition");
        }

        @Override
        public Expr symbolicValue(Interpreter in, String name, char type) {
            throw new Unsupported("a new symbolic value in a precondition");
        }

        @Override
        public void assume(Interpreter in, Expr condition) {
            throw possibleAbort;
        }

        @Override
        public boolean isPlaceholder(Object ref) {
            return ref instanceof Placeholder || ref == HeapAccess.UNINITIALIZED;
        }

        @Override
        public void raised(Interpreter in, VmObject exception) {
        }

        @Override
        public void stepLimit(Interpreter in) {
            throw budgetAbort;
        }

        @Override
        public void depthLimit(Interpreter in) {
            throw budgetAbort;
        }
    }
}
