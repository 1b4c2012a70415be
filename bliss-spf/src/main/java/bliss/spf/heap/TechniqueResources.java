package bliss.spf.heap;

import bliss.bounds.ExclusiveFields;
import bliss.bounds.FieldBounds;
import bliss.bounds.SatProblem;
import bliss.layout.ClassLayout;
import bliss.spf.sat.SatOracle;
import bliss.spf.stats.Counters;
import bliss.spf.symsolve.StructureOracle;

/**
 * What the techniques need from the run besides the layout and the scope: the bounds database's entry for
 * (class, scope) and BLISS's SAT oracle; LISSA's structure oracle (SymSolve over the class's repOK). Implementations open them on first use (LI needs none), share what is
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
     * The reference fields that never point two edges at one object in a valid structure, which BLISS's candidates
     * obey ({@link SharedTargets}); null when the run asks the solver every question, as the paper does (answer reuse
     * off), or assumes the paper's prefix ({@link Assumptions#PREFIX}), whose questions leave out edges it counts.
     */
    ExclusiveFields exclusiveFields();

    /**
     * A fresh SAT oracle chain for one exploring thread ({@link bliss.spf.sat.SatOracles}).
     *
     * @param cached put the run's verdict cache in front (BLISSDB)
     * @param counters the thread's counters
     */
    SatOracle oracle(boolean cached, Counters counters);

    /**
     * A fresh LISSA oracle chain for one exploring thread ({@link bliss.spf.symsolve.StructureOracles}): SymSolve
     * over the class's own repOK at the run's scope.
     *
     * @param layout   the layout of the analysed class
     * @param memoized put the run's verdict cache in front (LISSA-M), keyed with a fingerprint of repOK's bytecode
     * @param counters the thread's counters
     * @throws RuntimeException (a user error) when the class has no repOK
     */
    StructureOracle structureOracle(ClassLayout layout, boolean memoized, Counters counters);

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
        public ExclusiveFields exclusiveFields() {
            throw new IllegalStateException("this run has no SAT problem");
        }

        @Override
        public SatOracle oracle(boolean cached, Counters counters) {
            throw new IllegalStateException("this run has no SAT oracle");
        }

        @Override
        public StructureOracle structureOracle(ClassLayout layout, boolean memoized, Counters counters) {
            throw new IllegalStateException("this run has no structure oracle");
        }
    };
}
