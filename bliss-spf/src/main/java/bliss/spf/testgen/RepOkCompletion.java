package bliss.spf.testgen;

import bliss.UserError;
import bliss.korat.EnumerationException;
import bliss.korat.Enumerator;
import bliss.korat.PartialCandidate;
import bliss.korat.SubjectFinitizations;
import bliss.korat.SymSolve;
import bliss.korat.Witness;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.solver.JavaBitVectors;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Var;
import bliss.spf.symsolve.PathConditionFilter;
import bliss.spf.symsolve.PathConditionSolver;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.ConcreteInput.Origin;
import bliss.spf.testgen.PathCandidate.Place;
import bliss.target.TargetClass;
import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Completion for a class whose only specification is its {@code repOK()} (no JML invariant): PLI's question (LISSA
 * §3 with the path condition as a filter) asked once more at the path's end. The path's partial structure becomes a
 * SymSolve candidate whose concrete part is the path's edges and nulls (numbered breadth-first from the receiver, per
 * class, as LISSA's {@code createVector} does); SymSolve searches the finitization for a structure that extends it,
 * that repOK accepts, and whose primitive fields repOK read give the path condition a model
 * ({@link PathConditionFilter}). None: no valid input within the scope follows the path (uncompletable).
 *
 * <p>The concrete input is the witness: the path's edges and nulls (fixed in the search), every other reference and
 * every object beyond the path's from the witness. Primitive values: a field repOK read keeps the witness's value (of
 * an ordered field, only the witness's order: its values are then chosen to realize that order); the variables the
 * path condition still leaves free (the driver's values, fields repOK never read) are solved by Z3 with the heap's
 * values fixed, small values preferred. The finitization is the analysis' (a bundled subject's hints, else ints over
 * 0..scope), so every path PLI keeps at the same scope has a witness.
 *
 * <p>Not thread-safe: one SymSolve (its own instrumented copy of the classes), one path-condition solver and one Z3
 * context per instance.
 */
public final class RepOkCompletion implements Completion {

    private static final int TIMEOUT_MILLIS = 60_000;

    private final int scope;
    private final SymSolve symSolve;
    private final ClassLayout solverLayout;
    private final PathConditionSolver pathSolver = new PathConditionSolver(new Counters());
    private final Context ctx = bliss.spf.solver.JavaBitVectors.newContext();
    private long solverNanos;

    /**
     * @param target the class, with a {@code boolean repOK()}
     * @param scope  at most this many objects of each node class
     * @throws UserError when SymSolve cannot search the class (no repOK, objects it cannot create)
     */
    public RepOkCompletion(TargetClass target, int scope) {
        this.scope = scope;
        SubjectFinitizations.Hints hints = target.subject()
                .map(s -> SubjectFinitizations.forSubject(s.name(), scope))
                .orElse(SubjectFinitizations.Hints.NONE); // the analysis' finitization (RunResources)
        try {
            this.symSolve = new SymSolve(target.type(), scope, hints, Enumerator.DEFAULT_READ_BUDGET);
        } catch (EnumerationException e) {
            throw new UserError("SymSolve cannot complete inputs of " + target.displayName() + ": " + e.getMessage(), e);
        }
        this.solverLayout = symSolve.layout();
    }

    @Override
    public long solverNanos() {
        return solverNanos;
    }

    @Override
    public String solverName() {
        return "SymSolve and Z3";
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
        PartialCandidate q = symSolve.candidate();
        Map<PartialStructure.Node, Place> places = PathCandidate.encode(input, q, solverLayout);
        if (places == null) {
            return new Result(null, "the path's structure does not fit SymSolve's finitization at scope " + scope);
        }
        for (PartialStructure.Node n : input.nodes()) {
            if (!places.containsKey(n)) {
                return new Result(null, "the path's object " + n.name() + " is not reachable from the receiver: "
                        + "completion from repOK covers the receiver's structure only");
            }
        }
        Set<Var> mentioned = new HashSet<>();
        end.pathCondition().forEach(e -> e.forEachVar(mentioned::add));
        List<PathConditionFilter.FieldVar> vars = new ArrayList<>();
        for (PartialStructure.Node n : input.nodes()) {
            Place p = places.get(n);
            for (FieldShape f : n.shape().fields()) {
                if (!f.isReference() && n.value(f) instanceof Var v && mentioned.contains(v)) {
                    vars.add(new PathConditionFilter.FieldVar(p.classIndex(), p.number(), f, v));
                }
            }
        }
        PathConditionFilter filter = vars.isEmpty() ? null
                : new PathConditionFilter(vars, end.pathCondition(), List.of(), pathSolver);
        Witness w;
        try {
            w = symSolve.solve(q, filter);
        } catch (EnumerationException e) {
            throw new UserError(e.getMessage(), e);
        }
        if (w == null) {
            return new Result(null, "no valid input follows the path: no structure repOK accepts extends the path's "
                    + "with values the path condition allows, at scope " + scope);
        }
        return values(end, input, places, w, values);
    }

    /** One object of the completed input: a path object or one of the witness's beyond it. */
    private record Item(Place place, PartialStructure.Node node, ClassShape shape) {
    }

    /** The witness with the path's objects in place, primitive values solved with Z3. */
    private Result values(PathEnd end, PartialStructure input, Map<PartialStructure.Node, Place> places, Witness w,
                          Values preferred) {
        ClassLayout layout = input.layout();
        Map<Place, PartialStructure.Node> byPlace = new HashMap<>();
        places.forEach((n, p) -> byPlace.put(p, n));
        // the witness's objects reachable from the root, the path's first
        Map<Place, Item> items = new LinkedHashMap<>();
        for (PartialStructure.Node n : input.nodes()) {
            items.put(places.get(n), new Item(places.get(n), n, n.shape()));
        }
        ArrayDeque<Place> queue = new ArrayDeque<>(items.keySet());
        Set<Place> seen = new HashSet<>(items.keySet());
        while (!queue.isEmpty()) {
            Place p = queue.poll();
            ClassShape shape = items.get(p).shape();
            for (FieldShape f : shape.fields()) {
                if (!f.isReference()) {
                    continue;
                }
                int t = w.target(p.classIndex(), p.number(), f);
                if (t < 0) {
                    continue;
                }
                ClassShape targetShape = solverLayout.shape(f.target()).orElseThrow();
                Place tp = new Place(solverLayout.index(targetShape), t);
                if (seen.add(tp)) {
                    items.put(tp, new Item(tp, byPlace.get(tp),
                            layout.shape(targetShape.name()).orElseThrow()));
                    queue.add(tp);
                }
            }
        }

        // Z3: the path condition, the values repOK read, the order of the ordered ones
        JavaBitVectors bits = new JavaBitVectors(ctx);
        List<BoolExpr> constraints = new ArrayList<>();
        for (bliss.spf.symbolic.Expr e : end.pathCondition()) {
            constraints.add(bits.assertion(e));
        }
        Map<String, BitVecExpr> terms = new HashMap<>(); // place.field -> term of a value Z3 decides
        List<BitVecExpr> free = new ArrayList<>();       // terms nothing fixes: small values preferred
        List<long[]> orderedValues = new ArrayList<>();  // {witness value, index into orderedTerms}
        List<BitVecExpr> orderedTerms = new ArrayList<>();
        Set<Var> conditioned = new HashSet<>();
        end.pathCondition().forEach(e -> e.forEachVar(conditioned::add));
        for (Item it : items.values()) {
            Place p = it.place();
            for (FieldShape f : it.shape().fields()) {
                int width = CompletionHeap.primitiveWidth(f);
                if (f.isReference() || width == 0) {
                    continue;
                }
                Object v = it.node() == null ? null : it.node().value(f);
                boolean read = w.read(p.classIndex(), p.number(), f);
                BitVecExpr term;
                if (v instanceof Var var) {
                    term = bits.variable(var);
                    if (var.bounded()) {
                        constraints.add(range(term, var.min(), var.max(), var.type().bits));
                    }
                    if (!read) {
                        free.add(term);
                    }
                } else if (read && w.ordered(f)) {
                    term = ctx.mkBVConst(p.classIndex() + "." + p.number() + "." + f.name(), width);
                    free.add(term);
                } else {
                    continue; // the witness's value, as it is
                }
                terms.put(p.classIndex() + "." + p.number() + "." + f.name(), term);
                if (read) {
                    long value = w.value(p.classIndex(), p.number(), f);
                    if (w.ordered(f)) {
                        orderedValues.add(new long[] {value, orderedTerms.size()});
                        orderedTerms.add(term);
                    } else {
                        constraints.add(ctx.mkEq(term, ctx.mkBV(value, term.getSortSize())));
                    }
                }
            }
        }
        orderedValues.sort((a, b) -> Long.compare(a[0], b[0]));
        for (int i = 1; i < orderedValues.size(); i++) {
            BitVecExpr a = orderedTerms.get((int) orderedValues.get(i - 1)[1]);
            BitVecExpr b = orderedTerms.get((int) orderedValues.get(i)[1]);
            constraints.add(orderedValues.get(i - 1)[0] == orderedValues.get(i)[0] ? ctx.mkEq(a, b)
                    : ctx.mkBVSLT(a, b));
        }
        List<Var> driverVariables = InvariantCompletion.driverVariables(end, input);
        for (Var v : driverVariables) {
            free.add(bits.variable(v));
        }
        Solver solver = ctx.mkSimpleSolver();
        Params params = ctx.mkParams();
        params.add("timeout", TIMEOUT_MILLIS);
        solver.setParameters(params);
        solver.add(constraints.toArray(new BoolExpr[0]));
        Status status = solver.check();
        if (status != Status.SATISFIABLE) {
            // the filter let the witness through, so only the order of fields beyond the path can fail here
            return new Result(null, status == Status.UNKNOWN ? "Z3 gave up: " + solver.getReasonUnknown()
                    : "SymSolve's witness has no values realizing its order of ordered fields with the path "
                    + "condition");
        }
        // small values where the rest allows: each free value in turn kept in -(k+1)..k+1 (the range the bounds give
        // ints) when it can be, else in -2^16..2^16 (asked for, beyond the box caches first)
        List<BoolExpr> kept = new ArrayList<>();
        for (BitVecExpr t : free) {
            List<BoolExpr> ranges = new ArrayList<>();
            if (preferred == Values.UNCACHED) {
                ranges.add(CompletionHeap.uncached(ctx, t, t.getSortSize(), scope + 1L));
                ranges.add(CompletionHeap.uncached(ctx, t, t.getSortSize(), 1L << 16));
            }
            ranges.add(range(t, -(scope + 1L), scope + 1L, t.getSortSize()));
            ranges.add(range(t, -(1L << 16), 1L << 16, t.getSortSize()));
            for (BoolExpr r : ranges) {
                kept.add(r);
                if (solver.check(kept.toArray(new BoolExpr[0])) == Status.SATISFIABLE) {
                    break;
                }
                kept.remove(kept.size() - 1);
            }
        }
        solver.check(kept.toArray(new BoolExpr[0]));
        Model model = solver.getModel();

        // the input: objects named as the path's, the others after them
        Map<Place, Obj> objects = new LinkedHashMap<>();
        int next = input.nodes().size();
        for (Item it : items.values()) {
            boolean fromPath = it.node() != null;
            String name = fromPath ? it.node().name() : "N" + next++;
            boolean root = fromPath && (it.node() == input.receiver()
                    || !it.node().name().equals("N" + it.node().index()));
            objects.put(it.place(), new Obj(name, it.shape(), root, fromPath));
        }
        for (Item it : items.values()) {
            Place p = it.place();
            Obj o = objects.get(p);
            for (FieldShape f : it.shape().fields()) {
                if (f.isReference()) {
                    int t = w.target(p.classIndex(), p.number(), f);
                    Obj target = null;
                    if (t >= 0) {
                        ClassShape ts = solverLayout.shape(f.target()).orElseThrow();
                        target = objects.get(new Place(solverLayout.index(ts), t));
                    }
                    boolean onPath = it.node() != null && it.node().value(f) != HeapAccess.UNINITIALIZED;
                    o.put(f, new ConcreteInput.Value(target, onPath ? Origin.PATH : Origin.REP_OK));
                } else if (CompletionHeap.primitiveWidth(f) > 0) {
                    boolean read = w.read(p.classIndex(), p.number(), f);
                    BitVecExpr term = terms.get(p.classIndex() + "." + p.number() + "." + f.name());
                    long value = term == null ? w.value(p.classIndex(), p.number(), f)
                            : numeral(model.eval(term, true), f);
                    Object v = it.node() == null ? null : it.node().value(f);
                    Origin origin = v instanceof Var var && conditioned.contains(var) ? Origin.PATH_CONDITION
                            : read ? Origin.REP_OK : Origin.ANY;
                    o.put(f, new ConcreteInput.Value(box(value, f), origin));
                }
            }
        }
        List<ConcreteInput.Variable> variables = new ArrayList<>();
        for (Var v : driverVariables) {
            char type = v.type() == bliss.spf.symbolic.Type.LONG ? 'J' : v.min() == 0 && v.max() == 1 ? 'Z' : 'I';
            variables.add(new ConcreteInput.Variable(v.name(), type, bits.valueIn(model, v), Origin.PATH_CONDITION));
        }
        return new Result(new ConcreteInput(new ArrayList<>(objects.values()), variables), null);
    }

    private BoolExpr range(com.microsoft.z3.Expr<com.microsoft.z3.BitVecSort> x, long min, long max, int width) {
        return ctx.mkAnd(ctx.mkBVSLE(ctx.mkBV(min, width), x), ctx.mkBVSLE(x, ctx.mkBV(max, width)));
    }

    private static long numeral(com.microsoft.z3.Expr<?> e, FieldShape f) {
        java.math.BigInteger n = ((com.microsoft.z3.BitVecNum) e).getBigInteger();
        return CompletionHeap.primitiveWidth(f) == 64 ? n.longValue() : n.intValue();
    }

    /** A field's value as the boxed type {@link ConcreteInput.Value} promises. */
    private static Object box(long v, FieldShape f) {
        return switch (f.descriptor()) {
            case "Z" -> v != 0;
            case "J" -> v;
            default -> (int) v;
        };
    }

    @Override
    public void close() {
        pathSolver.close();
        ctx.close();
    }
}
