package bliss.spf.cache;

import java.util.concurrent.atomic.LongAdder;

/**
 * The scope rules of {@link VerdictRecord} and the statistics, once for every store; a store only reads and
 * updates records. Thread-safe when the store's reads and updates are (the exploring threads of a run share one
 * cache).
 */
abstract class StoredVerdictCache implements VerdictCache {

    private final LongAdder lookups = new LongAdder();
    private final LongAdder satHits = new LongAdder();
    private final LongAdder unsatHits = new LongAdder();
    private final LongAdder stores = new LongAdder();

    /** The record for {@code key}, or null. */
    protected abstract VerdictRecord read(VerdictKey key);

    /** Records SAT at {@code scope}, keeping the smallest such scope. */
    protected abstract void writeSat(VerdictKey key, int scope);

    /** Records UNSAT at {@code scope}, keeping the largest such scope. */
    protected abstract void writeUnsat(VerdictKey key, int scope);

    @Override
    public final Verdict lookup(VerdictKey key, int scope) {
        VerdictRecord r = read(key);
        lookups.increment(); // once the store answered: a failed lookup is counted by the store that retries it
        Verdict v = r == null ? Verdict.UNKNOWN : r.verdictAt(scope);
        if (v == Verdict.SATISFIABLE) {
            satHits.increment();
        } else if (v == Verdict.UNSATISFIABLE) {
            unsatHits.increment();
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
        stores.increment();
    }

    /** Counts verdicts a batch wrote (a store overriding {@link #storeAll}). */
    protected final void countStores(long n) {
        stores.add(n);
    }

    @Override
    public CacheStats stats() {
        return new CacheStats(lookups.sum(), satHits.sum(), unsatHits.sum(), stores.sum(), 0);
    }
}
