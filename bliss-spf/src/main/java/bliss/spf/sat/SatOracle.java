package bliss.spf.sat;

/**
 * Decides BLISS's questions: can the partially symbolic input heap, given as assumed edges, still be completed to a
 * structure that satisfies the invariant within the scope? Implementations form a chain, each link adding one idea
 * in front of the SAT solver; {@link SatOracles} assembles it in one place and says the order. One chain per
 * exploring thread (links may share a thread-safe verdict cache).
 *
 * <pre>
 * @specfield cnf: the (class, scope) CNF of invariant and symmetry breaking, fixed for the oracle's life
 * </pre>
 */
public interface SatOracle extends AutoCloseable {

    /**
     * @return whether cnf is satisfiable with every literal of {@code q} assumed true; a proof (model or core)
     *         when the answering link has one
     */
    Answer answer(SatQuestion q);

    /**
     * Whether a model the chain already keeps satisfies every literal of {@code q}, found without asking the solver
     * (answer reuse); false when no kept model does, or the chain keeps none.
     *
     * @effects counts a model found as {@link #answer} would ({@code satByModel})
     * @return true only when cnf is satisfiable with every literal of {@code q} assumed true
     */
    default boolean witnessed(SatQuestion q) {
        return false;
    }

    /** Releases the solver (and flushes what a link keeps). */
    @Override
    void close();
}
