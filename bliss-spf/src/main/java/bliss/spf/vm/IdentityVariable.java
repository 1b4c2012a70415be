package bliss.spf.vm;

import bliss.spf.symbolic.Var;

/**
 * The identity hash code of one input object ({@link InputIdentity}): a variable made at the first request, undone
 * by backtracking.
 */
public final class IdentityVariable {

    private static final String SUFFIX = ".identityHashCode()";

    private Var var;

    /** The name of the object whose identity hash code {@code v} is, or null when it is no such variable. */
    public static String ownerOf(Var v) {
        return v.name().endsWith(SUFFIX) ? v.name().substring(0, v.name().length() - SUFFIX.length()) : null;
    }

    /** The variable, made now (named {@code <owner>.identityHashCode()}) when no run on this path asked before. */
    public Var get(Vm vm, String owner) {
        if (var == null) {
            take(vm, vm.newVar(owner + SUFFIX, 'I'));
        }
        return var;
    }

    /** The variable, or null while no run asked for it. */
    public Var ifMade() {
        return var;
    }

    /** Takes another heap's variable for the same object (SymSolve's copy of a question's object). */
    public void take(Vm vm, Var v) {
        vm.trail.log(() -> var = null);
        var = v;
    }
}
