package bliss.spf.cache;

/**
 * The scope rules of {@link VerdictRecord} and the statistics, once for every store; a store only reads and
 * joins records. Thread-safe when the store's reads and joins are (the exploring threads of a run share one
 * cache).
 */
abstract class StoredVerdictCache implements VerdictCache {

    private final CacheCounts counts = new CacheCounts();

    /** The record for {@code key}, or null. */
    protected abstract VerdictRecord read(VerdictKey key);

    /** @effects records'(key) = records(key).join(r) */
    protected abstract void write(VerdictKey key, VerdictRecord r);

    @Override
    public final VerdictRecord find(VerdictKey key, int scope) {
        VerdictRecord r = read(key);
        Verdict v = r == null ? Verdict.UNKNOWN : r.verdictAt(scope);
        counts.lookedUp(v); // once the store answered: a failed lookup is counted by the store that retries it
        return v == Verdict.UNKNOWN ? null : r;
    }

    @Override
    public final void store(VerdictKey key, VerdictRecord r) {
        write(key, r);
        counts.stored(1);
    }

    /** Counts verdicts a batch wrote (a store overriding {@link #storeAll}). */
    protected final void countStores(long n) {
        counts.stored(n);
    }

    @Override
    public CacheStats stats() {
        return counts.stats(0);
    }
}
