package bliss.spf.cache;

import java.util.concurrent.atomic.LongAdder;

/** What a verdict cache counts of its own work, thread-safe: lookups and their hits by verdict, stores. */
final class CacheCounts {

    private final LongAdder lookups = new LongAdder();
    private final LongAdder satHits = new LongAdder();
    private final LongAdder unsatHits = new LongAdder();
    private final LongAdder stores = new LongAdder();

    /** @effects counts a lookup that answered {@code v} (a hit unless UNKNOWN) */
    void lookedUp(Verdict v) {
        lookups.increment();
        if (v == Verdict.SATISFIABLE) {
            satHits.increment();
        } else if (v == Verdict.UNSATISFIABLE) {
            unsatHits.increment();
        }
    }

    /** @effects counts {@code n} stored verdicts */
    void stored(long n) {
        stores.add(n);
    }

    CacheStats stats(long failovers) {
        return new CacheStats(lookups.sum(), satHits.sum(), unsatHits.sum(), stores.sum(), failovers);
    }
}
