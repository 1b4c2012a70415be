package bliss.spf.sat;

import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictMemo;
import bliss.spf.stats.Counters;

/**
 * BLISSDB's link of the {@link CompletionOracle} chain (paper Alg. 7): a question already answered, in this run or
 * an earlier one, at a scope where its verdict applies (SAT found at a scope <= this one, UNSAT found at a scope >=
 * this one) is answered from the {@link VerdictCache}; every new verdict is stored. The key is the question's
 * scope-free edges with the fingerprint of the invariant and layout, so a changed invariant never reuses an old
 * verdict. Counts {@code cacheLookups}, {@code cacheHits}, {@code cacheStores}. The cache may be shared by the
 * chains of several threads; the run closes it.
 */
final class CachedVerdicts implements CompletionOracle {

    private final CompletionOracle next;
    private final VerdictMemo memo;

    CachedVerdicts(CompletionOracle next, VerdictCache cache, String fingerprint, int scope, Counters counters) {
        this.next = next;
        this.memo = new VerdictMemo(cache, fingerprint, scope, counters);
    }

    @Override
    public Answer answer(SatQuestion q) {
        Verdict known = memo.lookup(q.edges());
        if (known != Verdict.UNKNOWN) {
            return Answer.of(known == Verdict.SATISFIABLE);
        }
        Answer a = next.answer(q);
        memo.store(q.edges(), a.satisfiable());
        return a;
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run, which may share it between threads
    }
}
