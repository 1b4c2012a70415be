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

    CacheStats stats();

    /** Where the verdicts live, for messages and results: {@code redis://127.0.0.1:6379}, a file, {@code none}. */
    String describe();

    /** Flushes and releases the store. */
    @Override
    void close();
}
