package bliss.spf.explore;

import bliss.spf.vm.Interpreter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

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
    /** Told of each lazy choice point whose alternatives are all explored; null for none. */
    private final Consumer<ChoicePoint> exhausted;
    /** Read into {@link ChoicePoint#openedAt} when a point opens; null for none. */
    private final LongSupplier clock;

    DepthFirstSearcher(Machine machine) {
        this(machine, null, null);
    }

    /**
     * @param exhausted told of every lazy choice point once all its alternatives are explored, with the state (heap,
     *                  path condition) restored to just before its read
     * @param clock     a count read into each choice point when it opens
     */
    DepthFirstSearcher(Machine machine, Consumer<ChoicePoint> exhausted, LongSupplier clock) {
        this.machine = machine;
        this.exhausted = exhausted;
        this.clock = clock;
    }

    @Override
    public void begin(Subtree unit) {
        stack.clear();
        machine.startAt(unit);
    }

    @Override
    public void opened(ChoicePoint cp, Interpreter in) {
        cp.frames = in.snapshot();
        if (clock != null) {
            cp.openedAt = clock.getAsLong();
        }
        stack.add(cp);
    }

    @Override
    public void taken(ChoicePoint cp) {
    }

    @Override
    public void closed(ChoicePoint cp) {
        if (exhausted != null && cp.kind == ChoicePoint.Kind.LAZY) {
            exhausted.accept(cp); // no candidate was accepted: each was undone
        }
        stack.remove(stack.size() - 1);
    }

    @Override
    public boolean next() {
        while (!stack.isEmpty()) {
            ChoicePoint cp = stack.get(stack.size() - 1);
            if (cp.hasMore() && machine.backtrackTo(cp)) {
                return true;
            }
            if (exhausted != null && cp.kind == ChoicePoint.Kind.LAZY) {
                machine.state.restore(cp);
                exhausted.accept(cp);
            }
            stack.remove(stack.size() - 1);
            machine.state.close(cp);
        }
        return false;
    }

    /**
     * Gives up the untried alternatives of the open choice points newer than the newest one {@code keep} accepts (all
     * of them when none does): the next path backtracks to that one.
     */
    void cutAbove(Predicate<ChoicePoint> keep) {
        while (!stack.isEmpty() && !keep.test(stack.get(stack.size() - 1))) {
            ChoicePoint cp = stack.remove(stack.size() - 1);
            machine.state.close(cp);
        }
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
