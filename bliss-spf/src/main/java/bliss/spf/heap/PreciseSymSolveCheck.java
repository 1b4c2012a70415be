package bliss.spf.heap;

import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureQuestion;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * PLI (precise lazy initialization): LISSA's check, where a completion must also give the primitive fields of the
 * input heap values the path condition allows. After each lazy-initialization choice the question carries the path
 * condition (SymSolve's search starts from it, so repOK's conditions on the heap's values are decided together with
 * it, for any values); UNSAT drops the candidate ({@code pliPrunes}). And at each branch on a condition connected to
 * the heap's fields (through the path condition), each side the path solver allows is asked the same question
 * ({@link PreciseBranches}): a side no valid structure allows is not taken. So every path PLI keeps has a valid input
 * within the scope, structure and primitive values together.
 *
 * <p>The path condition comes from the exploring thread's path solver ({@link HeapQuestionCheck#pathSolver}); the questions are
 * not memoized (their keys would hold the path condition).
 */
public final class PreciseSymSolveCheck extends HeapQuestionCheck {

    public PreciseSymSolveCheck(StructureOracle oracle, Counters counters) {
        super(oracle, counters, "pli");
    }

    /** The receiver as it was made, asked as a choice is (its path condition still empty). */
    @Override
    public boolean admitsReceiver(InputHeap heap) {
        return feasible(null);
    }

    /**
     * Whether a valid structure extends the input heap with primitive values that the path condition and
     * {@code extra} allow.
     *
     * @param extra a condition conjoined to the path condition, or null
     */
    @Override
    public boolean feasible(Expr extra) {
        if (heap == null || heap.receiver() == null) {
            return true; // no input structure yet
        }
        List<Expr> conditions = new ArrayList<>(path == null ? List.of() : path.constraints());
        if (extra != null) {
            conditions.add(extra);
        }
        return oracle.answer(new StructureQuestion<>(heap.receiver(), heap.access(), conditions))
                .satisfiable();
    }
    /**
     * Whether {@code condition} is connected to a primitive field of the input heap or an identity hash: it mentions
     * one, or shares a variable with a conjunct of the path condition that is connected to one. Otherwise the heap constrains it not
     * at all, and the path solver's answer stands.
     */
    @Override
    public boolean relevant(Expr condition) {
        if (heap == null || heap.receiver() == null) {
            return false;
        }
        Map<Var, Boolean> heapVars = new HashMap<>();
        for (InputObject o : heap.objects()) {
            if (o.identityHashIfMade() != null) {
                heapVars.put(o.identityHashIfMade(), Boolean.TRUE);
            }
            for (FieldShape f : o.shape().fields()) {
                Object in = heap.input(o, f);
                if (isPrimitive(f) && in instanceof Var v) {
                    heapVars.put(v, Boolean.TRUE);
                } else if (judgesValues() && f.kind().isValue()) {
                    valueVars(in, heapVars); // a box's, a string's: repOK may judge them
                }
            }
        }
        if (judgesValues()) {
            for (ValueObject v : heap.values()) {
                if (v.identityHashIfMade() != null) {
                    heapVars.put(v.identityHashIfMade(), Boolean.TRUE);
                }
                for (Object cell : v.input.r) {
                    if (cell instanceof Var var) {
                        heapVars.put(var, Boolean.TRUE);
                    }
                }
            }
        }
        // an identity hash is of an input object or of an object a static initializer made, which repOK may hold
        java.util.function.Predicate<Var> identity = v -> bliss.spf.vm.IdentityVariable.ownerOf(v) != null;
        if (heapVars.isEmpty()) {
            boolean[] any = {false};
            condition.forEachVar(v -> any[0] |= identity.test(v));
            if (!any[0]) {
                return false;
            }
        }
        return PreciseBranches.connected(condition, path.constraints(), identity.or(heapVars::containsKey));
    }

    /** The variables a value holds: a box's, a string's text, an input array's length and elements. */
    private static void valueVars(Object v, Map<Var, Boolean> out) {
        if (v instanceof bliss.spf.vm.LazyArray a && a.hasSymbolicLength()) {
            a.lengthTerm().forEachVar(x -> out.put(x, Boolean.TRUE));
        }
        if (v instanceof bliss.spf.symbolic.SymbolicString s) {
            s.terms().forEach(t -> t.forEachVar(x -> out.put(x, Boolean.TRUE)));
        } else if ((v instanceof bliss.spf.vm.VmObject || v instanceof bliss.spf.vm.VmArray)
                && !(v instanceof ValueObject)) {
            for (Object cell : ((bliss.spf.vm.Cells) v).r) { // a box's value, an input array's elements
                if (cell instanceof Expr e) {
                    e.forEachVar(x -> out.put(x, Boolean.TRUE));
                }
            }
        }
    }

    private static boolean isPrimitive(FieldShape f) {
        return f.kind() == FieldKind.INT || f.kind() == FieldKind.LONG || f.kind() == FieldKind.BOOLEAN
                || f.kind() == FieldKind.OTHER; // byte, short, char, float, double
    }
}
