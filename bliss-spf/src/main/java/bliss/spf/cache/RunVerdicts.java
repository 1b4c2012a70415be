package bliss.spf.cache;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The verdicts one run has seen, in memory, in front of the store that keeps them across runs (Redis or the
 * embedded file). A question asked again in the run is answered from memory; the store is asked once per new
 * question; what the run learns is written to the store in one batch when the run closes the cache, not question by
 * question. A run that asks a hundred thousand questions thus pays a hash-table probe for each instead of a store
 * update (a B-tree copy on write or a Redis round trip), and BLISSDB costs about what BLISS costs when the store
 * knows nothing.
 *
 * <p>Verdicts only save work, so a run killed before it closes the cache loses nothing but that saving. Thread-safe:
 * the exploring threads of a run share one instance.
 *
 * <pre>
 * @specfield known: VerdictKey -> VerdictRecord   -- read from the store or learnt in this run
 * @specfield learnt: VerdictKey -> VerdictRecord  -- learnt in this run, not yet in the store
 * </pre>
 */
public final class RunVerdicts implements VerdictCache {

    /** Learnt verdicts written in one batch once this many wait (bounds memory; workers sharing Redis see them). */
    static final int BATCH = 1 << 15;

    private final VerdictCache store;
    private final Map<VerdictKey, VerdictRecord> known = new ConcurrentHashMap<>();
    private final Map<VerdictKey, VerdictRecord> learnt = new ConcurrentHashMap<>();
    private final CacheCounts counts = new CacheCounts();
    private boolean closed;

    private RunVerdicts(VerdictCache store) {
        this.store = store;
    }

    /** @return an empty memory in front of {@code store}; closing it flushes and closes the store */
    public static RunVerdicts over(VerdictCache store) {
        return new RunVerdicts(store);
    }

    @Override
    public VerdictRecord find(VerdictKey key, int scope) {
        VerdictRecord r = known.get(key);
        if (r == null || r.verdictAt(scope) == Verdict.UNKNOWN) {
            VerdictRecord found = store.find(key, scope);
            r = found == null ? null : known.merge(key, found, VerdictRecord::join);
        }
        counts.lookedUp(r == null ? Verdict.UNKNOWN : r.verdictAt(scope));
        return r;
    }

    @Override
    public void store(VerdictKey key, VerdictRecord r) {
        known.merge(key, r, VerdictRecord::join);
        learnt.merge(key, r, VerdictRecord::join);
        counts.stored(1);
        if (learnt.size() >= BATCH) {
            synchronized (this) {
                if (learnt.size() >= BATCH) { // not flushed by another thread meanwhile
                    flush();
                }
            }
        }
    }

    /** @return the number of verdicts learnt in this run and not yet written to the store */
    public int unwritten() {
        return learnt.size();
    }

    /**
     * Writes what this run learnt to the store, in one batch.
     *
     * @effects store.records' = store.records joined with learnt; learnt' = {}
     */
    public synchronized void flush() {
        Map<VerdictKey, VerdictRecord> batch = new java.util.HashMap<>(learnt);
        store.storeAll(batch);
        batch.forEach(learnt::remove); // a verdict learnt meanwhile stays for the next flush
    }

    @Override
    public void storeAll(Map<VerdictKey, VerdictRecord> records) {
        records.forEach((k, r) -> {
            known.merge(k, r, VerdictRecord::join);
            learnt.merge(k, r, VerdictRecord::join);
        });
        counts.stored(records.size());
    }

    @Override
    public CacheStats stats() {
        return counts.stats(store.stats().failovers());
    }

    @Override
    public String describe() {
        return store.describe();
    }

    /** Flushes what the run learnt, then closes the store; closing twice does nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            flush();
        } finally {
            store.close();
        }
    }
}
