package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.StringOp;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

/**
 * Which of Z3's theories a condition's translation ({@link JavaBitVectors}) needs beyond bit-vectors: floating point
 * (an instruction of {@link Floating}) and strings (a {@link StringOp} or a string variable).
 */
final class Theories {

    /** Bit: the condition uses floating-point arithmetic. */
    static final int FLOATS = 1;
    /** Bit: the condition uses strings. */
    static final int STRINGS = 2;

    private Theories() {
    }

    /** @return the {@link #FLOATS} and {@link #STRINGS} bits of the theories {@code e}'s translation uses */
    static int of(Expr e) {
        return of(e, java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()));
    }

    /** Each shared subterm is walked once. */
    private static int of(Expr e, java.util.Set<Expr> seen) {
        if (e == null || e instanceof Const || !seen.add(e)) {
            return 0;
        }
        if (e instanceof Var v) {
            return v.type() == Type.STRING ? STRINGS : 0;
        }
        if (e instanceof Floating f) {
            return FLOATS | of(f.left(), seen) | of(f.right(), seen);
        }
        if (e instanceof StringOp s) {
            return STRINGS | of(s.left(), seen) | of(s.right(), seen);
        }
        if (e instanceof Binary b) {
            return of(b.left(), seen) | of(b.right(), seen);
        }
        if (e instanceof Compare c) {
            return of(c.left(), seen) | of(c.right(), seen);
        }
        if (e instanceof Unary u) {
            return of(u.operand(), seen);
        }
        if (e instanceof Not n) {
            return of(n.operand(), seen);
        }
        Ite i = (Ite) e;
        return of(i.cond(), seen) | of(i.then(), seen) | of(i.otherwise(), seen);
    }
}
