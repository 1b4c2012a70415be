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
