package bliss.spf.sat;

import bliss.spf.cache.VerdictMemo;

/**
 * BLISSDB's storing link of the {@link SatOracle} chain, in front of the solver: every verdict the solver
 * gives is stored in the verdict cache at this run's scope, with its proof (a model's true edges, a core's edges) as
 * scope-free {@link Edges}. Verdicts that answer reuse derived from those proofs are not stored: a later run that
 * finds the proof in the cache derives them again ({@link CachedVerdicts}). Counts {@code cacheStores}.
 */
final class StoredVerdicts implements SatOracle {

    private final SatOracle next;
    private final VerdictMemo memo;
    private final Edges edges;

    StoredVerdicts(SatOracle next, VerdictMemo memo, Edges edges) {
        this.next = next;
        this.memo = memo;
        this.edges = edges;
    }

    @Override
    public Answer answer(SatQuestion q) {
        Answer a = next.answer(q);
        int[] proof = a.model() != null ? edges.ofModel(a.model()) : a.core() != null ? edges.ofCore(a.core()) : null;
        memo.store(q.edges(), a.satisfiable(), proof);
        return a;
    }

    @Override
    public void close() {
        next.close();
    }
}
