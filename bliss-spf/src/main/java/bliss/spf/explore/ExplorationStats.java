package bliss.spf.explore;

/**
 * What an exploration did, apart from what its observers count: choice points by kind, steps, and whether a time
 * limit cut it. Mutable while it runs; {@link #add} sums the stats of parallel workers.
 */
public final class ExplorationStats {

    long lazyChoicePoints;
    long branchChoicePoints;
    long switchChoicePoints;
    long steps;
    long subtrees;
    boolean partial;

    public long lazyChoicePoints() {
        return lazyChoicePoints;
    }

    public long branchChoicePoints() {
        return branchChoicePoints;
    }

    public long switchChoicePoints() {
        return switchChoicePoints;
    }

    public long choicePoints() {
        return lazyChoicePoints + branchChoicePoints + switchChoicePoints;
    }

    /** Steps (calls and backward jumps) taken on the main paths, replays included (preconditions not). */
    public long steps() {
        return steps;
    }

    /** Subtrees explored (one for a whole search). */
    public long subtrees() {
        return subtrees;
    }

    /** True when the time limit stopped the search before it was exhaustive. */
    public boolean partial() {
        return partial;
    }

    /** @effects this' = this + other, field by field (partial: either) */
    public void add(ExplorationStats other) {
        lazyChoicePoints += other.lazyChoicePoints;
        branchChoicePoints += other.branchChoicePoints;
        switchChoicePoints += other.switchChoicePoints;
        steps += other.steps;
        subtrees += other.subtrees;
        partial |= other.partial;
    }
}
