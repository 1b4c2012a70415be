package bliss.spf.explore;

/** Which {@link Searcher} explores ({@code bliss analyze --search}). */
public enum SearchOrder {
    /** Depth-first, backtracking in place ({@link DepthFirstSearcher}): the default, the cheapest per path. */
    DEPTH_FIRST,
    /** Depth-first by replay from the root ({@link ReplaySearcher} with a last-in-first-out frontier). */
    DEPTH_FIRST_REPLAY,
    /** Breadth-first by replay: shallow alternatives first. */
    BREADTH_FIRST,
    /** Random by replay: a seeded uniform pick among the subtrees left. */
    RANDOM;

    /** A searcher of this order over the machine. */
    Searcher searcher(Machine machine, long seed) {
        return this == DEPTH_FIRST ? new DepthFirstSearcher(machine)
                : new ReplaySearcher(machine, Frontier.of(this, seed));
    }
}
