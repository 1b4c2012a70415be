package bliss.spf.heap;

import java.util.Map;

/**
 * The precondition of the analysed method on a partially initialized input heap (the paper's hybrid repOK): false
 * only when no completion of the heap can be valid.
 */
public interface Precondition {

    /** No precondition: every heap may be valid. */
    Precondition NONE = new Precondition() {
        @Override
        public boolean holds() {
            return true;
        }

        @Override
        public String describe() {
            return "none";
        }
    };

    /**
     * Whether the current input heap may still be valid.
     *
     * @effects none visible: the check leaves no trace in the heap, the trail or the hash serials
     */
    boolean holds();

    /**
     * {@link #holds}, leaving the counters as they were: for a choice replayed, which was counted where it was first
     * reached.
     */
    default boolean holdsUncounted() {
        return holds();
    }

    /** What runs: "none", "derived from repOK()", "handwritten repOKHybrid()". */
    String describe();

    /**
     * The path solver of the exploration the precondition judges heaps for: a check may ask it about conditions on
     * the lengths of input arrays, which only the path condition constrains. Called once, before exploring.
     */
    default void decideWith(bliss.spf.solver.PathSolver solver) {
    }

    /** Counters for the results (calls, rejects, ...). */
    default Map<String, Long> counters() {
        return Map.of();
    }
}
