package bliss.spf.testgen;

import bliss.UserError;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.symsolve.StructureQuestion;
import bliss.spf.symsolve.SymSolve;
import bliss.spf.symsolve.Witness;
import bliss.spf.testgen.ConcreteInput.Obj;
import bliss.spf.testgen.ConcreteInput.Origin;
import bliss.target.TargetClass;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Completion for a class whose only specification is its {@code repOK()} (no JML invariant): PLI's question asked
 * once more at the path's end. The path's partial structure and path condition go to {@link SymSolve}, which runs
 * repOK in the symbolic VM from the path's edges and nulls, with the path condition as its starting condition, until
 * a path of repOK returns true: its input heap is a valid structure extending the path's (a field repOK did not read
 * stays null, which keeps it valid), and a model of its condition gives every primitive field and every driver value
 * (a variable neither condition mentions takes 0). None: no valid input within the scope follows the path. Values are
 * never drawn from a finite domain, so a path that needs 42 or a negative value gets it.
 *
 * <p>Not thread-safe: one SymSolve (its own VM and solvers) per instance.
 */
public final class RepOkCompletion implements Completion {

    private final int scope;
    private final SymSolve symSolve;
    private long solverNanos;

    /**
     * @param target the class, with a {@code boolean repOK()}
     * @param scope  at most this many objects of each node class
     * @throws UserError when the class has no repOK
     */
    public RepOkCompletion(TargetClass target, int scope) {
        this.scope = scope;
        this.symSolve = new SymSolve(target.type().getClassLoader() != null ? target.type().getClassLoader()
                : ClassLoader.getSystemClassLoader(), ClassLayout.of(target.type()), scope);
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
    public Result complete(PathEnd end) {
        long start = System.nanoTime();
        try {
            return completeTimed(end);
        } finally {
            solverNanos += System.nanoTime() - start;
        }
    }

    private Result completeTimed(PathEnd end) {
        PartialStructure input = end.input();
        if (input.receiver() == null) {
            return new Result(null, "the path made no receiver: nothing for repOK to accept");
        }
        Set<PartialStructure.Node> reached = reachable(input);
        for (PartialStructure.Node n : input.nodes()) {
            if (!reached.contains(n)) {
                return new Result(null, "the path's object " + n.name() + " is not reachable from the receiver: "
                        + "completion from repOK covers the receiver's structure only");
            }
        }
        Witness w = symSolve.solve(new StructureQuestion<>(input.receiver(), input.access(), end.pathCondition()));
        if (w == null) {
            return new Result(null, "no valid input follows the path: no structure repOK accepts extends the path's "
                    + "with values the path condition allows, at scope " + scope);
        }
        return new Result(concrete(end, input, w), null);
    }

    /** The path's objects reachable from the receiver through initialized reference fields. */
    private static Set<PartialStructure.Node> reachable(PartialStructure input) {
        Set<PartialStructure.Node> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        List<PartialStructure.Node> queue = new ArrayList<>(List.of(input.receiver()));
        seen.add(input.receiver());
        for (int i = 0; i < queue.size(); i++) {
            PartialStructure.Node n = queue.get(i);
            for (FieldShape f : n.shape().fields()) {
                if (f.isReference() && n.value(f) instanceof PartialStructure.Node t && seen.add(t)) {
                    queue.add(t);
                }
            }
        }
        return seen;
    }

    /** The witness as a concrete input: the path's objects under their names, the witness's others after them. */
    private static ConcreteInput concrete(PathEnd end, PartialStructure input, Witness w) {
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
                }
            }
        }
        for (Map.Entry<PartialStructure.Node, Obj> e : objects.entrySet()) {
            PartialStructure.Node n = e.getKey();
            PartialStructure.Node onPath = pathNodeOf.get(n);
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
                } else if (CompletionHeap.primitiveWidth(field) > 0) {
                    long value = w.value(n, own.get(f));
                    Origin origin = v instanceof Var var && conditioned.contains(var) ? Origin.PATH_CONDITION
                            : v instanceof Var var2 && checked.contains(var2) ? Origin.REP_OK : Origin.ANY;
                    o.put(field, new ConcreteInput.Value(box(value, field), origin));
                }
            }
        }
        List<ConcreteInput.Variable> variables = new ArrayList<>();
        for (Var v : InvariantCompletion.driverVariables(end, input)) {
            char type = v.type() == bliss.spf.symbolic.Type.LONG ? 'J' : v.min() == 0 && v.max() == 1 ? 'Z' : 'I';
            long value = w.model().getOrDefault(v, 0L);
            variables.add(new ConcreteInput.Variable(v.name(), type, value, Origin.PATH_CONDITION));
        }
        return new ConcreteInput(new ArrayList<>(objects.values()), variables);
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
        symSolve.close();
    }
}
