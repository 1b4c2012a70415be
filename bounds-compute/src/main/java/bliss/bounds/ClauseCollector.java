package bliss.bounds;

import bliss.sat.Cnf;

import kodkod.engine.satlab.SATFactory;
import kodkod.engine.satlab.SATSolver;

/**
 * A Kodkod "SAT solver" that solves nothing: it collects the clauses Kodkod's translator emits into a {@link Cnf},
 * to which the symmetry breaking clauses are then added and from which the SAT solvers are loaded (one per worker,
 * with assumptions, which Kodkod's own solver interface lacks).
 */
final class ClauseCollector implements SATSolver {

    private final Cnf cnf = new Cnf();

    Cnf cnf() {
        return cnf;
    }

    @Override
    public int numberOfVariables() {
        return cnf.variables();
    }

    @Override
    public int numberOfClauses() {
        return cnf.clauses().size();
    }

    @Override
    public void addVariables(int numVars) {
        cnf.ensureVariables(cnf.variables() + numVars);
    }

    @Override
    public boolean addClause(int[] lits) {
        // Kodkod reuses its clause buffers: copy.
        cnf.addRaw(lits, lits.length);
        return true;
    }

    @Override
    public boolean solve() {
        throw new UnsupportedOperationException("a clause collector does not solve");
    }

    @Override
    public boolean valueOf(int variable) {
        throw new UnsupportedOperationException("a clause collector has no model");
    }

    @Override
    public void free() {
    }

    /** The factory Kodkod's options take. */
    static final class Factory extends SATFactory {
        private static final long serialVersionUID = 1L;

        private transient ClauseCollector last;

        @Override
        public String id() {
            return "bliss-clause-collector";
        }

        @Override
        public String type() {
            return "in-process";
        }

        @Override
        protected SATSolver createSolver() {
            last = new ClauseCollector();
            return last;
        }

        @Override
        public boolean incremental() {
            return false;
        }

        /** The collector of the last translation. */
        ClauseCollector last() {
            return last;
        }
    }
}
