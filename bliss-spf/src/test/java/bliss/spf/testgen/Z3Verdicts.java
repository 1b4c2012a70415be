package bliss.spf.testgen;

import bliss.jml.CheckedInvariant;
import bliss.layout.ClassLayout;
import bliss.layout.FieldShape;
import bliss.spf.explore.PartialStructure;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;
import bliss.spf.solver.JavaBitVectors;
import bliss.spf.symbolic.Var;
import bliss.spf.testgen.CompletionHeap.Slot;
import bliss.spf.testgen.ConcreteStructure.Obj;
import bliss.spf.vm.Vm;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Z3 translation's verdict on a concrete structure: the formula test generation solves ({@link InvariantFormula}
 * over a {@link CompletionHeap}, as {@link InvariantCompletion} builds them) for an input whose every edge and null
 * is the structure's, with every primitive variable equal to the structure's value, is satisfiable iff the
 * translation says the structure satisfies the invariant.
 */
final class Z3Verdicts implements AutoCloseable {

    private final Context ctx = new Context();
    private final CheckedInvariant invariant;
    private final ClassLayout layout;
    private final int scope;
    private final Vm vm;
    private final java.util.function.BiPredicate<bliss.layout.ClassShape, String> assignable;

    Z3Verdicts(CheckedInvariant invariant, ClassLayout layout, int scope, ClassLoader loader) {
        this.invariant = invariant;
        this.layout = layout;
        this.scope = scope;
        this.vm = new Vm(loader);
        this.assignable = TestGeneration.assignability(loader);
    }

    /** Whether the translation says the structure satisfies the invariant. */
    boolean holds(ConcreteStructure s) {
        InputHeap heap = new InputHeap(vm, layout, scope);
        Map<Obj, InputObject> objects = new HashMap<>();
        for (Obj o : s.objects()) {
            objects.put(o, heap.create(o.shape(), o.name()));
        }
        heap.setReceiver(objects.get(s.root()));
        for (Obj o : s.objects()) {
            for (FieldShape f : o.shape().fields()) {
                if (f.isReference()) {
                    Obj t = (Obj) o.values().get(f);
                    heap.decide(objects.get(o), f, t == null ? null : objects.get(t));
                }
            }
        }
        PartialStructure input = PartialStructure.of(heap);
        JavaBitVectors bits = new JavaBitVectors(ctx);
        CompletionHeap completion = new CompletionHeap(ctx, bits, input, scope, assignable);
        Slot self = completion.slotOf(input.receiver());
        List<BoolExpr> constraints = new ArrayList<>();
        constraints.add(InvariantFormula.of(ctx, invariant, completion, self));
        constraints.addAll(completion.domains());
        List<Expr<?>> variables = new ArrayList<>();
        List<Expr<?>> values = new ArrayList<>();
        for (PartialStructure.Node n : input.nodes()) {
            Obj o = s.objects().get(n.index());
            for (FieldShape f : n.shape().fields()) {
                if (n.value(f) instanceof Var v && o.values().get(f) instanceof Long x) {
                    variables.add(bits.variable(v));
                    values.add(ctx.mkBV(x, v.type().bits));
                }
            }
        }
        // With the structure's values substituted the formula mostly simplifies to true or false; what keeps free
        // terms (closure cells and domains of the slots the structure leaves unused) goes to the solver, the values
        // as equations.
        BoolExpr formula = ctx.mkAnd(constraints.toArray(new BoolExpr[0]));
        Expr<?> decided = formula.substitute(variables.toArray(new Expr<?>[0]), values.toArray(new Expr<?>[0]))
                .simplify();
        if (decided.isTrue() || decided.isFalse()) {
            return decided.isTrue();
        }
        Solver solver = ctx.mkSolver();
        solver.add(formula);
        for (int i = 0; i < variables.size(); i++) {
            solver.add(ctx.mkEq(variables.get(i), values.get(i)));
        }
        Status status = solver.check();
        if (status == Status.UNKNOWN) {
            throw new IllegalStateException("Z3 gave no answer on " + s + ": " + solver.getReasonUnknown());
        }
        return status == Status.SATISFIABLE;
    }

    @Override
    public void close() {
        ctx.close();
    }
}
