package bliss.sat;

import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.IVecInt;
import org.sat4j.specs.TimeoutException;

import java.util.Arrays;
import java.util.BitSet;

/** SAT4J behind {@link IncrementalSolver}: the solver bliss used before {@link Cdcl}, kept for comparisons. */
public final class Sat4jSolver implements IncrementalSolver {

    private final ISolver solver;
    private final int variables;
    private boolean ok = true;
    private int[] assumptions = new int[0];

    public Sat4jSolver(int variables) {
        this.variables = variables;
        // Plain MiniSAT (VSIDS heap, no RSAT phase caching): measured about twice as fast as SAT4J's default on
        // the tight-bounds questions (TreeSet at scope 12-13: 2.8-3.4 s instead of 6.5-8.0 s).
        this.solver = SolverFactory.newMiniSATHeap();
        // The default time-based timeout starts a timer thread per call; a conflict budget does not.
        solver.setTimeoutOnConflicts(Integer.MAX_VALUE);
        solver.newVar(variables);
    }

    @Override
    public int variables() {
        return variables;
    }

    @Override
    public boolean addClause(int... literals) {
        if (!ok) {
            return false;
        }
        try {
            solver.addClause(new VecInt(literals.clone()));
        } catch (ContradictionException e) {
            ok = false;
        }
        return ok;
    }

    @Override
    public boolean solve(int... assumptions) {
        this.assumptions = assumptions.clone();
        if (!ok) {
            return false;
        }
        try {
            return solver.isSatisfiable(new VecInt(assumptions.clone()));
        } catch (TimeoutException e) {
            throw new IllegalStateException("SAT4J timed out without a time limit", e);
        }
    }

    @Override
    public Statistics statistics() {
        java.util.Map<String, Number> s = solver.getStat();
        return new Statistics(count(s, "conflicts"), count(s, "decisions"), count(s, "propagations"), 0, 0);
    }

    private static long count(java.util.Map<String, Number> stats, String key) {
        Number n = stats.get(key);
        return n == null ? 0 : n.longValue();
    }

    @Override
    public boolean value(int variable) {
        return solver.model(variable);
    }

    @Override
    public int[] failedAssumptions() {
        IVecInt explanation = ok ? solver.unsatExplanation() : null;
        if (explanation == null || explanation.isEmpty()) {
            return assumptions.clone();
        }
        BitSet blamed = new BitSet();
        for (int i = 0; i < explanation.size(); i++) {
            blamed.set(Math.abs(explanation.get(i)));
        }
        return Arrays.stream(assumptions).filter(a -> blamed.get(Math.abs(a))).distinct().toArray();
    }

    @Override
    public String name() {
        return "sat4j";
    }

    @Override
    public void close() {
        solver.reset();
    }
}
