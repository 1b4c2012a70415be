package bliss.spf.cache;

/**
 * The scope rules of {@link VerdictRecord} and the statistics, once for every store; a store only reads and
 * updates records.
 */
abstract class StoredVerdictCache implements VerdictCache {

    private long lookups;
    private long satHits;
    private long unsatHits;
    private long stores;

    /** The record for {@code key}, or null. */
    protected abstract VerdictRecord read(VerdictKey key);

    /** Records SAT at {@code scope}, keeping the smallest such scope. */
    protected abstract void writeSat(VerdictKey key, int scope);

    /** Records UNSAT at {@code scope}, keeping the largest such scope. */
    protected abstract void writeUnsat(VerdictKey key, int scope);

    @Override
    public final Verdict lookup(VerdictKey key, int scope) {
        VerdictRecord r = read(key);
        lookups++; // counted once the store answered: a failed lookup is counted by the store that retries it
        Verdict v = r == null ? Verdict.UNKNOWN : r.verdictAt(scope);
        if (v == Verdict.SATISFIABLE) {
            satHits++;
        } else if (v == Verdict.UNSATISFIABLE) {
            unsatHits++;
        }
        return v;
    }

    @Override
    public final void store(VerdictKey key, int scope, boolean satisfiable) {
        if (satisfiable) {
            writeSat(key, scope);
        } else {
            writeUnsat(key, scope);
        }
        stores++;
    }

    @Override
    public CacheStats stats() {
        return new CacheStats(lookups, satHits, unsatHits, stores, 0);
    }
}
