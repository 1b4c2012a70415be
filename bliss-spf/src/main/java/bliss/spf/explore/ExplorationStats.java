package bliss.spf.explore;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

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

    /** A copy of the current values (for {@link #since}). */
    public ExplorationStats snapshot() {
        ExplorationStats s = new ExplorationStats();
        s.add(this);
        return s;
    }

    /** What was done since {@code earlier}, a {@link #snapshot} of these stats (partial: whether it is now). */
    public ExplorationStats since(ExplorationStats earlier) {
        ExplorationStats s = new ExplorationStats();
        s.lazyChoicePoints = lazyChoicePoints - earlier.lazyChoicePoints;
        s.branchChoicePoints = branchChoicePoints - earlier.branchChoicePoints;
        s.switchChoicePoints = switchChoicePoints - earlier.switchChoicePoints;
        s.steps = steps - earlier.steps;
        s.subtrees = subtrees - earlier.subtrees;
        s.partial = partial;
        return s;
    }

    /** Writes the stats (for a result sent to another machine). */
    public void write(DataOutput out) throws IOException {
        out.writeLong(lazyChoicePoints);
        out.writeLong(branchChoicePoints);
        out.writeLong(switchChoicePoints);
        out.writeLong(steps);
        out.writeLong(subtrees);
        out.writeBoolean(partial);
    }

    /** Stats as {@link #write} wrote them. */
    public static ExplorationStats read(DataInput in) throws IOException {
        ExplorationStats s = new ExplorationStats();
        s.lazyChoicePoints = in.readLong();
        s.branchChoicePoints = in.readLong();
        s.switchChoicePoints = in.readLong();
        s.steps = in.readLong();
        s.subtrees = in.readLong();
        s.partial = in.readBoolean();
        return s;
    }
}
