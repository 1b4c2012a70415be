package bliss.spf.testgen;

import bliss.jml.CheckedInvariant;
import bliss.jml.JmlExpr;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.solver.JavaBitVectors;
import bliss.spf.symbolic.Var;
import bliss.spf.testgen.CompletionHeap.Ref;
import bliss.spf.testgen.CompletionHeap.Slot;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.ConcreteInput.Origin;
import com.microsoft.z3.BitVecNum;
import com.microsoft.z3.BitVecSort;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * Completes a path's input to a valid, fully concrete input: the structure the path read is kept (its edges and
 * nulls), every field it did not read is chosen, and the primitive values satisfy the path condition and the class
 * invariant together. One Z3 problem per path: the invariant of every header object of the input
 * ({@link InvariantFormula}) over the path's objects and fresh ones up to the scope ({@link CompletionHeap}), and the
 * path condition as the path solver states it ({@link JavaBitVectors}, Java's semantics bit for bit).
 *
 * <p>Among the valid inputs of a path, a readable one is preferred: first one with small values (the range
 * {@code -(k+1) .. k+1} the bounds give ints) and no object beyond the path's, then one with small values, then
 * one with values in a wider range, else any. Unsatisfiable: no valid input
 * follows the path (a spurious path of a technique weaker than BLISS), reported as {@link Result#uncompletable}.
 *
 * <p>Not thread-safe: one Z3 context per instance.
 */
public final class InvariantCompletion implements Completion {

    /** Milliseconds Z3 may take on one path before the path is reported as not completed. */
    private static final int TIMEOUT_MILLIS = 60_000;

    private final CheckedInvariant invariant;
    private final int scope;
    private final BiPredicate<ClassShape, String> assignable;
    private final Set<FieldShape> invariantFields = new HashSet<>();
    private final Context ctx = bliss.spf.solver.JavaBitVectors.newContext();
    private long solverNanos;

    /**
     * @param invariant  the class invariant, checked against the layout of the inputs to complete
     * @param scope      at most this many objects of each node class
     * @param assignable whether an object of a class may be stored in a field of a declared type (internal name)
     */
    public InvariantCompletion(CheckedInvariant invariant, int scope, BiPredicate<ClassShape, String> assignable) {
        this.invariant = invariant;
        this.scope = scope;
        this.assignable = assignable;
        for (JmlExpr clause : invariant.clauses()) {
            collectFields(clause);
        }
    }

    private void collectFields(JmlExpr e) {
        if (e instanceof JmlExpr.Field f && invariant.field(f) != null) {
            invariantFields.add(invariant.field(f));
        } else if (invariant.meaning(e) instanceof bliss.jml.CheckedInvariant.ThisField tf) {
            invariantFields.add(tf.field());
        }
        if (e instanceof JmlExpr.Reach r) {
            invariantFields.addAll(invariant.reachFields(r));
        }
        for (JmlExpr child : JmlExpr.children(e)) {
            collectFields(child);
        }
    }

    @Override
    public long solverNanos() {
        return solverNanos;
    }

    @Override
    public String solverName() {
        return "Z3";
    }

    @Override
    public String source() {
        return "the JML invariant";
    }

    @Override
    public Result complete(PathEnd end, Values values) {
        PartialStructure input = end.input();
        JavaBitVectors bits = new JavaBitVectors(ctx);
        CompletionHeap heap = new CompletionHeap(ctx, bits, input, scope, assignable);
        List<BoolExpr> constraints = new ArrayList<>();
        for (Slot s : heap.slots()) {
            if (isRoot(s, input)) {
                constraints.add(InvariantFormula.of(ctx, invariant, heap, s));
            }
        }
        for (bliss.spf.symbolic.Expr e : end.pathCondition()) {
            constraints.add(bits.assertion(e));
        }
        // every field of every slot gets a term (and its domain)
        for (Slot s : heap.slots()) {
            for (FieldShape f : s.shape().fields()) {
                if (f.isReference()) {
                    heap.ref(s, f);
                } else if (CompletionHeap.primitiveWidth(f) > 0) {
                    heap.primitive(s, f);
                }
            }
        }
        constraints.addAll(heap.domains());
        List<Var> driverVariables = driverVariables(end, input);

        BoolExpr[] all = constraints.toArray(new BoolExpr[0]);
        long start = System.nanoTime();
        try {
            Solver solver = solver(all);
            Status status = solver.check();
            if (status == Status.UNSATISFIABLE) {
                return new Result(null, TestgenSummary.NO_VALID_INPUT + ": the invariant and the path condition "
                        + "contradict each other at scope " + scope);
            }
            if (status == Status.UNKNOWN) {
                return new Result(null, "Z3 gave up: " + solver.getReasonUnknown());
            }
            Model model = solver.getModel();
            // a readable input when there is one: small values (the range bounds give ints), the path's objects alone
            BoolExpr small = readable(heap, bits, driverVariables, input, scope + 1L);
            List<BoolExpr> preferences = new ArrayList<>();
            if (values == Values.UNCACHED) {
                for (long span : new long[] {scope + 1L, 1L << 16}) {
                    BoolExpr far = ctx.mkAnd(unbounded(bits, driverVariables, input,
                            (x, width) -> CompletionHeap.uncached(ctx, x, width, span)), freshSmall(heap, scope + 1L));
                    preferences.add(ctx.mkAnd(far, heap.noFreshObjects()));
                    preferences.add(far);
                }
            }
            // positive values first: a sum, a count or a result of them is then not 0 (nor -1) by chance
            long top = 2L * scope + 2;
            preferences.add(ctx.mkAnd(unbounded(bits, driverVariables, input,
                    (x, width) -> CompletionHeap.range(ctx, x, 1, top, width)), small, heap.noFreshObjects()));
            // else at least those the path condition leaves free (a size beside an argument the path needs negative)
            Set<Var> conditioned = new HashSet<>();
            end.pathCondition().forEach(e -> e.forEachVar(conditioned::add));
            preferences.add(ctx.mkAnd(unbounded(bits, java.util.List.of(), input,
                    (x, width) -> CompletionHeap.range(ctx, x, 1, top, width), conditioned),
                    readable(heap, bits, driverVariables, input, 1L << 16), heap.noFreshObjects()));
            preferences.add(ctx.mkAnd(small, heap.noFreshObjects()));
            preferences.add(small);
            preferences.add(readable(heap, bits, driverVariables, input, 1L << 16));
            // a field a JDK superclass declares in an argument's value object as its constructor leaves it (0), which
            // a test cannot write (InputValues)
            List<BoolExpr> defaults = new ArrayList<>();
            for (Var v : InputValues.inheritedVariables(input)) {
                if (v.type().bits > 0) {
                    defaults.add(ctx.mkEq(bits.variable(v), ctx.mkBV(0, v.type().bits)));
                }
            }
            if (!defaults.isEmpty()) {
                solver.push();
                solver.add(defaults.toArray(new BoolExpr[0]));
                if (solver.check() == Status.SATISFIABLE) {
                    model = solver.getModel();
                } else {
                    solver.pop();
                }
            }
            for (BoolExpr preference : preferences) {
                solver.push();
                solver.add(preference);
                if (solver.check() == Status.SATISFIABLE) {
                    model = solver.getModel();
                    break;
                }
                solver.pop();
            }
            // then boundary values where the rest allows (BoundaryValues)
            for (bliss.spf.symbolic.Expr b : BoundaryValues.of(end.pathCondition())) {
                solver.push();
                solver.add(bits.assertion(b));
                if (solver.check() == Status.SATISFIABLE) {
                    model = solver.getModel();
                } else {
                    solver.pop();
                }
            }
            return new Result(extract(model, heap, bits, input, end, driverVariables), null);
        } catch (InputValues.UnbuiltValue e) {
            return new Result(null, e.getMessage());
        } finally {
            solverNanos += System.nanoTime() - start;
        }
    }

    /**
     * A fresh solver holding the formulas: Z3's simple solver, the cheapest of those measured (docs/testgen.md).
     */
    private Solver solver(BoolExpr[] formulas) {
        Solver s = ctx.mkSimpleSolver();
        Params p = ctx.mkParams();
        p.add("timeout", TIMEOUT_MILLIS);
        s.setParameters(p);
        s.add(formulas);
        return s;
    }

    /** A readable range: values in [-bound, bound] for every int and long the problem decides. */
    private BoolExpr readable(CompletionHeap heap, JavaBitVectors bits, List<Var> driverVariables,
                              PartialStructure input, long bound) {
        List<BoolExpr> small = new ArrayList<>();
        for (com.microsoft.z3.Expr<BitVecSort> c : heap.freshPrimitives()) {
            int width = ((BitVecSort) c.getSort()).getSize();
            small.add(heap.range(c, -bound, bound, width));
        }
        for (PartialStructure.Node n : input.nodes()) {
            for (FieldShape f : n.shape().fields()) {
                if (n.value(f) instanceof Var v && !f.isReference() && integral(v)) {
                    small.add(heap.range(bits.variable(v), -bound, bound, v.type().bits));
                }
            }
        }
        for (Var v : driverVariables) {
            if (integral(v)) {
                small.add(heap.range(bits.variable(v), -bound, bound, v.type().bits));
            }
        }
        return ctx.mkAnd(small.toArray(new BoolExpr[0]));
    }

    /** Whether a variable is a bit-vector whose range a test keeps small (not a string's text or a floating value). */
    private static boolean integral(Var v) {
        return v.type() == bliss.spf.symbolic.Type.INT || v.type() == bliss.spf.symbolic.Type.LONG;
    }

    /** The fresh objects' primitive values in [-bound, bound]. */
    private BoolExpr freshSmall(CompletionHeap heap, long bound) {
        List<BoolExpr> small = new ArrayList<>();
        for (com.microsoft.z3.Expr<BitVecSort> c : heap.freshPrimitives()) {
            small.add(heap.range(c, -bound, bound, ((BitVecSort) c.getSort()).getSize()));
        }
        return ctx.mkAnd(small.toArray(new BoolExpr[0]));
    }

    /** A constraint on one value: its term and its width in bits. */
    private interface ValueConstraint {
        BoolExpr of(com.microsoft.z3.Expr<BitVecSort> x, int width);
    }

    /**
     * The path's and the driver's unbounded values (not booleans, enums or narrow types) each constrained so: beyond
     * the box caches ({@link Values#UNCACHED}), or positive.
     */
    private BoolExpr unbounded(JavaBitVectors bits, List<Var> driverVariables, PartialStructure input,
                               ValueConstraint constraint) {
        return unbounded(bits, driverVariables, input, constraint, Set.of());
    }

    /** {@link #unbounded}, the variables in {@code except} left out. */
    private BoolExpr unbounded(JavaBitVectors bits, List<Var> driverVariables, PartialStructure input,
                               ValueConstraint constraint, Set<Var> except) {
        List<BoolExpr> far = new ArrayList<>();
        List<Var> vars = new ArrayList<>(driverVariables);
        for (PartialStructure.Node n : input.nodes()) {
            for (FieldShape f : n.shape().fields()) {
                if (n.value(f) instanceof Var v && !f.isReference()) {
                    vars.add(v);
                }
            }
        }
        for (Var v : vars) {
            if (!v.bounded() && v.type().bits > 0 && !except.contains(v)) { // not a string's text
                far.add(constraint.of(bits.variable(v), v.type().bits));
            }
        }
        return ctx.mkAnd(far.toArray(new BoolExpr[0]));
    }

    /** The driver's symbolic values (or the method's arguments) the path condition mentions, oldest first. */
    static List<Var> driverVariables(PathEnd end, PartialStructure input) {
        Set<Var> fieldVars = new HashSet<>();
        for (PartialStructure.Node n : input.nodes()) {
            for (FieldShape f : n.shape().fields()) {
                if (n.value(f) instanceof Var v) {
                    fieldVars.add(v);
                }
            }
        }
        Map<Integer, Var> byId = new java.util.TreeMap<>();
        for (bliss.spf.symbolic.Expr e : end.pathCondition()) {
            e.forEachVar(v -> {
                if (!fieldVars.contains(v)) {
                    byId.put(v.id(), v);
                }
            });
        }
        return new ArrayList<>(byId.values());
    }

    /** A root: an object the driver made, or an argument; not one lazy initialization created through a field. */
    static boolean isRoot(Slot s, PartialStructure input) {
        PartialStructure.Node n = s.node();
        if (n == null) {
            return false;
        }
        if (n == input.receiver()) {
            return true;
        }
        return !n.name().equals("N" + n.index());
    }

    private ConcreteInput extract(Model model, CompletionHeap heap, JavaBitVectors bits, PartialStructure input,
                                  PathEnd end, List<Var> driverVariables) {
        Set<Var> conditioned = new HashSet<>();
        for (bliss.spf.symbolic.Expr e : end.pathCondition()) {
            e.forEachVar(conditioned::add);
        }
        // the objects reachable from the roots in the model (and every object of the path)
        Map<Integer, Obj> objects = new LinkedHashMap<>();
        ArrayDeque<Slot> queue = new ArrayDeque<>();
        for (Slot s : heap.slots()) {
            if (s.fromPath()) {
                queue.add(s);
            }
        }
        Set<Integer> reached = new HashSet<>();
        for (Slot s : queue) {
            reached.add(s.id());
        }
        Map<Integer, Map<FieldShape, Integer>> targets = new HashMap<>();
        while (!queue.isEmpty()) {
            Slot s = queue.poll();
            Map<FieldShape, Integer> out = new LinkedHashMap<>();
            for (FieldShape f : s.shape().referenceFields()) {
                Ref r = heap.ref(s, f);
                int t = r.known() != CompletionHeap.UNKNOWN ? r.known()
                        : ((BitVecNum) model.eval(r.term(), true)).getBigInteger().shortValue();
                out.put(f, t);
                if (t >= 0 && reached.add(t)) {
                    queue.add(heap.slot(t));
                }
            }
            targets.put(s.id(), out);
        }
        List<Slot> order = new ArrayList<>();
        for (int id : reached) {
            order.add(heap.slot(id));
        }
        order.sort(Comparator.comparing((Slot s) -> !isRoot(s, input)).thenComparing(Slot::id));
        int next = input.nodes().size();
        for (Slot s : order) {
            // objects the completion adds are named after the path's, in order
            String name = s.fromPath() ? s.name() : "N" + next++;
            objects.put(s.id(), new Obj(name, s.shape(), isRoot(s, input), s.fromPath()));
        }
        for (Slot s : order) {
            Obj o = objects.get(s.id());
            for (FieldShape f : s.shape().fields()) {
                if (f.isReference()) {
                    int t = targets.get(s.id()).get(f);
                    Origin origin = heap.readOnPath(s, f) ? Origin.PATH : Origin.INVARIANT;
                    o.put(f, new ConcreteInput.Value(t < 0 ? null : objects.get(t), origin));
                } else if (CompletionHeap.primitiveWidth(f) > 0) {
                    Object v = s.node() == null ? null : s.node().value(f);
                    long value;
                    Origin origin;
                    if (v instanceof Var var) {
                        value = bits.valueIn(model, var);
                        origin = conditioned.contains(var) ? Origin.PATH_CONDITION
                                : invariantFields.contains(f) ? Origin.INVARIANT : Origin.ANY;
                    } else {
                        value = numeral(model, heap.primitive(s, f), f);
                        origin = invariantFields.contains(f) ? Origin.INVARIANT : Origin.ANY;
                    }
                    o.put(f, new ConcreteInput.Value(CompletionHeap.boxed(value, f), origin));
                } else if (f.kind().isValue() && !f.isNodeArray() && s.node() != null
                        && s.node().value(f) != bliss.layout.HeapAccess.UNINITIALIZED) {
                    // a value the path decided (a string, a box, an array, a static's object), as the path has it
                    Object v = s.node().value(f);
                    o.put(f, new ConcreteInput.Value(InputValues.of(f, v, InputValues.valuesOf(
                            InputValues.variablesOf(v), x -> bits.valueIn(model, x)),
                            n -> objects.get(heap.slotOf(n).id())), Origin.PATH));
                }
            }
        }
        Set<Var> inArguments = InputValues.argumentVariables(input);
        List<ConcreteInput.Variable> variables = new ArrayList<>();
        for (Var v : driverVariables) {
            if (!inArguments.contains(v)) {
                variables.add(new ConcreteInput.Variable(v.name(), ConcreteInput.Variable.typeOf(v),
                        bits.valueIn(model, v), Origin.PATH_CONDITION));
            }
        }
        List<ConcreteInput.Argument> arguments = InputValues.arguments(input,
                InputValues.valuesOf(inArguments, v -> bits.valueIn(model, v)), n -> objects.get(heap.slotOf(n).id()));
        return new ConcreteInput(new ArrayList<>(objects.values()), variables, arguments)
                .keeping(input.types() == null ? List.of() : input.types().keptFields());
    }

    private static long numeral(Model model, com.microsoft.z3.Expr<BitVecSort> term, FieldShape f) {
        BitVecNum n = (BitVecNum) model.eval(term, true);
        return CompletionHeap.primitiveWidth(f) == 64 ? n.getBigInteger().longValue()
                : n.getBigInteger().intValue();
    }


    @Override
    public void close() {
        ctx.close();
    }
}
