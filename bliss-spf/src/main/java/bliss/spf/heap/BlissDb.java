package bliss.spf.heap;

import bliss.bounds.FieldBounds;
import bliss.bounds.SatProblem;
import bliss.spf.cache.CacheStats;
import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictKey;

/**
 * BLISSDB (paper §IV, Alg. 7): BLISS with a persistent verdict cache. A question already answered, in this run or
 * an earlier one, at a scope where its verdict applies (SAT found at a scope <= this one, UNSAT found at a scope >=
 * this one) costs no SAT call; every new verdict is stored. The key is the canonical edge set with the fingerprint
 * of the invariant and layout, so a changed invariant never reuses an old verdict.
 */
public class BlissDb extends Bliss {

    private final VerdictCache cache;
    private final String fingerprint;
    private final int scope;

    public BlissDb(FieldBounds bounds, SatProblem problem, Assumptions assumptions, boolean reuseAnswers,
                   VerdictCache cache, String fingerprint) {
        super(bounds, problem, assumptions, reuseAnswers);
        this.cache = cache;
        this.fingerprint = fingerprint;
        this.scope = bounds.scope();
        counters.put("cacheLookups", 0L);
        counters.put("cacheHits", 0L);
    }

    @Override
    public String name() {
        return "blissdb";
    }

    /** Reports the store's statistics with the technique's counters and closes it (flushing the embedded file). */
    @Override
    public void finish() {
        CacheStats s = cache.stats();
        counters.put("cacheStores", s.stores());
        counters.put("cacheFailovers", s.failovers());
        cache.close();
        super.finish();
    }

    @Override
    protected boolean satisfiable(InputHeap heap, Question q) {
        VerdictKey key = VerdictKey.of(fingerprint, q.edges());
        count("cacheLookups");
        Verdict known = cache.lookup(key, scope);
        if (known != Verdict.UNKNOWN) {
            count("cacheHits");
            return known == Verdict.SATISFIABLE;
        }
        boolean sat = super.satisfiable(heap, q);
        cache.store(key, scope, sat);
        return sat;
    }
}
