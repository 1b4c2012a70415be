package bliss.bounds;

import org.sat4j.core.VecInt;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * SAT4J loaded once with a {@link SatProblem}; BLISS asks it one question per partially symbolic structure: is
 * the CNF satisfiable when these edges are assumed? Not thread-safe: one checker per thread.
 */
public final class SatChecker implements AutoCloseable {

    private final ISolver solver;
    private long calls;

    /** Loads the problem's clauses. */
    public SatChecker(SatProblem problem) {
        this.solver = Sat4j.load(problem.variables(), java.util.Arrays.asList(problem.clauses()));
    }

    /**
     * Whether the problem has a model in which every assumption holds.
     *
     * @param assumptions literals ({@code +var}, as {@link SatProblem#pvar} gives them; {@link
     *                    SatProblem#FIXED_TRUE} is accepted and ignored, 0 makes the answer false)
     * @return true iff satisfiable under the assumptions; counts one call
     */
    public boolean isSatisfiable(int[] assumptions) {
        calls++;
        if (solver == null) {
            return false;
        }
        VecInt lits = new VecInt(assumptions.length);
        for (int a : assumptions) {
            if (a == 0) {
                return false;
            }
            if (a != SatProblem.FIXED_TRUE) {
                lits.push(a);
            }
        }
        try {
            return solver.isSatisfiable(lits);
        } catch (TimeoutException e) {
            throw new IllegalStateException("SAT4J timed out without a time limit", e);
        }
    }

    /**
     * After a true answer of {@link #isSatisfiable}: the variables the model found sets true.
     *
     * @requires the last answer was true
     */
    public java.util.BitSet model() {
        java.util.BitSet trueVars = new java.util.BitSet(solver.nVars() + 1);
        for (int lit : solver.model()) {
            if (lit > 0) {
                trueVars.set(lit);
            }
        }
        return trueVars;
    }

    /**
     * After a false answer: assumptions that together are already unsatisfiable (SAT4J's explanation, a subset of
     * the assumptions; all of them when it gives none).
     *
     * @requires the last answer was false
     */
    public int[] core(int[] assumptions) {
        org.sat4j.specs.IVecInt explanation = solver == null ? null : solver.unsatExplanation();
        if (explanation == null || explanation.isEmpty()) {
            return assumptions.clone();
        }
        int[] core = new int[explanation.size()];
        for (int i = 0; i < core.length; i++) {
            core[i] = Math.abs(explanation.get(i));
        }
        return core;
    }

    /** The number of {@link #isSatisfiable} calls so far. */
    public long calls() {
        return calls;
    }

    @Override
    public void close() {
        if (solver != null) {
            solver.reset();
        }
    }
}
