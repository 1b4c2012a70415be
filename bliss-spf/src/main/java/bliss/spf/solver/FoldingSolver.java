package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Type;
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
final class FoldingSolver extends ForwardingLink {

    /** The path condition as pushed (before simplification). */
    private final List<Expr> constraints = new ArrayList<>();
    /** The simplified path condition, and how often each atom occurs in it. */
    private final List<Expr> atoms = new ArrayList<>();
    private final Map<Expr, Integer> occurrences = new HashMap<>();
    /** The expressions the path condition equates to a constant ({@code e == c} atoms): their constants. */
    private final Map<Expr, Long> constants = new HashMap<>();
    /** The variables the path condition fixes ({@link #valueOf}): their values. */
    private final Map<Var, Const> values = new HashMap<>();
    private boolean answeredHere;

    FoldingSolver(SolverLink next, SolverCounters counters) {
        super(next, counters);
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        Expr atom = withKnownValues(ConditionSimplifier.simplify(condition));
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
        Expr passed = withKnownValues(atom); // before its own value is known: the atom that fixes it stays
        Map.Entry<Var, Const> fixed = valueOf(atom);
        if (fixed != null) {
            values.putIfAbsent(fixed.getKey(), fixed.getValue());
        }
        next.push(passed);
    }

    /**
     * A floating-point atom with each variable the path condition fixes replaced by its value (and folded again:
     * {@code (int) (n * loadFactor)} after {@code loadFactor == 0.75f} is a choice of ints when n has few values,
     * {@link bliss.spf.symbolic.Exprs#floating}); any other atom as it is. Equal under the path condition, which
     * holds the fixing atoms for as long as the atoms after them.
     */
    private Expr withKnownValues(Expr atom) {
        if (values.isEmpty() || !hasFloating(atom)) {
            return atom;
        }
        return ConditionSimplifier.simplify(bliss.spf.symbolic.Exprs.substitute(atom, values));
    }

    /** Whether a floating-point instruction is part of {@code e}. */
    static boolean hasFloating(Expr e) {
        return (Theories.of(e) & Theories.FLOATS) != 0;
    }

    /**
     * The variable an atom fixes and its value: {@code x == c} of an int or long x, or {@code fcmp(x, c) == 0} of a
     * float or double x and a c that is no zero (two of which compare equal) and no NaN (equal to nothing), which
     * only c's own bits meet; else null.
     */
    private static Map.Entry<Var, Const> valueOf(Expr atom) {
        if (!(atom instanceof Compare c) || c.op() != Compare.Op.EQ || !(c.right() instanceof Const k)) {
            return null;
        }
        if (c.left() instanceof Var x && (x.type() == Type.INT || x.type() == Type.LONG)) {
            return Map.entry(x, k);
        }
        if (k.value() == 0 && c.left() instanceof Floating f && f.left() instanceof Var x
                && f.right() instanceof Const v && isComparison(f.op()) && x.type() == v.type()
                && !isZeroOrNaN(v)) {
            return Map.entry(x, v);
        }
        return null;
    }

    private static boolean isComparison(Floating.Op op) {
        return op == Floating.Op.FCMPL || op == Floating.Op.FCMPG || op == Floating.Op.DCMPL
                || op == Floating.Op.DCMPG;
    }

    private static boolean isZeroOrNaN(Const v) {
        double d = v.type() == Type.FLOAT ? Float.intBitsToFloat((int) v.value()) : Double.longBitsToDouble(v.value());
        return d == 0 || Double.isNaN(d);
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
            Map.Entry<Var, Const> fixed = valueOf(atom);
            if (fixed != null && !occurrences.containsKey(atom)) {
                values.remove(fixed.getKey());
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
}
