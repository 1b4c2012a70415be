package bliss.spf.testgen;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * Boundary values: among a path's inputs, a completion prefers one on which each ordering comparison of the path
 * condition holds at its boundary ({@code i >= size} with {@code i == size}, {@code k < key} with {@code k == key - 1})
 * where the rest of the path allows it. A test at a boundary tells the comparison from its off-by-one variants
 * ({@code >} for {@code >=}: PIT's conditional-boundary mutants), which a test inside the range cannot.
 */
final class BoundaryValues {

    /** Comparisons tightened per path at most (each costs one solver call). */
    static final int MAX_ATOMS = 24;

    private BoundaryValues() {
    }

    /**
     * The boundary of each ordering comparison of a path condition, in its order (at most {@link #MAX_ATOMS}):
     * {@code a == b} for {@code a <= b} and {@code a >= b}, {@code a + 1 == b} for {@code a < b}, {@code a == b + 1}
     * for {@code a > b}; a negated comparison as the comparison it means. Equalities and disequalities have none.
     */
    static List<Expr> of(List<Expr> pathCondition) {
        List<Expr> out = new ArrayList<>();
        for (Expr e : pathCondition) {
            Expr b = boundary(e);
            if (b != null && out.size() < MAX_ATOMS) {
                out.add(b);
            }
        }
        return out;
    }

    private static Expr boundary(Expr e) {
        boolean negated = e instanceof Not;
        if (!((negated ? ((Not) e).operand() : e) instanceof Compare c)) {
            return null;
        }
        Compare.Op op = negated ? c.op().negate() : c.op();
        Expr one = c.left().type() == Type.LONG ? Const.ofLong(1) : Const.ofInt(1);
        return switch (op) {
            case LE, GE -> Exprs.compare(Compare.Op.EQ, c.left(), c.right());
            case LT -> Exprs.compare(Compare.Op.EQ, Exprs.binary(Binary.Op.ADD, c.left(), one), c.right());
            case GT -> Exprs.compare(Compare.Op.EQ, c.left(), Exprs.binary(Binary.Op.ADD, c.right(), one));
            case EQ, NE -> null;
        };
    }
}
