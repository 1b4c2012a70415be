package bliss.spf.cache;

import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

/**
 * A {@link VerdictCache} as one oracle chain uses it: questions are keyed by their scope-free edges under one
 * fingerprint (what the verdicts depend on: the invariant and layout for BLISSDB, repOK's bytecode and the
 * finitization for LISSA-M), at one scope; lookups, hits and stores are counted ({@code cacheLookups},
 * {@code cacheHits}, {@code cacheStores}). The cache itself may be shared by several chains and threads.
 */
public final class VerdictMemo {

    private final VerdictCache cache;
    private final byte[] fingerprint;
    private final int scope;
    private final Counter lookups;
    private final Counter hits;
    private final Counter stores;

    public VerdictMemo(VerdictCache cache, String fingerprint, int scope, Counters counters) {
        this.cache = cache;
        this.fingerprint = VerdictKey.fingerprintBytes(fingerprint);
        this.scope = scope;
        this.lookups = counters.counter("cacheLookups");
        this.hits = counters.counter("cacheHits");
        this.stores = counters.counter("cacheStores");
    }

    /**
     * @return the verdict stored for a question with these edges that applies at this scope (SAT found at a scope
     *         {@code <=} this one, UNSAT at a scope {@code >=} it), or {@link Verdict#UNKNOWN}
     */
    public Verdict lookup(int[] edges) {
        lookups.increment();
        Verdict known = cache.lookup(VerdictKey.of(fingerprint, edges), scope);
        if (known != Verdict.UNKNOWN) {
            hits.increment();
        }
        return known;
    }

    /** @effects the verdict of the question with these edges, found at this scope, is stored */
    public void store(int[] edges, boolean satisfiable) {
        cache.store(VerdictKey.of(fingerprint, edges), scope, satisfiable);
        stores.increment();
    }
}
