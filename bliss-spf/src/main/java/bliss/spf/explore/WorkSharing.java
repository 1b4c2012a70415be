package bliss.spf.explore;

/**
 * How an exploration gives work to others (parallel workers, cluster members): asked after every path whether
 * someone is waiting for work; if so the searcher {@linkplain Searcher#split splits} its remaining work and the
 * piece is handed over. Implementations are thread-safe.
 */
public interface WorkSharing {

    /** Whether another worker is waiting for work. */
    boolean wanted();

    /** Hands a subtree over to the workers that wait. */
    void give(Subtree subtree);
}
