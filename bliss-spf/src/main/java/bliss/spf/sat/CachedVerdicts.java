package bliss.spf.sat;

import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictKey;
import bliss.spf.stats.Counter;
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
    private final VerdictCache cache;
    private final String fingerprint;
    private final int scope;
    private final Counter lookups;
    private final Counter hits;
    private final Counter stores;

    CachedVerdicts(CompletionOracle next, VerdictCache cache, String fingerprint, int scope, Counters counters) {
        this.next = next;
        this.cache = cache;
        this.fingerprint = fingerprint;
        this.scope = scope;
        this.lookups = counters.counter("cacheLookups");
        this.hits = counters.counter("cacheHits");
        this.stores = counters.counter("cacheStores");
    }

    @Override
    public Answer answer(SatQuestion q) {
        VerdictKey key = VerdictKey.of(fingerprint, q.edges());
        lookups.increment();
        Verdict known = cache.lookup(key, scope);
        if (known != Verdict.UNKNOWN) {
            hits.increment();
            return Answer.of(known == Verdict.SATISFIABLE);
        }
        Answer a = next.answer(q);
        cache.store(key, scope, a.satisfiable());
        stores.increment();
        return a;
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run, which may share it between threads
    }
}
