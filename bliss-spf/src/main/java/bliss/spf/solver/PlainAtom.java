package bliss.spf.solver;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

/**
 * A plain comparison: {@code x op y} between two variables, or {@code x op c} with a constant (when {@code y} is
 * null). No arithmetic, so its meaning over the integers is the Java one: a comparison of values that are in range.
 * An int variable widened to long ({@code i2l(x)}) is the variable itself: sign extension keeps its value.
 */
record PlainAtom(Compare.Op op, Var x, Var y, long c) {

    /** The condition as a plain comparison, or null when it is not one (arithmetic, conversions, constants only). */
    static PlainAtom of(Expr condition) {
        if (condition instanceof Not n) {
            PlainAtom inner = of(n.operand());
            return inner == null ? null : new PlainAtom(inner.op.negate(), inner.x, inner.y, inner.c);
        }
        if (!(condition instanceof Compare cmp)) {
            return null;
        }
        Var left = variable(cmp.left());
        Var right = variable(cmp.right());
        if (left != null && right != null) {
            return new PlainAtom(cmp.op(), left, right, 0);
        }
        if (left != null && cmp.right() instanceof Const k) {
            return new PlainAtom(cmp.op(), left, null, k.value());
        }
        if (right != null && cmp.left() instanceof Const k) {
            return new PlainAtom(cmp.op().flip(), right, null, k.value());
        }
        return null;
    }

    private static Var variable(Expr term) {
        if (term instanceof Var v) {
            return v;
        }
        if (term instanceof Unary u && u.op() == Unary.Op.I2L && u.operand() instanceof Var v) {
            return v;
        }
        return null;
    }
}
