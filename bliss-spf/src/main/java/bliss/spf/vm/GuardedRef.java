package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Type;

import java.util.ArrayList;
import java.util.List;

/**
 * A guarded reference (the POSE paper's ite over references): a reference whose target the path has not decided, as
 * alternatives (guard, target), a target an object or null. It lives in locals, operand stacks and fields as any
 * reference; the interpreter reads and writes through it without forking ({@code GETFIELD}, {@code PUTFIELD},
 * comparisons) and makes it definite ({@link ExecutionHooks#resolve}) wherever it needs one object.
 *
 * <pre>
 * @invariant the guards are mutually exclusive, none is a constant, there are at least two alternatives, the
 *            targets are distinct, and the path condition implies the disjunction of the guards
 * </pre>
 * Immutable.
 */
public final class GuardedRef {

    private final Expr[] guards;
    private final VmObject[] targets;

    private GuardedRef(Expr[] guards, VmObject[] targets) {
        this.guards = guards;
        this.targets = targets;
    }

    /**
     * The reference that is {@code values[i]} where {@code guards[i]} holds: a guarded value of a value is
     * flattened (its guards conjoined), alternatives with the same target merged (their guards disjoined), those
     * whose guard is constant false dropped.
     *
     * @requires the guards are mutually exclusive and the path condition implies their disjunction; each value is
     *           null, a {@link VmObject} or a {@link GuardedRef}
     * @return the single target (an object or null) when one is left, else a guarded reference
     */
    public static Object select(List<Expr> guards, List<Object> values) {
        List<Expr> gs = new ArrayList<>();
        List<VmObject> ts = new ArrayList<>();
        for (int i = 0; i < guards.size(); i++) {
            Expr g = guards.get(i);
            if (values.get(i) instanceof GuardedRef h) {
                for (int j = 0; j < h.guards.length; j++) {
                    add(gs, ts, conjoin(g, h.guards[j]), h.targets[j]);
                }
            } else {
                add(gs, ts, g, (VmObject) values.get(i));
            }
        }
        if (ts.size() == 1) {
            return ts.get(0);
        }
        if (ts.isEmpty()) {
            throw new IllegalStateException("no alternative left of " + guards);
        }
        return new GuardedRef(gs.toArray(Expr[]::new), ts.toArray(VmObject[]::new));
    }

    /**
     * {@code a && b}, folded where both are conjunctions of choice equalities ({@code v == c}, {@link #choice}): a
     * variable equal to two constants is false, one equality twice is once. A guard read through a guarded
     * reference repeats its own variable often ({@code s.next} where s is {@code this.next}).
     */
    public static Expr conjoin(Expr a, Expr b) {
        java.util.Map<Expr, Expr> eqs = new java.util.LinkedHashMap<>();
        List<Expr> rest = new ArrayList<>();
        if (!split(a, eqs, rest) || !split(b, eqs, rest)) {
            return Const.FALSE;
        }
        Expr out = Const.TRUE;
        for (java.util.Map.Entry<Expr, Expr> e : eqs.entrySet()) {
            out = Exprs.and(out, Exprs.compare(Compare.Op.EQ, e.getKey(), e.getValue()));
        }
        for (Expr r : rest) {
            out = Exprs.and(out, r);
        }
        return out;
    }

    /**
     * Adds the conjuncts of {@code g} (as {@link Exprs#and} builds them) to {@code eqs} (choice equalities, variable
     * to constant) and {@code rest}.
     *
     * @return false when an equality contradicts one in {@code eqs}
     */
    private static boolean split(Expr g, java.util.Map<Expr, Expr> eqs, List<Expr> rest) {
        if (g instanceof Compare c && c.op() == Compare.Op.NE && c.right() instanceof Const z && z.value() == 0
                && c.left() instanceof bliss.spf.symbolic.Ite i && i.otherwise() instanceof Const o && o.value() == 0
                && i.then() instanceof bliss.spf.symbolic.Ite j && j.then() instanceof Const one && one.value() == 1
                && j.otherwise() instanceof Const zero && zero.value() == 0) {
            return split(i.cond(), eqs, rest) && split(j.cond(), eqs, rest); // and(a, b) = ite(a, ite(b, 1, 0), 0) != 0
        }
        if (g instanceof Compare c && c.op() == Compare.Op.EQ && c.left() instanceof bliss.spf.symbolic.Var
                && c.right() instanceof Const k) {
            Expr before = eqs.putIfAbsent(c.left(), k);
            return before == null || before.equals(k);
        }
        if (g instanceof Const k) {
            return k.value() != 0;
        }
        if (!rest.contains(g)) {
            rest.add(g);
        }
        return true;
    }

    private static void add(List<Expr> gs, List<VmObject> ts, Expr g, VmObject t) {
        if (g instanceof Const k && k.value() == 0) {
            return;
        }
        int at = ts.indexOf(t); // identity: VmObject does not override equals
        if (at >= 0) {
            gs.set(at, Exprs.or(gs.get(at), g));
        } else {
            gs.add(g);
            ts.add(t);
        }
    }

    /** The number of alternatives (at least two). */
    public int size() {
        return targets.length;
    }

    public Expr guard(int i) {
        return guards[i];
    }

    /** The target of alternative {@code i}: an object, or null. */
    public VmObject target(int i) {
        return targets[i];
    }

    /** The condition that the reference is null: the null alternative's guard, or constant false. */
    public Expr nullGuard() {
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] == null) {
                return guards[i];
            }
        }
        return Const.FALSE;
    }

    /**
     * The reference where it is not null.
     *
     * @requires the path condition implies !nullGuard()
     * @return a guarded reference, or the one object left
     */
    public Object nonNull() {
        List<Expr> gs = new ArrayList<>();
        List<Object> ts = new ArrayList<>();
        for (int i = 0; i < targets.length; i++) {
            if (targets[i] != null) {
                gs.add(guards[i]);
                ts.add(targets[i]);
            }
        }
        return select(gs, ts);
    }

    /** The condition that two references (each null, an object or guarded) are the same: {@code a == b}. */
    public static Expr same(Object a, Object b) {
        Expr out = Const.FALSE;
        for (int i = 0; i < count(a); i++) {
            for (int j = 0; j < count(b); j++) {
                if (targetOf(a, i) == targetOf(b, j)) {
                    out = Exprs.or(out, conjoin(guardOf(a, i), guardOf(b, j)));
                }
            }
        }
        return out;
    }

    private static int count(Object v) {
        return v instanceof GuardedRef g ? g.targets.length : 1;
    }

    private static VmObject targetOf(Object v, int i) {
        return v instanceof GuardedRef g ? g.targets[i] : (VmObject) v;
    }

    private static Expr guardOf(Object v, int i) {
        return v instanceof GuardedRef g ? g.guards[i] : Const.TRUE;
    }

    /**
     * The value that is {@code values[i]} where {@code guards[i]} holds, for primitive values: an if-then-else
     * chain, the last alternative's value where no earlier guard holds.
     *
     * @requires as {@link #select}; each value an {@link Expr} of one type
     */
    public static Expr ite(List<Expr> guards, List<Expr> values) {
        int n = values.size();
        Expr out = values.get(n - 1);
        for (int i = n - 2; i >= 0; i--) {
            out = Exprs.ite(guards.get(i), values.get(i), out);
        }
        return out;
    }

    /** A primitive value in interpreter form (a concrete {@code p} or a symbolic {@code r}) as an expression. */
    static Expr term(long p, Object r, boolean wide) {
        if (r != null) {
            return (Expr) r;
        }
        return wide ? Const.ofLong(p) : Const.ofInt((int) p);
    }

    /** {@code guard} as a one-conjunct alternative of a switch ({@link ExecutionHooks#choose}). */
    static List<Expr> alternative(Expr guard) {
        return List.of(guard);
    }

    /** The equality {@code v == i} of a choice variable: the guard of its {@code i}th candidate. */
    public static Expr choice(Expr variable, int i) {
        return Exprs.compare(Compare.Op.EQ, variable, variable.type() == Type.LONG ? Const.ofLong(i) : Const.ofInt(i));
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("guarded(");
        for (int i = 0; i < targets.length; i++) {
            b.append(i == 0 ? "" : ", ").append(guards[i]).append(" -> ").append(targets[i]);
        }
        return b.append(')').toString();
    }
}
