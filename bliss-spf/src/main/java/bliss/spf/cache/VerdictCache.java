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
     * The model stored with {@code key}'s satisfiable verdict, when that verdict applies at {@code scope} and a model
     * was stored with it: the edges of a structure valid at the scope the model was found at, hence at {@code scope}
     * (paper Theorem 4), as {@link bliss.bounds.PvarEdges} codes; else null. A store without models returns null.
     */
    default int[] model(VerdictKey key, int scope) {
        return null;
    }

    /**
     * Records a satisfiable verdict found at {@code scope} with a model of it (edge codes); a store without models
     * keeps the verdict only.
     *
     * @effects records'(key) = records(key).withSat(scope), and the model is kept when {@code scope} is the smallest
     *          satisfiable scope of key
     */
    default void storeSat(VerdictKey key, int scope, int[] model) {
        store(key, scope, true);
    }

    CacheStats stats();

    /** Where the verdicts live, for messages and results: {@code redis://127.0.0.1:6379}, a file, {@code none}. */
    String describe();

    /** Flushes and releases the store. */
    @Override
    void close();
}
