package bliss.spf.explore;

import bliss.spf.vm.Frame;
import bliss.spf.vm.Interpreter;

/**
 * What searchers move: the path state, the executor and the interpreter of the main path, with the frames every path
 * starts from. Two ways to the next path: back to a choice point in place (its frames copied back, the choosing
 * instruction re-executed), or back to the root and a replay of a choice vector.
 */
final class Machine {

    final PathState state;
    final Executor executor;
    final Interpreter main;
    private Frame[] rootFrames;

    Machine(PathState state, Executor executor, Interpreter main) {
        this.state = state;
        this.executor = executor;
        this.main = main;
    }

    /** The current frames are where every path starts. */
    void markRoot() {
        state.markRoot();
        rootFrames = main.snapshot();
    }

    /** Back to the root; the next run follows {@code unit} (replays its prefix, resumes its choice point). */
    void startAt(Subtree unit) {
        state.restoreRoot();
        main.restore(rootFrames);
        main.resetSteps();
        executor.follow(unit);
    }

    /**
     * Back to choice point {@code cp} in place, with its next alternative: a lazy or value choice takes it now (candidates the
     * technique drops cost no frame copy), a branch or switch when its instruction is re-executed.
     *
     * @requires cp.frames != null, cp.hasMore()
     * @return false when no candidate of a lazy choice is left
     */
    boolean backtrackTo(ChoicePoint cp) {
        state.restore(cp);
        if (cp.kind == ChoicePoint.Kind.LAZY || cp.kind == ChoicePoint.Kind.VALUE) {
            if (!executor.tryCandidates(cp)) {
                return false;
            }
            state.take(cp, cp.taken); // the re-executed read finds the field decided
            if (cp.kind == ChoicePoint.Kind.VALUE) {
                executor.tookValue(cp);
            }
        } else {
            executor.resumeInPlace(cp);
        }
        main.restore(cp.frames);
        main.resetSteps();
        if (cp.kind == ChoicePoint.Kind.LAZY) {
            main.traceRead(Executor.read(cp.owner, cp.field, cp.target));
        }
        return true;
    }
}
