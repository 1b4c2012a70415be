package bliss.spf.sat;

import bliss.bounds.PvarEdges;
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
 *
 * <p>A satisfiable answer of the solver is stored with its model (as scope-free edges, {@link PvarEdges}); a hit
 * on such a verdict answers with that model, mapped to this scope's pvars, so that {@link RecentAnswers} in front
 * decides the following questions with it as it would with a fresh answer's ({@code cacheModels} counts those
 * hits). The structure a model describes is valid at its scope and at every larger one (paper Theorem 4), as the
 * satisfiable verdict itself. An unsatisfiable hit answers with the question's assumptions as its core, so that
 * {@link RecentAnswers} decides every later question that contains them.
 */
final class CachedVerdicts implements CompletionOracle {

    private final CompletionOracle next;
    private final VerdictCache cache;
    private final String fingerprint;
    private final int scope;
    private final Counter lookups;
    private final Counter hits;
    private final Counter stores;
    private final Counter modelHits;
    private final PvarEdges pvarEdges;

    /** @param pvarEdges the run's pvars as edges, to store and read models; null: verdicts only */
    CachedVerdicts(CompletionOracle next, VerdictCache cache, String fingerprint, int scope, PvarEdges pvarEdges,
                   Counters counters) {
        this.next = next;
        this.cache = cache;
        this.fingerprint = fingerprint;
        this.scope = scope;
        this.lookups = counters.counter("cacheLookups");
        this.hits = counters.counter("cacheHits");
        this.stores = counters.counter("cacheStores");
        this.modelHits = counters.counter("cacheModels");
        this.pvarEdges = pvarEdges;
    }

    @Override
    public Answer answer(SatQuestion q) {
        VerdictKey key = VerdictKey.of(fingerprint, q.edges());
        lookups.increment();
        Verdict known = cache.lookup(key, scope);
        if (known != Verdict.UNKNOWN) {
            hits.increment();
            if (known == Verdict.SATISFIABLE && pvarEdges != null) {
                int[] edges = cache.model(key, scope);
                if (edges != null) {
                    modelHits.increment();
                    return new Answer(true, pvarEdges.model(edges), null);
                }
            }
            if (known == Verdict.UNSATISFIABLE) {
                // the question itself is an unsatisfiable set of assumptions: a core for every question containing it
                return new Answer(false, null, q.literals());
            }
            return Answer.SAT;
        }
        Answer a = next.answer(q);
        if (a.satisfiable() && a.model() != null && pvarEdges != null) {
            cache.storeSat(key, scope, pvarEdges.edges(a.model()));
        } else {
            cache.store(key, scope, a.satisfiable());
        }
        stores.increment();
        return a;
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run, which may share it between threads
    }
}
