package bliss.spf.explore;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.BranchTrace;

import java.util.List;
import java.util.Map;

/**
 * What a path produced, as a value: observers keep it without copying anything from the engine.
 *
 * @param outcome          how the path ended
 * @param exceptionType    the Java name of the exception that escaped the analysed code (for {@link Outcome#EXCEPTION},
 *                         or a normal end of a method analysed without a driver), else null
 * @param exceptionMessage its message, with symbolic parts as terms, or null; for {@link Outcome#UNSUPPORTED}, what
 *                         the engine does not support ({@link bliss.spf.vm.Unsupported#what})
 * @param raised           Java names of the exception classes raised inside the analysed code on the path (with
 *                         repeats), caught or not
 * @param input            the input as lazy initialization decided it; null for {@link Outcome#PRUNED},
 *                         {@link Outcome#ASSUME_FAILED} (no input reaches those ends) and {@link Outcome#UNSUPPORTED}
 * @param pathCondition    the path condition, oldest conjunct first
 * @param model            values of the path condition's variables satisfying it (concrete test inputs), or null
 *                         when no observer asked for models ({@link PathObserver#needsModels})
 * @param choices          the path's choice vector: the alternative taken at each choice point
 * @param location         where the path ended ({@code Class.method(File.java:line)}); null for a normal end
 * @param trace            the path's branches and lazy reads in the user's code, or null when no observer asked for
 *                         them ({@link PathObserver#needsTrace})
 */
public record PathEnd(Outcome outcome, String exceptionType, String exceptionMessage, List<String> raised,
                      PartialStructure input, List<Expr> pathCondition, Map<Var, Long> model, int[] choices,
                      String location, BranchTrace.Events trace) {

    /** Copies what it is given: a path end never changes, and never shares a mutable array with its maker. */
    public PathEnd {
        raised = List.copyOf(raised);
        pathCondition = List.copyOf(pathCondition);
        model = model == null ? null : Map.copyOf(model);
        choices = choices.clone();
    }

    @Override
    public int[] choices() {
        return choices.clone();
    }

    /** Whether the path counts as one (it ended normally, by an exception, at a limit or at unsupported code). */
    public boolean isPath() {
        return outcome != Outcome.PRUNED && outcome != Outcome.ASSUME_FAILED;
    }

    /**
     * The path at its input (POSE, whose path stands for many inputs): the path condition also holds each choice
     * variable whose owner is in the input ({@link PartialStructure#choices}) at the model's value, so that a
     * completion of the input keeps to the input's aliasing, and the trace has the path's branches alone (a POSE path
     * forks at branches only: its reads are no choices); the path itself when it has no choice variables.
     */
    public PathEnd atItsInput() {
        if (input == null || model == null || input.choices().isEmpty()) {
            return this;
        }
        java.util.Set<String> present = new java.util.HashSet<>();
        for (PartialStructure.Node n : input.nodes()) {
            present.add(n.name());
        }
        List<Expr> pinned = new java.util.ArrayList<>(pathCondition);
        for (PartialStructure.Choice c : input.choices()) {
            if (c.owner() == null || present.contains(c.owner())) {
                pinned.add(bliss.spf.symbolic.Exprs.compare(bliss.spf.symbolic.Compare.Op.EQ, c.variable(),
                        bliss.spf.symbolic.Const.ofInt(model.getOrDefault(c.variable(), 0L).intValue())));
            }
        }
        return new PathEnd(outcome, exceptionType, exceptionMessage, raised, input, pinned, model, choices, location,
                trace == null ? null : trace.branches());
    }
}
