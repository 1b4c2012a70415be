package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The first link: simplifies every condition ({@link ConditionSimplifier}) and answers a query without further
 * work when it folds to a constant, when it is already in the path condition, or when its negation is, or when it
 * compares with a constant an expression that the path condition equates to a constant ({@code (k & 15) == 3} after
 * {@code (k & 15) == 0}: a switch on a hashed key's bucket). The links behind it see only simplified conditions.
 */
final class FoldingSolver extends SolverLink {

    private final SolverLink next;
    /** The path condition as pushed (before simplification). */
    private final List<Expr> constraints = new ArrayList<>();
    /** The simplified path condition, and how often each atom occurs in it. */
    private final List<Expr> atoms = new ArrayList<>();
    private final Map<Expr, Integer> occurrences = new HashMap<>();
    /** The expressions the path condition equates to a constant ({@code e == c} atoms): their constants. */
    private final Map<Expr, Long> constants = new HashMap<>();
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
        if (atom instanceof Compare c && c.right() instanceof Const k && constants.containsKey(c.left())) {
            counters.folded++; // under the path condition the left side is that constant: the atom is decided
            return c.op().test(constants.get(c.left()), k.value());
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
        if (constantOf(atom) instanceof Compare c) {
            constants.putIfAbsent(c.left(), ((Const) c.right()).value());
        }
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
            if (constantOf(atom) instanceof Compare c && !occurrences.containsKey(atom)) {
                constants.remove(c.left()); // its last occurrence (a second equation would repeat it)
            }
        }
        next.popTo(size);
    }

    /** The atom if it is {@code e == c} with e not constant, else null. */
    private static Expr constantOf(Expr atom) {
        return atom instanceof Compare c && c.op() == Compare.Op.EQ && c.right() instanceof Const
                && !(c.left() instanceof Const) ? c : null;
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

    @Override
    public void queryLimit(long millis) {
        next.queryLimit(millis);
    }
}
