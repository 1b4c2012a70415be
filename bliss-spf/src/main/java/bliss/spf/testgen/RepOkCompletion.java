package bliss.spf.testgen;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.spf.heap.AnalysedLayout;
import bliss.spf.heap.InputHeap;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.solver.JavaBitVectors;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.symsolve.StructureQuestion;
import bliss.spf.symsolve.SymSolve;
import bliss.spf.symsolve.Witness;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.ConcreteInput.Origin;
import bliss.target.TargetClass;

import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Completion for a class whose only specification is its {@code repOK()} (no JML invariant): PLI's question asked
 * once more at the path's end. The path's partial structure and path condition go to {@link SymSolve}, which runs
 * repOK in the symbolic VM from the path's edges and nulls, with the path condition as its starting condition, until
 * a path of repOK returns true: its input heap is a valid structure extending the path's (a field repOK did not read
 * stays null, which keeps it valid), and Z3 gives every primitive field and every driver value one satisfying that
 * path's condition, small ones (or ones beyond the box caches) preferred where the condition allows. None: no valid
 * input within the scope follows the path. Values are never drawn from a finite domain, so a path that needs 42 or a
 * negative value gets it.
 *
 * <p>Not thread-safe: one SymSolve (its own VM and solvers) per instance.
 */
public final class RepOkCompletion implements Completion {

    private static final int TIMEOUT_MILLIS = 60_000;

    private final int scope;
    private final SymSolve symSolve;
    private final Context ctx = bliss.spf.solver.JavaBitVectors.newContext();
    private long solverNanos;

    /**
     * @param target the class, with a {@code boolean repOK()}
     * @param scope  at most this many objects of each node class
     * @throws UserError when the class has no repOK
     */
    public RepOkCompletion(TargetClass target, int scope) {
        this.scope = scope;
        ClassLoader loader = target.type().getClassLoader() != null ? target.type().getClassLoader()
                : ClassLoader.getSystemClassLoader();
        this.symSolve = new SymSolve(loader, AnalysedLayout.of(target.type().getName(), loader), scope);
    }

    @Override
    public long solverNanos() {
        return solverNanos;
    }

    @Override
    public String solverName() {
        return "SymSolve";
    }

    @Override
    public String source() {
        return "repOK in SymSolve's search";
    }

    @Override
    public Result complete(PathEnd end, Values values) {
        long start = System.nanoTime();
        try {
            return completeTimed(end, values);
        } finally {
            solverNanos += System.nanoTime() - start;
        }
    }

    private Result completeTimed(PathEnd end, Values values) {
        PartialStructure input = end.input();
        if (input.receiver() == null) {
            return new Result(null, "the path made no receiver: nothing for repOK to accept");
        }
        Set<PartialStructure.Node> reached = reachable(List.of(input.receiver()));
        List<PartialStructure.Node> arguments = new ArrayList<>();
        for (PartialStructure.Argument a : input.arguments()) {
            if (a.value() instanceof PartialStructure.Node n) {
                arguments.add(n);
            }
        }
        Set<PartialStructure.Node> fromArguments = reachable(arguments);
        List<PartialStructure.Node> outside = new ArrayList<>();
        for (PartialStructure.Node n : input.nodes()) {
            if (!reached.contains(n)) {
                if (!fromArguments.contains(n)) {
                    return new Result(null, "the path's object " + n.name() + " is reachable from neither the "
                            + "receiver nor an argument: completion from repOK covers the receiver's structure and "
                            + "the arguments only");
                }
                outside.add(n);
            }
        }
        if (input.types() != null) {
            symSolve.adoptTypes(input.types()); // the driver's Symbolic.typeArgument and fieldClasses
        }
        Witness w = symSolve.solve(new StructureQuestion<>(input.receiver(), input.access(), end.pathCondition()));
        if (w == null) {
            return new Result(null, TestgenSummary.NO_VALID_INPUT + ": no structure repOK accepts extends the path's "
                    + "with values the path condition allows, at scope " + scope);
        }
        List<Var> free = new ArrayList<>(InvariantCompletion.driverVariables(end, input));
        for (PartialStructure.Node n : outside) {
            for (FieldShape f : n.shape().fields()) {
                if (!f.isReference() && n.value(f) instanceof Expr e) {
                    e.forEachVar(free::add);
                }
            }
        }
        Map<Var, Long> model = preferred(w, free, end.pathCondition(), values, InputValues.inheritedVariables(input));
        if (model == null) {
            return new Result(null, "Z3 gave up on the values of SymSolve's witness");
        }
        try {
            return new Result(concrete(end, input, w, outside, model), null);
        } catch (InputValues.UnbuiltValue e) {
            return new Result(null, e.getMessage());
        }
    }

    /**
     * Values for the witness's variables (its fields' and the driver's) that satisfy its condition, as
     * {@code preferred} asks: each in turn kept in the preferred range where the rest allows (Z3, one variable after
     * another); null when Z3 gives up.
     */
    private Map<Var, Long> preferred(Witness w, List<Var> driver, List<Expr> pathCondition, Values preferred,
                                     Set<Var> defaults) {
        Set<Var> vars = new java.util.LinkedHashSet<>();
        for (PartialStructure.Node n : w.structure().nodes()) {
            for (FieldShape f : n.shape().fields()) {
                if (!f.isReference() && n.value(f) instanceof Expr e) {
                    e.forEachVar(vars::add);
                } else if (f.kind() == FieldKind.ARRAY && n.value(f) instanceof PartialStructure.Array a) {
                    elementVariables(a, vars);
                }
            }
        }
        w.conditions().forEach(e -> e.forEachVar(vars::add));
        vars.addAll(driver);
        JavaBitVectors bits = new JavaBitVectors(ctx);
        Solver solver = ctx.mkSimpleSolver();
        Params params = ctx.mkParams();
        params.add("timeout", TIMEOUT_MILLIS);
        solver.setParameters(params);
        for (Expr e : w.conditions()) {
            solver.add(bits.assertion(e));
        }
        for (Expr e : pathCondition) { // in the witness's conditions too, but for the values outside the structure
            solver.add(bits.assertion(e));
        }
        for (Var v : vars) {
            if (v.bounded()) {
                solver.add(CompletionHeap.range(ctx, bits.variable(v), v.min(), v.max(), v.type().bits));
            }
        }
        if (solver.check() != Status.SATISFIABLE) {
            return null; // SymSolve's model satisfies the condition, so only a time-out lands here
        }
        // small values where the rest allows: each in turn kept in -(k+1)..k+1 (the range the bounds give ints) when
        // it can be, else in -2^16..2^16 (asked for, beyond the box caches first)
        List<BoolExpr> kept = new ArrayList<>();
        // a field a JDK superclass declares in an argument's value object as its constructor leaves it (0), which a
        // test cannot write (InputValues)
        for (Var v : defaults) {
            if (v.type().bits > 0) {
                kept.add(ctx.mkEq(bits.variable(v), ctx.mkBV(0, v.type().bits)));
                if (solver.check(kept.toArray(new BoolExpr[0])) != Status.SATISFIABLE) {
                    kept.remove(kept.size() - 1);
                }
            }
        }
        for (Var v : vars) {
            BitVecExpr t = bits.variable(v);
            int width = t.getSortSize();
            List<BoolExpr> ranges = new ArrayList<>();
            if (preferred == Values.UNCACHED && !(v.bounded() && v.max() - v.min() < 256)) {
                ranges.add(CompletionHeap.uncached(ctx, t, width, scope + 1L));
                ranges.add(CompletionHeap.uncached(ctx, t, width, 1L << 16));
            }
            ranges.add(CompletionHeap.range(ctx, t, -(scope + 1L), scope + 1L, width));
            ranges.add(CompletionHeap.range(ctx, t, -(1L << 16), 1L << 16, width));
            for (BoolExpr r : ranges) {
                kept.add(r);
                if (solver.check(kept.toArray(new BoolExpr[0])) == Status.SATISFIABLE) {
                    break;
                }
                kept.remove(kept.size() - 1);
            }
        }
        // then boundary values where the rest allows (BoundaryValues)
        for (Expr b : BoundaryValues.of(w.conditions())) {
            kept.add(bits.assertion(b));
            if (solver.check(kept.toArray(new BoolExpr[0])) != Status.SATISFIABLE) {
                kept.remove(kept.size() - 1);
            }
        }
        if (solver.check(kept.toArray(new BoolExpr[0])) != Status.SATISFIABLE) {
            return null;
        }
        Model model = solver.getModel();
        Map<Var, Long> out = new HashMap<>();
        for (Var v : vars) {
            out.put(v, bits.valueIn(model, v));
        }
        Set<Var> constrained = new HashSet<>();
        w.conditions().forEach(e -> e.forEachVar(constrained::add));
        pathCondition.forEach(e -> e.forEachVar(constrained::add));
        Set<Var> unconstrained = new java.util.LinkedHashSet<>(vars);
        unconstrained.removeAll(constrained);
        unconstrained.removeAll(driver);
        distinct(unconstrained, out);
        return out;
    }

    /**
     * The variables of an array's decided elements (an int's, a box's value, a value object's fields, a nested
     * array's elements), so that they are solved and, where no condition constrains them, made distinct as fields'
     * are (the elements a growing path copies into its new array: a copy that loses or moves one then differs).
     * Its length is not among them: the witness decided it.
     */
    private static void elementVariables(Object v, Set<Var> out) {
        if (v instanceof Expr e) {
            e.forEachVar(out::add);
        } else if (v instanceof PartialStructure.Array a) {
            a.elements().forEach(x -> elementVariables(x, out));
        } else if (v instanceof PartialStructure.Value o) {
            o.fields().values().forEach(x -> elementVariables(x, out));
        }
    }

    /**
     * Gives the fields' variables that no condition constrains (a list's elements that neither repOK nor the path
     * reads, only moves or returns) distinct values, each the model's or the next one up that no other of them has:
     * a test on such an input tells one element from another, so a walk that stops one node off (an off-by-one in
     * a loop's bound) returns or removes a different value and fails. Any value satisfies the conditions, so the
     * input stays on its path. Variables of bounded ranges (booleans, enum ordinals) keep the model's values.
     */
    static void distinct(Set<Var> unconstrained, Map<Var, Long> values) {
        Set<Long> used = new HashSet<>();
        for (Var v : unconstrained) {
            if (v.bounded()) {
                continue;
            }
            long x = values.getOrDefault(v, 0L);
            while (!used.add(x)) {
                x++;
            }
            values.put(v, x);
        }
    }

    /**
     * The path's objects reachable from {@code roots} (the receiver; the arguments' objects) through initialized
     * reference fields and the elements of arrays (the nodes a hash table holds), the roots included.
     */
    private static Set<PartialStructure.Node> reachable(List<PartialStructure.Node> roots) {
        Set<PartialStructure.Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        List<PartialStructure.Node> queue = new ArrayList<>();
        for (PartialStructure.Node r : roots) {
            if (seen.add(r)) {
                queue.add(r);
            }
        }
        for (int i = 0; i < queue.size(); i++) {
            PartialStructure.Node n = queue.get(i);
            for (FieldShape f : n.shape().fields()) {
                if (f.isReference() && n.value(f) instanceof PartialStructure.Node t && seen.add(t)) {
                    queue.add(t);
                } else if (n.value(f) instanceof PartialStructure.Array a) { // a hash table's bins
                    for (Object e : a.elements()) {
                        if (e instanceof PartialStructure.Node t && seen.add(t)) {
                            queue.add(t);
                        }
                    }
                }
            }
        }
        return seen;
    }

    /**
     * The witness as a concrete input: the path's objects under their names, the witness's others after them, then
     * the path's objects outside the receiver's structure ({@code outside}: an argument and what it reaches) as the
     * path decided them (a field it never read is null).
     */
    private static ConcreteInput concrete(PathEnd end, PartialStructure input, Witness w,
                                          List<PartialStructure.Node> outside, Map<Var, Long> model) {
        Map<PartialStructure.Node, PartialStructure.Node> pathNodeOf = new IdentityHashMap<>();
        for (PartialStructure.Node n : input.nodes()) {
            pathNodeOf.put(w.nodeOf(n), n);
        }
        Set<Var> conditioned = new HashSet<>();
        end.pathCondition().forEach(e -> e.forEachVar(conditioned::add));
        Set<Var> checked = new HashSet<>();
        w.conditions().forEach(e -> e.forEachVar(checked::add));
        // the witness's objects reachable from the root (a field repOK did not read is null)
        Map<PartialStructure.Node, Obj> objects = new LinkedHashMap<>();
        List<PartialStructure.Node> queue = new ArrayList<>(List.of(w.structure().receiver()));
        int next = input.nodes().size();
        for (int i = 0; i < queue.size(); i++) {
            PartialStructure.Node n = queue.get(i);
            PartialStructure.Node onPath = pathNodeOf.get(n);
            boolean fromPath = onPath != null;
            String name = fromPath ? onPath.name() : "N" + next++;
            boolean root = fromPath && (onPath == input.receiver() || !onPath.name().equals("N" + onPath.index()));
            objects.put(n, new Obj(name, onPath != null ? onPath.shape() : n.shape(), root, fromPath));
            for (FieldShape f : n.shape().fields()) {
                if (f.isReference() && n.value(f) instanceof PartialStructure.Node t && !objects.containsKey(t)
                        && !queue.contains(t)) {
                    queue.add(t);
                } else if (f.isNodeArray() && n.value(f) instanceof PartialStructure.Array a) {
                    for (Object x : a.elements()) {
                        if (x instanceof PartialStructure.Node t && !objects.containsKey(t) && !queue.contains(t)) {
                            queue.add(t);
                        }
                    }
                }
            }
        }
        Map<PartialStructure.Node, PartialStructure.Node> witnessNodeOf = new IdentityHashMap<>();
        for (PartialStructure.Node n : outside) {
            objects.put(n, new Obj(n.name(), n.shape(), !n.name().equals("N" + n.index()), true));
            pathNodeOf.put(n, n);
            witnessNodeOf.put(n, n);
        }
        for (PartialStructure.Node n : input.nodes()) {
            if (w.nodeOf(n) != null) {
                witnessNodeOf.put(n, w.nodeOf(n));
            }
        }
        // a node a value holds (an Object field's alias, a value object's field): the input's object for it
        Function<PartialStructure.Node, Obj> node = t -> objects.containsKey(t) ? objects.get(t)
                : objects.get(witnessNodeOf.get(t));
        for (Map.Entry<PartialStructure.Node, Obj> e : objects.entrySet()) {
            PartialStructure.Node n = e.getKey();
            PartialStructure.Node onPath = pathNodeOf.get(n);
            if (outside.contains(n)) {
                for (FieldShape field : n.shape().fields()) {
                    Object v = n.value(field);
                    if (field.isReference()) {
                        Obj target = v instanceof PartialStructure.Node t ? objects.get(witnessNodeOf.get(t)) : null;
                        e.getValue().put(field, new ConcreteInput.Value(target, v == HeapAccess.UNINITIALIZED
                                ? Origin.ANY : Origin.PATH));
                    } else if (CompletionHeap.primitiveWidth(field) > 0) {
                        long value = v instanceof Expr x ? InputValues.value(x, model) : 0;
                        e.getValue().put(field, new ConcreteInput.Value(CompletionHeap.boxed(value, field),
                                v instanceof Var var && conditioned.contains(var) ? Origin.PATH_CONDITION
                                        : Origin.ANY));
                    }
                }
                continue;
            }
            Obj o = e.getValue();
            List<FieldShape> fields = o.shape().fields();
            List<FieldShape> own = n.shape().fields();
            for (int f = 0; f < fields.size(); f++) {
                FieldShape field = fields.get(f);
                Object v = n.value(own.get(f));
                if (field.isReference()) {
                    Obj target = v instanceof PartialStructure.Node t ? objects.get(t) : null;
                    boolean decided = onPath != null && onPath.value(field) != HeapAccess.UNINITIALIZED;
                    o.put(field, new ConcreteInput.Value(target, decided ? Origin.PATH
                            : v == HeapAccess.UNINITIALIZED ? Origin.ANY : Origin.REP_OK));
                } else if (CompletionHeap.primitiveWidth(field) > 0 && !InputHeap.holdsValue(field, v)) {
                    long value = v instanceof Expr x ? InputValues.value(x, model) : 0;
                    Origin origin = v instanceof Var var && conditioned.contains(var) ? Origin.PATH_CONDITION
                            : v instanceof Var var2 && checked.contains(var2) ? Origin.REP_OK : Origin.ANY;
                    o.put(field, new ConcreteInput.Value(CompletionHeap.boxed(value, field), origin));
                } else if (field.isNodeArray() && v instanceof PartialStructure.Array a) {
                    boolean decided = onPath != null && onPath.value(field) != HeapAccess.UNINITIALIZED;
                    o.put(field, new ConcreteInput.Value(nodeArray(a, objects, model), decided ? Origin.PATH
                            : Origin.REP_OK));
                } else if (InputHeap.holdsValue(field, v) && v != HeapAccess.UNINITIALIZED) {
                    boolean decided = onPath != null && onPath.value(field) != HeapAccess.UNINITIALIZED;
                    o.put(field, new ConcreteInput.Value(InputValues.of(field, v, model, node), decided ? Origin.PATH
                            : Origin.REP_OK));
                }
            }
        }
        Set<Var> inArguments = InputValues.argumentVariables(input);
        List<ConcreteInput.Variable> variables = new ArrayList<>();
        for (Var v : InvariantCompletion.driverVariables(end, input)) {
            if (!inArguments.contains(v)) {
                variables.add(new ConcreteInput.Variable(v.name(), ConcreteInput.Variable.typeOf(v),
                        model.getOrDefault(v, 0L), Origin.PATH_CONDITION));
            }
        }
        return new ConcreteInput(new ArrayList<>(objects.values()), variables,
                InputValues.arguments(input, model, node))
                .keeping(input.types() == null ? List.of() : input.types().keptFields());
    }

    /** An array of nodes in the witness (a hash table): its elements the input's objects, null where undecided. */
    private static ConcreteInput.Arr nodeArray(PartialStructure.Array a, Map<PartialStructure.Node, Obj> objects,
                                               Map<Var, Long> model) {
        int length = (int) InputValues.value(a.length(), model);
        List<Object> elements = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            Object e = i < a.elements().size() ? a.elements().get(i) : null;
            elements.add(e instanceof PartialStructure.Node t ? objects.get(t) : null);
        }
        return new ConcreteInput.Arr(a.type().substring(0, a.type().length() - 2), elements);
    }

    @Override
    public void close() {
        symSolve.close();
        ctx.close();
    }
}
