package bliss.bounds;

import bliss.sat.Cnf;

import bliss.sat.IncrementalSolver;
import bliss.sat.SolverKind;

import java.util.List;

/**
 * A cluster worker's share of a tight-bounds computation: one solver loaded with the CNF asks about each undecided
 * tuple of a batch (its literals as assumptions), as {@link TightBounds}' threads do: every model proves all tuples
 * true in it feasible (harvested, whether in the batch or not), an unsatisfiable answer proves the tuple infeasible
 * and becomes a clause that helps the next questions.
 */
public final class TupleBatch {

    public static final byte UNDECIDED = 0;
    public static final byte FEASIBLE = 1;
    public static final byte INFEASIBLE = 2;

    /**
     * What an answerer proved.
     *
     * @param status   per tuple: FEASIBLE (true in a model found), INFEASIBLE (a batch tuple proved unsatisfiable), or
     *                 UNDECIDED
     * @param satCalls SAT calls made
     */
    public record Answer(byte[] status, long satCalls) {
    }

    private TupleBatch() {
    }

    /**
     * Decides the tuples of {@code batch} that {@code known} leaves undecided.
     *
     * @param literals per tuple, its edge literal and its source's "in the structure" literal
     * @param known    what is known already (infeasible tuples become clauses; decided ones are not asked)
     */
    public static Answer answer(int variables, List<int[]> clauses, int[][] literals, byte[] known, int[] batch) {
        byte[] status = new byte[literals.length];
        long calls = 1;
        try (IncrementalSolver solver = SolverKind.CDCL.create(variables)) {
            boolean loaded = true;
            for (int i = 0; loaded && i < clauses.size(); i++) {
                loaded = solver.addClause(clauses.get(i));
            }
            for (int i = 0; loaded && i < literals.length; i++) {
                if (known[i] == INFEASIBLE) {
                    exclude(solver, literals[i]);
                }
            }
            if (!loaded || !solver.solve()) {
                for (int i : batch) {
                    status[i] = INFEASIBLE; // no valid structure at all
                }
                return new Answer(status, calls);
            }
            harvest(solver, literals, known, status);
            for (int i : batch) {
                if (known[i] != UNDECIDED || status[i] != UNDECIDED) {
                    continue;
                }
                int[] assumptions = java.util.Arrays.stream(literals[i]).filter(l -> l != Cnf.TRUE).toArray();
                calls++;
                if (solver.solve(assumptions)) {
                    harvest(solver, literals, known, status);
                } else {
                    status[i] = INFEASIBLE;
                    exclude(solver, literals[i]);
                }
            }
            return new Answer(status, calls);
        }
    }

    /** {@code !(edge && source in the structure)}: the tuple is in no model. */
    private static void exclude(IncrementalSolver solver, int[] t) {
        if (t[0] == Cnf.FALSE || t[1] == Cnf.FALSE) {
            return; // false in every model already
        }
        int[] clause = new int[]{-t[0], -t[1]};
        if (t[0] == Cnf.TRUE || t[1] == Cnf.TRUE) {
            clause = new int[]{t[0] == Cnf.TRUE ? -t[1] : -t[0]};
        }
        if (clause[0] != -Cnf.TRUE) {
            solver.addClause(clause);
        }
    }

    /** Every undecided tuple true in the current model is feasible. */
    private static void harvest(IncrementalSolver solver, int[][] literals, byte[] known, byte[] status) {
        for (int i = 0; i < literals.length; i++) {
            if (known[i] == UNDECIDED && status[i] == UNDECIDED && holds(solver, literals[i][0])
                    && holds(solver, literals[i][1])) {
                status[i] = FEASIBLE;
            }
        }
    }

    private static boolean holds(IncrementalSolver solver, int lit) {
        return lit == Cnf.TRUE || lit != Cnf.FALSE && solver.value(Math.abs(lit)) == lit > 0;
    }
}
