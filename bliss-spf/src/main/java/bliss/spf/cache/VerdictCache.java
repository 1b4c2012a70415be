package bliss.spf.cache;

/**
 * Verdicts of BLISS satisfiability checks kept across runs and scopes (paper Alg. 7, BLISSDB). One interface, three
 * stores: Redis, an embedded file (the default), none.
 *
 * <pre>
 * @specfield records: VerdictKey -> VerdictRecord
 * </pre>
 */
public interface VerdictCache extends AutoCloseable {

    /**
     * The stored verdict for {@code key} that applies at {@code scope} (SAT found at a scope <= scope, UNSAT found at
     * a scope >= scope), or UNKNOWN.
     */
    Verdict lookup(VerdictKey key, int scope);

    /**
     * Records a verdict found at {@code scope}.
     *
     * @effects records'(key) = satisfiable ? records(key).withSat(scope) : records(key).withUnsat(scope)
     */
    void store(VerdictKey key, int scope, boolean satisfiable);

    /**
     * Records many verdicts at once, each record's SAT and UNSAT scopes as by {@link #store}.
     *
     * @effects records' = records with each given record joined into records(key)
     */
    default void storeAll(java.util.Map<VerdictKey, VerdictRecord> given) {
        given.forEach((key, r) -> {
            if (r.minSatScope() != VerdictRecord.NONE_SAT) {
                store(key, r.minSatScope(), true);
            }
            if (r.maxUnsatScope() != VerdictRecord.NONE_UNSAT) {
                store(key, r.maxUnsatScope(), false);
            }
        });
    }

    CacheStats stats();

    /** Where the verdicts live, for messages and results: {@code redis://127.0.0.1:6379}, a file, {@code none}. */
    String describe();

    /** Flushes and releases the store. */
    @Override
    void close();
}
