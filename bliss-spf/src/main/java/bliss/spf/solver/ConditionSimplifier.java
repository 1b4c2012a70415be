package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Dags;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.StringOp;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

/**
 * Rewrites a condition into an equivalent one that is simpler for the links behind {@link FoldingSolver}: a
 * constant when the operands' ranges decide it, comparisons of widened ints as ints, a comparison against the
 * result of {@code lcmp} (or any {@code ?:} tree over one pair of operands) as a comparison of that pair, and a
 * canonical orientation so that {@code k < n} and {@code n > k} are the same atom. Every rewrite is an equivalence
 * for all values of the variables within their ranges.
 */
final class ConditionSimplifier {

    private ConditionSimplifier() {
    }

    /**
     * @requires condition.type() == BOOL
     * @return a Const, a Compare or a Not, equivalent to condition for every assignment within the variables' ranges
     */
    static Expr simplify(Expr condition) {
        if (condition instanceof Not n) {
            return negate(simplify(n.operand()));
        }
        if (condition instanceof Compare c) {
            return compare(c.op(), c.left(), c.right());
        }
        if (condition.type() != Type.BOOL) {
            throw new IllegalArgumentException("not a condition: " + condition);
        }
        return condition;
    }

    /** The negation of a simplified condition, simplified. */
    static Expr negate(Expr simplified) {
        if (simplified instanceof Const c) {
            return Const.ofBool(c.value() == 0);
        }
        if (simplified instanceof Compare c) {
            return new Compare(c.op().negate(), c.left(), c.right());
        }
        if (simplified instanceof Not n) {
            return n.operand();
        }
        return new Not(simplified);
    }

    private static Expr compare(Compare.Op op, Expr left, Expr right) {
        if (mayThrow(left) || mayThrow(right)) {
            // Java throws where a divisor is zero, and the solvers find such a condition false there; folding it
            // to a constant would make it hold (or fail) there too.
            return new Compare(op, left, right);
        }
        // Sign extension preserves order, so ints compared as longs compare as ints.
        if (isWidened(left) && isWidened(right)) {
            return compare(op, narrowed(left), narrowed(right));
        }
        if (isWidened(left) && right instanceof Const c) {
            return c.value() == (int) c.value() ? compare(op, narrowed(left), Const.ofInt((int) c.value()))
                    : Const.ofBool(op.test(0, c.value()));       // c lies beyond every int, on one side
        }
        if (left instanceof Const && isWidened(right)) {
            return compare(op.flip(), right, left);
        }
        if (right instanceof Const k) {
            Expr pair = ordering(op, left, k.value());
            if (pair != null) {
                return pair;
            }
        }
        if (left instanceof Const k) {
            Expr pair = ordering(op.flip(), right, k.value());
            if (pair != null) {
                return pair;
            }
        }
        if (left instanceof Const && !(right instanceof Const)
                || left instanceof Var a && right instanceof Var b && a.id() > b.id()) {
            return compare(op.flip(), right, left);
        }
        Boolean decided = byRanges(op, range(left), range(right));
        if (decided != null) {
            return Const.ofBool(decided);
        }
        return Exprs.compare(op, left, right);
    }

    /**
     * Whether evaluating the term may divide by zero (or fail on a string). Each distinct subterm is looked at once
     * ({@link Dags.Fold}).
     */
    static boolean mayThrow(Expr term) {
        if (term instanceof Var || term instanceof Const) {
            return false;
        }
        return new Dags.Fold<Boolean>() {
            @Override
            protected Boolean compute(Expr t) {
                if (t instanceof Binary b) {
                    boolean division = b.op() == Binary.Op.DIV || b.op() == Binary.Op.REM;
                    return division && !(b.right() instanceof Const c && c.value() != 0)
                            || of(b.left()) || of(b.right());
                }
                if (t instanceof Unary u) {
                    return of(u.operand());
                }
                if (t instanceof Ite ite) {
                    return of(ite.cond()) || of(ite.then()) || of(ite.otherwise());
                }
                if (t instanceof Compare c) {
                    return of(c.left()) || of(c.right());
                }
                if (t instanceof Not n) {
                    return of(n.operand());
                }
                if (t instanceof StringOp s) {
                    // charAt and substring have no value out of their string's range (Java throws there), the text
                    // before or after a delimiter none where it does not occur
                    return s.op() == StringOp.Op.CHAR_AT || s.op() == StringOp.Op.DROP || s.op() == StringOp.Op.TAKE
                            || s.op() == StringOp.Op.BEFORE || s.op() == StringOp.Op.AFTER
                            || of(s.left()) || s.right() != null && of(s.right());
                }
                return false;
            }
        }.apply(term);
    }

    private static boolean isWidened(Expr e) {
        return e instanceof Unary u && u.op() == Unary.Op.I2L;
    }

    private static Expr narrowed(Expr widened) {
        return ((Unary) widened).operand();
    }

    // ---- comparisons against a ?: tree over one pair of operands (lcmp and its relatives)

    /** The three orderings of a pair (a, b): a < b, a == b, a > b, as sample values of (a, b). */
    private static final long[][] ORDERINGS = {{0, 1}, {0, 0}, {1, 0}};

    /**
     * {@code tree op k} as a comparison of a and b, when tree is a {@code ?:} tree with constant leaves whose
     * conditions all compare the same pair (a, b): its value is then a function of how a and b are ordered.
     */
    private static Expr ordering(Compare.Op op, Expr tree, long k) {
        if (!(tree instanceof Ite)) {
            return null;
        }
        Expr[] pair = new Expr[2];
        boolean[] holds = new boolean[3];
        for (int o = 0; o < 3; o++) {
            Long value = valueUnder(tree, pair, ORDERINGS[o]);
            if (value == null) {
                return null;
            }
            holds[o] = op.test(value, k);
        }
        Compare.Op byOrdering = opHolding(holds[0], holds[1], holds[2]);
        if (byOrdering == null) {
            return Const.ofBool(holds[0]);
        }
        return compare(byOrdering, pair[0], pair[1]);
    }

    private static Long valueUnder(Expr tree, Expr[] pair, long[] ordering) {
        if (tree instanceof Const c) {
            return c.value();
        }
        if (tree instanceof Ite ite) {
            Boolean cond = conditionUnder(ite.cond(), pair, ordering);
            return cond == null ? null : valueUnder(cond ? ite.then() : ite.otherwise(), pair, ordering);
        }
        return null;
    }

    private static Boolean conditionUnder(Expr cond, Expr[] pair, long[] ordering) {
        if (cond instanceof Not n) {
            Boolean inner = conditionUnder(n.operand(), pair, ordering);
            return inner == null ? null : !inner;
        }
        if (!(cond instanceof Compare c)) {
            return null;
        }
        if (pair[0] == null) {
            pair[0] = c.left();
            pair[1] = c.right();
        }
        if (c.left().equals(pair[0]) && c.right().equals(pair[1])) {
            return c.op().test(ordering[0], ordering[1]);
        }
        if (c.left().equals(pair[1]) && c.right().equals(pair[0])) {
            return c.op().test(ordering[1], ordering[0]);
        }
        return null;
    }

    /** The comparison that holds for exactly the given orderings, or null when it is all or none of them. */
    private static Compare.Op opHolding(boolean lt, boolean eq, boolean gt) {
        if (lt == eq && eq == gt) {
            return null;
        }
        if (lt && eq) {
            return Compare.Op.LE;
        }
        if (eq && gt) {
            return Compare.Op.GE;
        }
        if (lt && gt) {
            return Compare.Op.NE;
        }
        return lt ? Compare.Op.LT : eq ? Compare.Op.EQ : Compare.Op.GT;
    }

    // ---- ranges

    /** Bounds {lo, hi} that every value of the term lies within. */
    static long[] range(Expr term) {
        if (term instanceof Const c) {
            return new long[] {c.value(), c.value()};
        }
        if (term instanceof Var v) {
            return new long[] {Math.max(v.min(), typeMin(v.type())), Math.min(v.max(), typeMax(v.type()))};
        }
        if (term instanceof Unary u) {
            switch (u.op()) {
                case I2L:
                    return range(u.operand());
                case I2B:
                    return new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
                case I2S:
                    return new long[] {Short.MIN_VALUE, Short.MAX_VALUE};
                case I2C:
                    return new long[] {Character.MIN_VALUE, Character.MAX_VALUE};
                default:
                    break;
            }
        }
        return new long[] {typeMin(term.type()), typeMax(term.type())};
    }

    static long typeMin(Type type) {
        return type.bits == 32 ? Integer.MIN_VALUE : type == Type.STRING ? 0 : Long.MIN_VALUE;
    }

    static long typeMax(Type type) {
        return type.bits == 32 ? Integer.MAX_VALUE : type == Type.STRING ? 0 : Long.MAX_VALUE;
    }

    /** The value of {@code a op b} when the ranges of a and b decide it, else null. */
    private static Boolean byRanges(Compare.Op op, long[] a, long[] b) {
        if (a[0] > a[1] || b[0] > b[1]) {
            return null;                          // an empty range: leave it to the solvers, which find it unsatisfiable
        }
        return switch (op) {
            case LT -> a[1] < b[0] ? Boolean.TRUE : a[0] >= b[1] ? Boolean.FALSE : null;
            case LE -> a[1] <= b[0] ? Boolean.TRUE : a[0] > b[1] ? Boolean.FALSE : null;
            case GT -> a[0] > b[1] ? Boolean.TRUE : a[1] <= b[0] ? Boolean.FALSE : null;
            case GE -> a[0] >= b[1] ? Boolean.TRUE : a[1] < b[0] ? Boolean.FALSE : null;
            case EQ -> equality(a, b);
            case NE -> {
                Boolean eq = equality(a, b);
                yield eq == null ? null : !eq;
            }
        };
    }

    private static Boolean equality(long[] a, long[] b) {
        if (a[1] < b[0] || b[1] < a[0]) {
            return Boolean.FALSE;
        }
        return a[0] == a[1] && b[0] == b[1] && a[0] == b[0] ? Boolean.TRUE : null;
    }
}
