package bliss.spf.testgen;

import bliss.bounds.ClassSpec;
import bliss.spf.explore.PathEnd;
import bliss.spf.results.StructureDump;
import bliss.target.TargetClass;

/**
 * {@code --dump}'s concrete inputs: each path's input completed as {@code bliss testgen} completes it
 * ({@link Completions}) and checked with the real {@code repOK()}, written one value per line with where it comes from
 * (the path, the path condition, the invariant, or any value).
 */
public final class DumpInputs implements StructureDump.ConcreteInputs, AutoCloseable {

    private final Completion completion;
    private final Execution execution;

    /**
     * The completed inputs of a class, from its JML invariant or, without one, from its repOK ({@link Completions}).
     *
     * @param scope the analysis' scope
     * @throws bliss.UserError when neither is usable (no invariant and SymSolve cannot search the class)
     */
    public static DumpInputs completing(TargetClass target, int scope) {
        ClassSpec spec = ClassSpec.of(target);
        return new DumpInputs(target, spec, scope);
    }

    private DumpInputs(TargetClass target, ClassSpec spec, int scope) {
        this.completion = Completions.of(target, spec, scope);
        this.execution = new Execution(target.loader(), spec.layout(), null, null, null);
    }

    @Override
    public String describe(PathEnd end) {
        Completion.Result r = completion.complete(end);
        if (!r.completed()) {
            return "    none: " + r.uncompletable() + "\n";
        }
        String failure = execution.repOKFailure(r.input());
        if (failure != null) {
            return "    not valid: the completion satisfies " + completion.source() + " but fails the real repOK (a "
                    + "weaker invariant than repOK, or a bug in bliss): " + failure + "\n"
                    + r.input().describe("    ");
        }
        return "    (valid: the real repOK() holds; on the right, where each value comes from)\n"
                + r.input().describe("    ");
    }

    @Override
    public void close() {
        execution.close();
        completion.close();
    }
}
