package bliss.spf.explore;

import bliss.spf.vm.Interpreter;

import java.util.ArrayList;
import java.util.List;

/**
 * Depth-first search with backtracking of state, no re-execution from the root: every choice point keeps a copy of
 * the frames before its instruction; when a path ends, the latest choice point with alternatives left is restored in
 * place (the undo trail rewinds the heap) and takes its next one. The default searcher: the cheapest per path.
 * {@link #split} gives away the untried alternatives of the oldest open choice point.
 */
final class DepthFirstSearcher implements Searcher {

    private final Machine machine;
    /** The open choice points of the running path below the unit's prefix, oldest first. */
    private final List<ChoicePoint> stack = new ArrayList<>();

    DepthFirstSearcher(Machine machine) {
        this.machine = machine;
    }

    @Override
    public void begin(Subtree unit) {
        stack.clear();
        machine.startAt(unit);
    }

    @Override
    public void opened(ChoicePoint cp, Interpreter in) {
        cp.frames = in.snapshot();
        stack.add(cp);
    }

    @Override
    public void taken(ChoicePoint cp) {
    }

    @Override
    public void closed(ChoicePoint cp) {
        stack.remove(stack.size() - 1);
    }

    @Override
    public boolean next() {
        while (!stack.isEmpty()) {
            ChoicePoint cp = stack.get(stack.size() - 1);
            if (cp.hasMore() && machine.backtrackTo(cp)) {
                return true;
            }
            stack.remove(stack.size() - 1);
            machine.state.close(cp);
        }
        return false;
    }

    @Override
    public boolean hasWork() {
        for (ChoicePoint cp : stack) {
            if (cp.hasMore()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Subtree split() {
        for (ChoicePoint cp : stack) {
            if (cp.hasMore()) {
                Subtree given = new Subtree(machine.state.choices(cp.depth), cp.next, cp.end);
                cp.end = cp.next;
                return given;
            }
        }
        return null;
    }
}
