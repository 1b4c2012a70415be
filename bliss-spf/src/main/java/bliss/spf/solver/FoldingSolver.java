package bliss.spf.solver;

import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The first link: simplifies every condition ({@link ConditionSimplifier}) and answers a query without further
 * work when it folds to a constant, when it is already in the path condition, or when its negation is. The links
 * behind it see only simplified conditions.
 */
final class FoldingSolver extends SolverLink {

    private final SolverLink next;
    /** The path condition as pushed (before simplification). */
    private final List<Expr> constraints = new ArrayList<>();
    /** The simplified path condition, and how often each atom occurs in it. */
    private final List<Expr> atoms = new ArrayList<>();
    private final Map<Expr, Integer> occurrences = new HashMap<>();
    private boolean answeredHere;

    FoldingSolver(SolverLink next, SolverCounters counters) {
        super(counters);
        this.next = next;
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        Expr atom = ConditionSimplifier.simplify(condition);
        answeredHere = true;
        if (atom instanceof Const c) {
            counters.folded++;
            return c.value() != 0;
        }
        if (occurrences.containsKey(atom)) {
            counters.folded++;
            return true;
        }
        if (occurrences.containsKey(ConditionSimplifier.negate(atom))) {
            counters.folded++;
            return false;
        }
        answeredHere = false;
        return next.isSatisfiable(atom);
    }

    @Override
    Map<Var, Long> lastModel() {
        // A constant true, or an atom of the path condition, holds in every model of the path condition.
        return answeredHere ? Map.of() : next.lastModel();
    }

    @Override
    public void push(Expr condition) {
        Expr atom = ConditionSimplifier.simplify(condition);
        constraints.add(condition);
        atoms.add(atom);
        occurrences.merge(atom, 1, Integer::sum);
        next.push(atom);
    }

    @Override
    public void popTo(int size) {
        if (size < 0 || size > atoms.size()) {
            throw new IllegalArgumentException("popTo(" + size + ") on a path condition of " + atoms.size());
        }
        while (atoms.size() > size) {
            Expr atom = atoms.remove(atoms.size() - 1);
            constraints.remove(constraints.size() - 1);
            occurrences.computeIfPresent(atom, (a, n) -> n == 1 ? null : n - 1);
        }
        next.popTo(size);
    }

    @Override
    public int size() {
        return atoms.size();
    }

    @Override
    public List<Expr> constraints() {
        return List.copyOf(constraints);
    }

    @Override
    public Map<Var, Long> model() {
        return next.model();
    }

    @Override
    public void close() {
        next.close();
    }

    @Override
    public void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        next.deadline(nanoTime, clock);
    }
}
