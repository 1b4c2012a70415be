package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

import java.util.List;
import java.util.Map;

/** Short names for building conditions in tests, and the check that a model satisfies a path condition. */
final class Build {

    private Build() {
    }

    static Expr i(int v) {
        return Const.ofInt(v);
    }

    static Expr l(long v) {
        return Const.ofLong(v);
    }

    static Expr bin(Binary.Op op, Expr a, Expr b) {
        return new Binary(op, a, b);
    }

    static Expr un(Unary.Op op, Expr a) {
        return new Unary(op, a);
    }

    static Expr cmp(Compare.Op op, Expr a, Expr b) {
        return new Compare(op, a, b);
    }

    static Expr lt(Expr a, Expr b) {
        return cmp(Compare.Op.LT, a, b);
    }

    static Expr le(Expr a, Expr b) {
        return cmp(Compare.Op.LE, a, b);
    }

    static Expr gt(Expr a, Expr b) {
        return cmp(Compare.Op.GT, a, b);
    }

    static Expr ge(Expr a, Expr b) {
        return cmp(Compare.Op.GE, a, b);
    }

    static Expr eq(Expr a, Expr b) {
        return cmp(Compare.Op.EQ, a, b);
    }

    static Expr ne(Expr a, Expr b) {
        return cmp(Compare.Op.NE, a, b);
    }

    static Expr not(Expr c) {
        return Exprs.not(c);
    }

    static Var intVar(int id, int min, int max) {
        return new Var(id, "v" + id, bliss.spf.symbolic.Type.INT, min, max);
    }

    static Var longVar(int id, long min, long max) {
        return new Var(id, "w" + id, bliss.spf.symbolic.Type.LONG, min, max);
    }

    /** Whether the values satisfy every condition, under Java's semantics ({@link Expr#eval}). */
    static boolean satisfiesAll(List<Expr> conditions, Map<Var, Long> values) {
        for (Expr c : conditions) {
            if (!holds(c, values)) {
                return false;
            }
        }
        return true;
    }

    /** True iff the condition evaluates to true; false where Java throws (division by zero). */
    static boolean holds(Expr condition, Map<Var, Long> values) {
        try {
            return condition.eval(values) != 0;
        } catch (ArithmeticException e) {
            return false;
        }
    }

    /** True when every variable has a value within its range. */
    static boolean inRanges(List<Expr> conditions, Map<Var, Long> values) {
        boolean[] ok = {true};
        for (Expr c : conditions) {
            c.forEachVar(v -> {
                Long x = values.get(v);
                ok[0] &= x != null && x >= v.min() && x <= v.max()
                        && (v.type() != bliss.spf.symbolic.Type.INT || x == (int) (long) x);
            });
        }
        return ok[0];
    }
}
