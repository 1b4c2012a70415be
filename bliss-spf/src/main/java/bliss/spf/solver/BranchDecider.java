package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The head of the chain: decides branches with what it knows about the path condition, which is satisfiable.
 *
 * <ul>
 * <li>If a condition is unsatisfiable with the path condition, its negation is satisfiable without a check.</li>
 * <li>It keeps a model of the path condition (KLEE's counterexample idea). Under that model a branch condition
 * is true or false, so that side is satisfiable without a check, and one query to the links behind decides the
 * branch: {@code decide} asks about one side, never two.</li>
 * <li>A side false under the model is first asked of {@link ModelRepair}, which changes a few values of the model
 * to make it true (a sum defined by a repOK's check: {@code n.size == size(l) + size(r) + 1}); only when it finds
 * no such change do the links behind decide.</li>
 * <li>The witness of each satisfiable answer is kept until the search pushes that condition, so the model of
 * the longer path condition is at hand without asking again, also after backtracking to the other side.</li>
 * </ul>
 * It counts the queries; the links behind count who answered them.
 */
final class BranchDecider extends ForwardingLink {

    /** Witnesses kept per size of the path condition: both sides of the last branch decided there. */
    private static final int WITNESSES_PER_SIZE = 2;

    private final List<Expr> constraints = new ArrayList<>();
    /**
     * models.get(i) satisfies the first i conditions and gives a value to each of their variables. Consecutive
     * sizes share one map while a push keeps the model; it may gain values for variables the path condition does
     * not mention yet, which never makes it wrong.
     */
    private final List<Map<Var, Long>> models = new ArrayList<>();
    private final List<Witness[]> witnesses = new ArrayList<>();

    private record Witness(Expr atom, Map<Var, Long> values) {
    }

    BranchDecider(SolverLink next, SolverCounters counters) {
        super(next, counters);
        models.add(new HashMap<>());
        witnesses.add(new Witness[WITNESSES_PER_SIZE]);
    }

    @Override
    public Feasibility decide(Expr condition) {
        Boolean holds = holdsInModel(condition);
        if (holds == null) {
            return super.decide(condition);          // the model divides by zero: two queries, as a plain link
        }
        counters.queries++;
        counters.byModel++;
        if (holds) {
            return ask(Exprs.not(condition)) ? Feasibility.BOTH : Feasibility.TRUE_ONLY;
        }
        return ask(condition) ? Feasibility.BOTH : Feasibility.FALSE_ONLY;
    }

    @Override
    public Boolean sideInModel(Expr condition) {
        return holdsInModel(condition);
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        if (Boolean.TRUE.equals(holdsInModel(condition))) {
            counters.queries++;
            counters.byModel++;
            return true;
        }
        return ask(condition);
    }

    private boolean ask(Expr query) {
        counters.queries++;
        Map<Var, Long> repaired = ModelRepair.repair(constraints, models.get(constraints.size()), query);
        if (repaired != null) {
            counters.byModel++;
            keep(query, repaired);
            return true;
        }
        boolean sat = next.isSatisfiable(query);
        if (sat) {
            keep(query, next.lastModel());
        }
        return sat;
    }

    /** Keeps the values that, over the current model, satisfy the path condition and {@code query}. */
    private void keep(Expr query, Map<Var, Long> values) {
        Witness[] slots = witnesses.get(constraints.size());
        System.arraycopy(slots, 0, slots, 1, slots.length - 1);
        slots[0] = new Witness(ConditionSimplifier.simplify(query), values);
    }

    /** The condition's value under the current model (completed within ranges), or null if it divides by zero. */
    private Boolean holdsInModel(Expr condition) {
        Map<Var, Long> model = models.get(constraints.size());
        condition.forEachVar(v -> model.computeIfAbsent(v, BranchDecider::defaultValue));
        try {
            return condition.eval(model) != 0;
        } catch (ArithmeticException e) {
            return null;
        }
    }

    /** A value for a variable the path condition does not constrain: 0, or the bound of its range nearest 0. */
    static long defaultValue(Var v) {
        if (v.type() == bliss.spf.symbolic.Type.STRING) {
            return 0; // the empty text
        }
        long min = Math.max(v.min(), ConditionSimplifier.typeMin(v.type()));
        long max = Math.min(v.max(), ConditionSimplifier.typeMax(v.type()));
        return min > 0 ? min : max < 0 ? max : 0;
    }

    @Override
    Map<Var, Long> lastModel() {
        throw new UnsupportedOperationException("the head of the chain keeps its models itself");
    }

    @Override
    public void push(Expr condition) {
        int size = constraints.size();
        Map<Var, Long> current = models.get(size);
        Map<Var, Long> model = null;
        if (Boolean.TRUE.equals(holdsInModel(condition))) {
            model = current;
        } else {
            Map<Var, Long> witness = witnessFor(size, condition);
            if (witness != null) {
                model = overlay(current, witness);
            }
        }
        next.push(condition);
        constraints.add(condition);
        if (model == null) {
            model = overlay(current, next.model());  // pushed without a query that found it satisfiable
        }
        models.add(model);
        witnesses.add(new Witness[WITNESSES_PER_SIZE]);
    }

    private Map<Var, Long> witnessFor(int size, Expr condition) {
        Expr atom = ConditionSimplifier.simplify(condition);
        for (Witness w : witnesses.get(size)) {
            if (w != null && w.atom.equals(atom)) {
                return w.values;
            }
        }
        return null;
    }

    private static Map<Var, Long> overlay(Map<Var, Long> model, Map<Var, Long> values) {
        if (values.isEmpty()) {
            return model;
        }
        Map<Var, Long> result = new HashMap<>(model);
        result.putAll(values);
        return result;
    }

    @Override
    public void popTo(int size) {
        if (size < 0 || size > constraints.size()) {
            throw new IllegalArgumentException("popTo(" + size + ") on a path condition of " + constraints.size());
        }
        constraints.subList(size, constraints.size()).clear();
        models.subList(size + 1, models.size()).clear();
        witnesses.subList(size + 1, witnesses.size()).clear();
        next.popTo(size);
    }

    @Override
    public int size() {
        return constraints.size();
    }

    @Override
    public List<Expr> constraints() {
        return List.copyOf(constraints);
    }

    /** The kept model: values for every variable of the path condition, and perhaps for a few others. */
    @Override
    public Map<Var, Long> model() {
        return Map.copyOf(models.get(constraints.size()));
    }
}
