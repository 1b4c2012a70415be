package bliss.spf.sat;

import bliss.spf.cache.VerdictMemo;

/**
 * BLISSDB's storing link of the {@link CompletionOracle} chain, at its front: every verdict the chain behind it gives
 * (from the solver, from an earlier model or core, or from the cache) is stored in the verdict cache at this run's
 * scope. Counts {@code cacheStores}.
 */
final class StoredVerdicts implements CompletionOracle {

    private final CompletionOracle next;
    private final VerdictMemo memo;

    StoredVerdicts(CompletionOracle next, VerdictMemo memo) {
        this.next = next;
        this.memo = memo;
    }

    @Override
    public Answer answer(SatQuestion q) {
        Answer a = next.answer(q);
        memo.store(q.edges(), a.satisfiable());
        return a;
    }

    @Override
    public void close() {
        next.close();
    }
}
