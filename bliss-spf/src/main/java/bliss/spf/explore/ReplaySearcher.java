package bliss.spf.explore;

import bliss.spf.vm.Interpreter;

/**
 * Search by replay: every path runs from the root. At each choice point the path takes the first alternative that
 * holds and leaves the rest to a {@link Frontier} as a {@link Subtree} (its choice vector so far and the alternatives
 * left); when a path ends, the frontier's order picks the next subtree, and the machine returns to the root and
 * replays its choice vector. No frames are copied; each path costs a run from the root. Breadth-first and random
 * orders are orderings of the frontier.
 */
final class ReplaySearcher implements Searcher {

    private final Machine machine;
    private final Frontier frontier;

    ReplaySearcher(Machine machine, Frontier frontier) {
        this.machine = machine;
        this.frontier = frontier;
    }

    @Override
    public void begin(Subtree unit) {
        machine.startAt(unit);
    }

    @Override
    public void opened(ChoicePoint cp, Interpreter in) {
    }

    @Override
    public void taken(ChoicePoint cp) {
        if (cp.hasMore()) {
            frontier.add(new Subtree(machine.state.choices(cp.depth), cp.next, cp.end));
            cp.end = cp.next; // the rest is the frontier's now
        }
    }

    @Override
    public void closed(ChoicePoint cp) {
    }

    @Override
    public boolean next() {
        Subtree s = frontier.poll();
        if (s == null) {
            return false;
        }
        machine.startAt(s);
        return true;
    }

    @Override
    public boolean hasWork() {
        return !frontier.isEmpty();
    }

    @Override
    public Subtree split() {
        return frontier.pollShallowest();
    }
}
