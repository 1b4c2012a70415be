package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.bounds.HeapAtoms;
import bliss.target.TargetClass;

/**
 * The one place where a class's {@link Completion} is chosen: from its JML invariant when it has one
 * ({@link InvariantCompletion}: Z3 over the invariant and the path condition), else from its {@code repOK()} alone
 * ({@link RepOkCompletion}: SymSolve's witness, the path condition as PLI's filter). Used by {@code bliss testgen} and
 * by {@code analyze --dump}.
 */
public final class Completions {

    private Completions() {
    }

    /** Whether the class is completed from repOK alone (it has no JML invariant). */
    public static boolean fromRepOk(ClassSpec spec) {
        return spec.invariant().clauses().isEmpty();
    }

    /**
     * The technique testgen runs when none is asked for: bliss for a class with a JML invariant and the one node
     * class its bounds support; else pli (repOK only, or an invariant over a class with no node class or several,
     * which bounds do not support; PLI keeps exactly the paths some valid input follows, so every path gets a test).
     */
    public static String defaultTechnique(ClassSpec spec) {
        return fromRepOk(spec) || !HeapAtoms.supports(spec.layout()) ? "pli" : "bliss";
    }

    /**
     * @param spec  the class's specification (its layout and invariant, possibly empty)
     * @param scope at most this many objects of each node class
     * @throws bliss.UserError when SymSolve cannot search a class without an invariant
     */
    public static Completion of(TargetClass target, ClassSpec spec, int scope) {
        return fromRepOk(spec) ? new RepOkCompletion(target, scope)
                : new InvariantCompletion(spec.invariant(), scope, TestGeneration.assignability(target.loader()));
    }
}
