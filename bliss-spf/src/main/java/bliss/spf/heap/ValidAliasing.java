package bliss.spf.heap;

import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.spf.explore.PartialStructure;
import bliss.spf.solver.PathSolver;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;
import bliss.spf.symsolve.StructureOracle;
import bliss.spf.symsolve.StructureQuestion;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * POSE with a precondition: each path's aliasing constraints must admit a valid input. A path of POSE stands for
 * every input a model of its path condition picks; the choice variables of a model ({@link GuardedReads}) name one
 * lazy-initialization input ({@link PartialStructure#of(InputHeap, Map)}). Whether some model's input completes to a
 * structure that repOK accepts, with values the path condition allows, is PLI's question to SymSolve, asked with the
 * model's choices pinned; when it has none, a blocking clause over those choices asks the path solver for the next
 * model, until one completes (the path has a valid input) or none is left (it has none):
 * <pre>
 *   while (m = a model of pc and the blocks):
 *       pins = { v == m(v) : v a choice variable whose owner is in m's input }
 *       if SymSolve completes input(m) under pc and pins: valid
 *       blocks += not(and(pins that alone give no completion, the others' fields left free))
 *   no valid input
 * </pre>
 * Choices whose owner is not in the input leave the input as it is, so they are neither pinned nor blocked: each
 * input is asked about once, and a blocking clause rules out every input that agrees with its pins ({@link #reasons}). The question is asked at each branch on a condition connected to the heap, of each
 * side the path solver allows ({@link PreciseBranches}), and after each value chosen lazily; a guarded read adds
 * constraints that every valid input extending the path satisfies for some value of its new choice variable, so
 * every path POSE keeps has a valid input, and no input that repOK accepts loses its path. At a path's end the model
 * its input is taken from is one that completes ({@link #model}).
 *
 * <p>One instance per exploring thread; the path condition comes from its path solver
 * ({@link HeapQuestionCheck#pathSolver}).
 */
public final class ValidAliasing extends HeapQuestionCheck {

    private final Counter questions;
    private final Counter blocked;
    private final Counter inconsistent;

    public ValidAliasing(StructureOracle oracle, Counters counters) {
        super(oracle, counters, "pose");
        this.questions = counters.counter("poseInputQuestions");
        this.blocked = counters.counter("poseBlockedInputs");
        this.inconsistent = counters.counter("poseEndsWithoutInput");
    }

    @Override
    public boolean feasible(Expr extra) {
        return heap == null || heap.receiver() == null || validModel(extra) != null;
    }

    /**
     * Whether {@code condition} is connected, through the path condition, to a choice variable or a primitive input
     * value of the heap.
     */
    @Override
    public boolean relevant(Expr condition) {
        if (heap == null || heap.receiver() == null) {
            return false;
        }
        if (judgesValues()) {
            return true; // repOK judges values outside the layout too: every condition may matter
        }
        Set<Var> heapVars = new HashSet<>();
        for (InputHeap.Choice c : heap.choices()) {
            heapVars.add(c.variable());
        }
        for (InputObject o : heap.objects()) {
            for (FieldShape f : o.shape().fields()) {
                if ((f.kind() == FieldKind.INT || f.kind() == FieldKind.LONG || f.kind() == FieldKind.BOOLEAN)
                        && heap.input(o, f) instanceof Var v) {
                    heapVars.add(v);
                }
            }
        }
        return !heapVars.isEmpty() && PreciseBranches.connected(condition, path.constraints(), heapVars::contains);
    }

    /** At a path's end: a model whose input completes to a valid one (the path's input is taken from it). */
    @Override
    public Map<Var, Long> model(PathSolver base) {
        Map<Var, Long> m = heap == null || heap.receiver() == null ? null : validModel(null);
        if (m == null) {
            inconsistent.increment(); // every step keeps a valid input; counted so that a test sees a lapse
            return base.model();
        }
        return m;
    }

    /**
     * A model of the path condition and {@code extra} whose input completes to one repOK accepts with values the
     * path condition allows; null when there is none.
     *
     * @effects the path solver's path condition is as it was
     */
    private Map<Var, Long> validModel(Expr extra) {
        int size = path.size();
        List<Expr> conditions = new ArrayList<>(path.constraints());
        try {
            if (extra != null) {
                if (!path.isSatisfiable(extra)) {
                    return null;
                }
                path.push(extra);
                conditions.add(extra);
            }
            while (true) {
                Map<Var, Long> m = path.model();
                List<Pin> pins = pins(m);
                PartialStructure input = PartialStructure.of(heap, m);
                if (completes(input, conditions, pins, pins)) {
                    return m;
                }
                blocked.increment();
                Expr block = Const.FALSE;
                for (Pin p : reasons(input, conditions, pins)) {
                    block = Exprs.or(block, Exprs.not(p.condition()));
                }
                if (block instanceof Const k && k.value() == 0 || !path.isSatisfiable(block)) {
                    return null;
                }
                path.push(block);
            }
        } finally {
            path.popTo(size);
        }
    }

    /** A choice variable at the value a model gives it: {@code variable == value}. */
    private record Pin(InputHeap.Choice choice, Expr condition) {
    }

    /** Each choice variable whose owner is in the input {@code m} picks (or that is an argument's) at its value. */
    private List<Pin> pins(Map<Var, Long> m) {
        Map<Var, Long> env = new java.util.HashMap<>(m) {
            @Override
            public Long get(Object key) {
                return getOrDefault(key, 0L);
            }
        };
        List<Pin> pins = new ArrayList<>();
        for (InputHeap.Choice c : heap.choices()) {
            if (c.owner() == null || Exprs.evaluate(c.owner().existence(), env) != 0) {
                pins.add(new Pin(c, Exprs.compare(Compare.Op.EQ, c.variable(),
                        Const.ofInt(env.get(c.variable()).intValue()))));
            }
        }
        return pins;
    }

    /**
     * Whether {@code input} completes to a structure repOK accepts whose values satisfy {@code conditions} and the
     * {@code kept} pins, the fields of the other {@code pins} left free (a relaxation: every input that agrees with
     * the kept pins is one of its completions, so a no holds for all of them).
     */
    private boolean completes(PartialStructure input, List<Expr> conditions, List<Pin> pins, List<Pin> kept) {
        List<Expr> asked = new ArrayList<>(conditions);
        Set<String> free = new HashSet<>();
        for (Pin p : pins) {
            if (kept.contains(p)) {
                asked.add(p.condition());
            } else if (p.choice().owner() != null) {
                free.add(p.choice().owner().name() + "." + p.choice().place());
            }
        }
        bliss.layout.HeapAccess<PartialStructure.Node> read = free.isEmpty() ? input.access() : new bliss.layout.HeapAccess<>() {
            @Override
            public bliss.layout.ClassShape classOf(PartialStructure.Node node) {
                return input.access().classOf(node);
            }

            @Override
            public Object read(PartialStructure.Node node, FieldShape field) {
                return free.contains(node.name() + "." + field.name()) ? bliss.layout.HeapAccess.UNINITIALIZED
                        : input.access().read(node, field);
            }

            @Override
            public List<?> elements(PartialStructure.Node node, FieldShape field) {
                return input.access().elements(node, field);
            }
        };
        questions.increment();
        return oracle.answer(new StructureQuestion<>(input.receiver(), read, asked)).satisfiable();
    }

    /**
     * The pins of an input that does not complete that still give no completion alone: each in turn, latest first,
     * is left free when the input without it still does not complete (a smaller blocking clause, which rules out
     * every input that agrees with what is left).
     *
     * @requires !completes(input, conditions, pins, pins)
     */
    private List<Pin> reasons(PartialStructure input, List<Expr> conditions, List<Pin> pins) {
        List<Pin> kept = new ArrayList<>(pins);
        for (int i = pins.size() - 1; i >= 0; i--) {
            List<Pin> without = new ArrayList<>(kept);
            without.remove(pins.get(i));
            if (!completes(input, conditions, pins, without)) {
                kept = without;
            }
        }
        return kept;
    }
}
