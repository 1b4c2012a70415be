package bliss.spf.cache;

/**
 * What a verdict cache did in a run.
 *
 * @param lookups    checks looked up
 * @param satHits    lookups answered SAT
 * @param unsatHits  lookups answered UNSAT
 * @param stores     verdicts stored
 * @param failovers  times the cache gave up its primary store (Redis unreachable) for the embedded one
 */
public record CacheStats(long lookups, long satHits, long unsatHits, long stores, long failovers) {

    public static final CacheStats NONE = new CacheStats(0, 0, 0, 0, 0);

    public long hits() {
        return satHits + unsatHits;
    }

    public CacheStats plus(CacheStats o) {
        return new CacheStats(lookups + o.lookups, satHits + o.satHits, unsatHits + o.unsatHits,
                stores + o.stores, failovers + o.failovers);
    }
}
