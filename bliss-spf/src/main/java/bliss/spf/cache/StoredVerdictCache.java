package bliss.spf.cache;

/**
 * The scope rules of {@link VerdictRecord} and the statistics, once for every store; a store only reads and
 * updates records. Thread-safe when the store's reads and updates are (the exploring threads of a run share one
 * cache).
 */
abstract class StoredVerdictCache implements VerdictCache {

    private final CacheCounts counts = new CacheCounts();

    /** The record for {@code key}, or null. */
    protected abstract VerdictRecord read(VerdictKey key);

    /** Records SAT at {@code scope}, keeping the smallest such scope. */
    protected abstract void writeSat(VerdictKey key, int scope);

    /** Records UNSAT at {@code scope}, keeping the largest such scope. */
    protected abstract void writeUnsat(VerdictKey key, int scope);

    @Override
    public final Verdict lookup(VerdictKey key, int scope) {
        VerdictRecord r = read(key);
        Verdict v = r == null ? Verdict.UNKNOWN : r.verdictAt(scope);
        counts.lookedUp(v); // once the store answered: a failed lookup is counted by the store that retries it
        return v;
    }

    @Override
    public final void store(VerdictKey key, int scope, boolean satisfiable) {
        if (satisfiable) {
            writeSat(key, scope);
        } else {
            writeUnsat(key, scope);
        }
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
