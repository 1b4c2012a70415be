package bliss.spf.cache;

/**
 * Verdicts of BLISS satisfiability checks kept across runs and scopes (paper Alg. 7, BLISSDB), with the proofs the
 * solver gave for them (a model, a core) so that a cached verdict feeds answer reuse as the solver's answer did. One
 * interface, three stores: Redis, an embedded file (the default), none.
 *
 * <pre>
 * @specfield records: VerdictKey -> VerdictRecord
 * </pre>
 */
public interface VerdictCache extends AutoCloseable {

    /**
     * @return records(key) when it gives a verdict at {@code scope} (SAT found at a scope <= scope, UNSAT found at a
     *         scope >= scope), else null; counted as a lookup (and a hit when not null)
     */
    VerdictRecord find(VerdictKey key, int scope);

    /**
     * The stored verdict for {@code key} that applies at {@code scope}, or UNKNOWN.
     *
     * @return find(key, scope).verdictAt(scope), or UNKNOWN
     */
    default Verdict lookup(VerdictKey key, int scope) {
        VerdictRecord r = find(key, scope);
        return r == null ? Verdict.UNKNOWN : r.verdictAt(scope);
    }

    /**
     * Records what is known of {@code key}: the verdicts of {@code r} at their scopes, with their proofs.
     *
     * @effects records'(key) = records(key).join(r)
     */
    void store(VerdictKey key, VerdictRecord r);

    /**
     * Records a verdict found at {@code scope}, without a proof.
     *
     * @effects records'(key) = satisfiable ? records(key).withSat(scope) : records(key).withUnsat(scope)
     */
    default void store(VerdictKey key, int scope, boolean satisfiable) {
        store(key, satisfiable ? VerdictRecord.EMPTY.withSat(scope) : VerdictRecord.EMPTY.withUnsat(scope));
    }

    /**
     * Records many verdicts at once, each as by {@link #store(VerdictKey, VerdictRecord)}.
     *
     * @effects records' = records with each given record joined into records(key)
     */
    default void storeAll(java.util.Map<VerdictKey, VerdictRecord> given) {
        given.forEach(this::store);
    }

    CacheStats stats();

    /** Where the verdicts live, for messages and results: {@code redis://127.0.0.1:6379}, a file, {@code none}. */
    String describe();

    /** Flushes and releases the store. */
    @Override
    void close();
}
