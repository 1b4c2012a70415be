package bliss.spf.results;

import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.explore.PathObserver;
import bliss.spf.stats.Counter;

/**
 * Counts the paths whose input holds fewer nodes than the scope. In an analysis of the structures of exactly k nodes
 * ({@link bliss.bounds.ExactSize}) a path whose input holds all k cannot run on a structure of k - 1 nodes: when no
 * path is counted here, the analysis found exactly the paths scope k adds to scope k - 1 (every path it adds has an
 * input of k nodes, so the analysis meets it).
 */
public final class UnderScope implements PathObserver {

    /** The counter's name in results. */
    public static final String COUNTER = "pathsUnderScope";

    private final int scope;
    private final Counter under;

    /** @param under counts every path ({@link PathEnd#isPath}) whose input holds fewer than {@code scope} nodes */
    public UnderScope(int scope, Counter under) {
        this.scope = scope;
        this.under = under;
    }

    @Override
    public void pathEnded(PathEnd end) {
        if (end.isPath() && nodes(end.input()) < scope) {
            under.increment();
        }
    }

    /** The nodes (objects of node classes) of an input; none when the path end has no input. */
    private static int nodes(PartialStructure input) {
        int n = 0;
        if (input != null) {
            for (PartialStructure.Node o : input.nodes()) {
                if (o.shape().node()) {
                    n++;
                }
            }
        }
        return n;
    }
}
