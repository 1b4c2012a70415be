package bliss.bounds;

import bliss.jml.CheckedInvariant;
import bliss.jml.JmlExpr;
import bliss.jml.JmlType;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The polarity of every {@code \reach} set of an invariant: whether the invariant gets harder to satisfy as the
 * set grows (negative: {@code (\forall x; s.has(x); ...)}, {@code !s.has(x)}), easier (positive), or neither
 * (both: counts, equivalences).
 *
 * <p>A set used only negatively may be over-approximated without changing satisfiability, since a solver is free
 * to pick the exact set: {@link InvariantTranslator} then states reachability by closure rules alone (edges are in
 * it, it is closed under one more step), a few binary and ternary clauses per tuple, instead of Kodkod's exact
 * closure by iterative squaring. The problem stays equisatisfiable for every set of field tuples, which is all
 * that tight bounds and BLISS's assumptions ask of it.
 */
final class Polarity {

    enum Sign {
        POSITIVE, NEGATIVE, BOTH;

        Sign flip() {
            return this == POSITIVE ? NEGATIVE : this == NEGATIVE ? POSITIVE : BOTH;
        }

        Sign merge(Sign other) {
            return other == null || other == this ? this : BOTH;
        }
    }

    private final CheckedInvariant invariant;
    private final Map<JmlExpr.Reach, Sign> signs = new IdentityHashMap<>();
    /** The sign of every boolean subexpression (an atom, a connective, a quantifier). */
    private final Map<JmlExpr, Sign> formulas = new IdentityHashMap<>();

    private Polarity(CheckedInvariant invariant) {
        this.invariant = invariant;
    }

    static Polarity of(CheckedInvariant invariant) {
        Polarity p = new Polarity(invariant);
        for (JmlExpr clause : invariant.clauses()) {
            p.walk(clause, Sign.POSITIVE);
        }
        return p;
    }

    /** The sign of a reach set's occurrence. */
    Sign of(JmlExpr.Reach r) {
        return signs.getOrDefault(r, Sign.BOTH);
    }

    /**
     * The sign of a boolean subexpression: POSITIVE when replacing it by true can only make the invariant easier to
     * satisfy (and false harder), NEGATIVE the other way round, BOTH otherwise.
     */
    Sign formula(JmlExpr e) {
        return formulas.getOrDefault(e, Sign.BOTH);
    }

    private void walk(JmlExpr e, Sign sign) {
        if (invariant.type(e) != null && invariant.type(e).kind() == JmlType.Kind.BOOLEAN) {
            formulas.merge(e, sign, Sign::merge);
        }
        if (e instanceof JmlExpr.Unary u) {
            walk(u.operand(), u.op() == JmlExpr.UnaryOp.NOT ? sign.flip() : Sign.BOTH);
        } else if (e instanceof JmlExpr.Binary b) {
            switch (b.op()) {
                case AND, OR -> {
                    walk(b.left(), sign);
                    walk(b.right(), sign);
                }
                case IMPLIES -> {
                    walk(b.left(), sign.flip());
                    walk(b.right(), sign);
                }
                default -> {
                    walk(b.left(), Sign.BOTH);
                    walk(b.right(), Sign.BOTH);
                }
            }
        } else if (e instanceof JmlExpr.Conditional c) {
            boolean bool = invariant.type(c).kind() == JmlType.Kind.BOOLEAN;
            walk(c.condition(), Sign.BOTH);
            walk(c.then(), bool ? sign : Sign.BOTH);
            walk(c.otherwise(), bool ? sign : Sign.BOTH);
        } else if (e instanceof JmlExpr.Quantifier q) {
            Sign range = switch (q.kind()) {
                case FORALL -> sign.flip();
                case EXISTS -> sign;
                case NUM_OF -> Sign.BOTH;
            };
            Sign body = q.kind() == JmlExpr.QuantifierKind.NUM_OF ? Sign.BOTH : sign;
            if (q.range() != null) {
                walk(q.range(), range);
            }
            walk(q.body(), body);
        } else if (e instanceof JmlExpr.Has h) {
            if (h.set() instanceof JmlExpr.Reach r) {
                signs.put(r, sign.merge(signs.get(r)));
                walk(r.from(), Sign.BOTH);
            }
            walk(h.element(), Sign.BOTH);
        } else {
            for (JmlExpr child : JmlExpr.children(e)) {
                walk(child, Sign.BOTH);
            }
        }
    }
}
