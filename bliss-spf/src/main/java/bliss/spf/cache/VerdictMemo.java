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
        VerdictRecord r = find(edges);
        return r == null ? Verdict.UNKNOWN : r.verdictAt(scope);
    }

    /**
     * @return the record stored for a question with these edges when it gives a verdict at this scope (its
     *         {@link VerdictRecord#verdictAt} and {@link VerdictRecord#proofAt} at {@link #scope()}), or null
     */
    public VerdictRecord find(int[] edges) {
        lookups.increment();
        VerdictRecord r = cache.find(VerdictKey.of(fingerprint, edges), scope);
        if (r != null) {
            hits.increment();
        }
        return r;
    }

    /** @effects the verdict of the question with these edges, found at this scope, is stored */
    public void store(int[] edges, boolean satisfiable) {
        store(edges, satisfiable, null);
    }

    /**
     * @param proof the verdict's proof as scope-free edges (a model's true edges, or a core), or null
     * @effects the verdict of the question with these edges, found at this scope, is stored with its proof
     */
    public void store(int[] edges, boolean satisfiable, int[] proof) {
        VerdictRecord r = satisfiable ? VerdictRecord.EMPTY.withSat(scope, proof)
                : VerdictRecord.EMPTY.withUnsat(scope, proof);
        cache.store(VerdictKey.of(fingerprint, edges), r);
        stores.increment();
    }

    /** The scope the verdicts are looked up and stored at. */
    public int scope() {
        return scope;
    }
}
