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

    /** Releases the solver (and flushes what a link keeps). */
    @Override
    void close();
}
