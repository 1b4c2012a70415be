package bliss.spf.vm;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;

import java.util.ArrayList;
import java.util.List;

/**
 * A guarded reference (the POSE paper's symbolic reference with its ite over objects): a reference whose target the
 * path has not decided. It is a <em>location</em>, an int term whose value is the identity hash of the target (0 for
 * null, {@link #id}), with the objects it may be; alternative {@code i} is target {@code i} where
 * {@code location == id(target i)}. A location is a variable (a choice variable of a first read, or a name the path
 * condition defines for the ite of a read or write through guarded references), so terms stay small however long a
 * loop follows references. It lives in locals, operand stacks and fields as any reference; the interpreter reads and
 * writes through it without forking ({@code GETFIELD}, {@code PUTFIELD}, comparisons) and makes it definite
 * ({@link ExecutionHooks#resolve}) wherever it needs one object.
 *
 * <pre>
 * @invariant at least two targets, distinct; the path condition implies that the location is the id of one of them
 * </pre>
 * Immutable.
 */
public final class GuardedRef {

    private final Expr location;
    private final VmObject[] targets;

    private GuardedRef(Expr location, VmObject[] targets) {
        this.location = location;
        this.targets = targets;
    }

    /**
     * The reference at {@code location} among {@code targets} (duplicates dropped).
     *
     * @requires the path condition implies location is the id of one of the targets
     * @return the one target when one is left, else a guarded reference
     */
    public static Object of(Expr location, List<VmObject> targets) {
        List<VmObject> ts = new ArrayList<>();
        for (VmObject t : targets) {
            if (!ts.contains(t)) { // identity: VmObject does not override equals
                ts.add(t);
            }
        }
        if (ts.size() == 1) {
            return ts.get(0);
        }
        return new GuardedRef(location, ts.toArray(VmObject[]::new));
    }

    /** The id of an object in locations: its identity hash (unique on a path, never 0); 0 for null. */
    public static long id(VmObject o) {
        return o == null ? 0 : o.hash;
    }

    /** The location of any reference value: a guarded reference's, else its id as a constant. */
    public static Expr location(Object v) {
        return v instanceof GuardedRef g ? g.location : Const.ofInt((int) id((VmObject) v));
    }

    /** The objects (and null) a reference value may be. */
    public static List<VmObject> targets(Object v) {
        return v instanceof GuardedRef g ? java.util.Arrays.asList(g.targets) : java.util.Collections.singletonList((VmObject) v);
    }

    /** The number of alternatives (at least two). */
    public int size() {
        return targets.length;
    }

    /** The condition of alternative {@code i}: {@code location == id(target i)}. */
    public Expr guard(int i) {
        return Exprs.compare(Compare.Op.EQ, location, Const.ofInt((int) id(targets[i])));
    }

    /** The target of alternative {@code i}: an object, or null. */
    public VmObject target(int i) {
        return targets[i];
    }

    /** The condition that the reference is null: constant false when null is no target. */
    public Expr nullGuard() {
        for (VmObject t : targets) {
            if (t == null) {
                return Exprs.compare(Compare.Op.EQ, location, Const.ofInt(0));
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
        List<VmObject> ts = new ArrayList<>();
        for (VmObject t : targets) {
            if (t != null) {
                ts.add(t);
            }
        }
        return of(location, ts);
    }

    /** The condition that two references (each null, an object or guarded) are the same: {@code a == b}. */
    public static Expr same(Object a, Object b) {
        return Exprs.compare(Compare.Op.EQ, location(a), location(b));
    }

    /**
     * The value that is {@code values[i]} where {@code guards[i]} holds: an if-then-else chain, the last value where
     * no earlier guard holds.
     *
     * @requires the guards are mutually exclusive and the path condition implies their disjunction; each value an
     *           {@link Expr} of one type
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

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("guarded(").append(location);
        for (VmObject t : targets) {
            b.append(", ").append(t);
        }
        return b.append(')').toString();
    }
}
