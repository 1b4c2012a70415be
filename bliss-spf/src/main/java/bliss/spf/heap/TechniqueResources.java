package bliss.spf.heap;

import bliss.bounds.FieldBounds;
import bliss.bounds.SatProblem;
import bliss.spf.sat.CompletionOracle;
import bliss.spf.stats.Counters;

/**
 * What the bounded techniques need from the run besides the layout and the scope: the bounds database's entry for
 * (class, scope) and BLISS's SAT oracle. Implementations open them on first use (LI needs none), share what is
 * immutable or thread-safe between the techniques of parallel workers, and release everything at the end of the run.
 */
public interface TechniqueResources {

    /**
     * The tight field bounds of the analysed class at the run's scope.
     *
     * @throws RuntimeException (a user error) when the class has no JML invariant or it is malformed
     */
    FieldBounds bounds();

    /** The CNF of invariant and symmetry breaking over the tight bounds, with its pvars. */
    SatProblem problem();

    /** Which edges BLISS assumes. */
    Assumptions assumptions();

    /**
     * A fresh SAT oracle chain for one exploring thread ({@link bliss.spf.sat.CompletionOracles}).
     *
     * @param cached put the run's verdict cache in front (BLISSDB)
     * @param counters the thread's counters
     */
    CompletionOracle oracle(boolean cached, Counters counters);

    /** No bounds, no SAT: enough for lazy initialization. */
    TechniqueResources NONE = new TechniqueResources() {
        @Override
        public FieldBounds bounds() {
            throw new IllegalStateException("this run has no bounds");
        }

        @Override
        public SatProblem problem() {
            throw new IllegalStateException("this run has no SAT problem");
        }

        @Override
        public Assumptions assumptions() {
            return Assumptions.SINGLETONS;
        }

        @Override
        public CompletionOracle oracle(boolean cached, Counters counters) {
            throw new IllegalStateException("this run has no SAT oracle");
        }
    };
}
