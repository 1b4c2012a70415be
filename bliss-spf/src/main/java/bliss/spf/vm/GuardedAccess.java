package bliss.spf.vm;

import bliss.layout.HeapAccess;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * The interpreter's field accesses through a {@link GuardedRef} (the POSE paper's Getfield and Putfield rules over
 * ite references): a null dereference is a branch of its own (Java's NullPointerException), then a read gives the
 * ite of the targets' values and a write stores into each target its guarded update, without a choice.
 */
final class GuardedAccess {

    private GuardedAccess() {
    }

    /**
     * Where {@code g} is null the access throws a NullPointerException: a branch on its null guard.
     *
     * @requires the interpreter's frame is synced to the instruction
     * @return g where it is not null: a guarded reference or the one object left
     * @throws VmThrow the NullPointerException, on the path where g is null
     */
    static Object nonNull(Interpreter in, GuardedRef g, String what) {
        Expr isNull = g.nullGuard();
        if (!(isNull instanceof Const) && in.hooks().branch(in, isNull)) {
            throw in.nullPointer(what);
        }
        return isNull instanceof Const k && k.value() != 0 ? null : g.nonNull();
    }

    /**
     * {@code GETFIELD fd} through {@code g}: the value of {@code fd} in each target, as a guarded reference or an ite;
     * an uninitialized field of a target is initialized first (by the hooks, guarded under POSE).
     *
     * @requires the frame synced; fd not floating point; the path condition implies g is not null
     * @effects p[i], r[i] = the value read
     */
    static void read(Interpreter in, Object g, VmField fd, long[] p, Object[] r, int i) {
        GuardedRef ref = (GuardedRef) g;
        List<Expr> guards = new ArrayList<>(ref.size());
        List<Expr> terms = new ArrayList<>(ref.size());
        List<VmObject> targets = new ArrayList<>();
        for (int k = 0; k < ref.size(); k++) {
            VmObject o = ref.target(k);
            guards.add(ref.guard(k));
            Object v = value(in, o, fd);
            if (fd.reference) {
                terms.add(GuardedRef.location(v));
                targets.addAll(GuardedRef.targets(v));
            } else {
                terms.add(v instanceof Expr e ? e : GuardedRef.term(o.p[fd.index], null, fd.wide));
            }
        }
        if (fd.reference) {
            p[i] = 0;
            r[i] = guarded(in, GuardedRef.ite(guards, terms), targets);
        } else {
            Interpreter.setValue(p, r, i, GuardedRef.ite(guards, terms));
        }
    }

    /**
     * {@code PUTFIELD fd} through {@code g} of the value {@code (vp, vr)}: each target's field becomes
     * {@code ite(guard, value, old)}.
     *
     * @requires as {@link #read}
     */
    static void write(Interpreter in, Object g, VmField fd, long vp, Object vr) {
        GuardedRef ref = (GuardedRef) g;
        for (int k = 0; k < ref.size(); k++) {
            VmObject o = ref.target(k);
            Expr guard = ref.guard(k);
            Object old = value(in, o, fd);
            in.vm.trail.log(o, fd.index);
            if (fd.reference) {
                List<VmObject> targets = new ArrayList<>(GuardedRef.targets(vr));
                targets.addAll(GuardedRef.targets(old));
                o.p[fd.index] = 0;
                o.r[fd.index] = guarded(in, bliss.spf.symbolic.Exprs.ite(guard, GuardedRef.location(vr),
                        GuardedRef.location(old)), targets);
            } else {
                Expr oldTerm = old instanceof Expr e ? e : GuardedRef.term(o.p[fd.index], null, fd.wide);
                Expr v = bliss.spf.symbolic.Exprs.ite(guard, GuardedRef.term(vp, vr, fd.wide), oldTerm);
                Interpreter.setValue(o.p, o.r, fd.index, v);
            }
        }
    }

    /**
     * The reference at {@code location} among {@code targets}: the one target, or a guarded reference whose
     * location the hooks name ({@link ExecutionHooks#guarded}).
     */
    private static Object guarded(Interpreter in, Expr location, List<VmObject> targets) {
        Object one = GuardedRef.of(location, targets);
        return one instanceof GuardedRef ? in.hooks().guarded(in, location, targets) : one;
    }

    /**
     * The current value of {@code fd} in {@code o}: a reference (object, null, guarded), or for a primitive field its
     * symbolic term or null when concrete (in {@code o.p}).
     */
    private static Object value(Interpreter in, VmObject o, VmField fd) {
        Object v = o.r[fd.index];
        if (v == HeapAccess.UNINITIALIZED) {
            v = in.hooks().uninitializedRead(in, o, fd);
            if (!fd.reference && !(v instanceof Expr)) {
                return GuardedRef.term(((Number) v).longValue(), null, fd.wide);
            }
        }
        return v;
    }
}
