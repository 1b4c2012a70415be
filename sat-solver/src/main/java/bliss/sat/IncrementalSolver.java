package bliss.sat;

/**
 * A SAT solver asked many questions about one growing set of clauses, each under its own assumptions. Literals are
 * DIMACS ints: {@code v} or {@code -v} for a variable {@code v} in {@code 1..variables()}. Not thread-safe.
 */
public interface IncrementalSolver extends AutoCloseable {

    /** The variables: {@code 1..variables()}. */
    int variables();

    /**
     * Adds a clause for every later question.
     *
     * @requires every literal is over {@code 1..variables()}
     * @effects the clauses include {@code literals}
     * @return false when the clauses are now unsatisfiable under every assumption
     */
    boolean addClause(int... literals);

    /**
     * Whether some model of the clauses makes every assumption true.
     *
     * @requires every assumption is over {@code 1..variables()}
     * @return true with a model ({@link #value}), false with failed assumptions ({@link #failedAssumptions})
     */
    boolean solve(int... assumptions);

    /**
     * @requires the last {@link #solve} returned true and no clause was added since
     * @return the value of {@code variable} in that model
     */
    boolean value(int variable);

    /**
     * @requires the last {@link #solve} returned false
     * @return assumptions of that question that are unsatisfiable together with the clauses (a subset of them; all
     *         of them when the solver cannot say which)
     */
    int[] failedAssumptions();

    /**
     * The work the solver has done since it was made, summed over every question: conflicts, decisions, literals
     * propagated, decision levels kept from the previous question (trail reuse; 0 for a solver without it), and
     * satisfiable answers whose model is the last model completed without a decision (0 for a solver without it).
     */
    record Statistics(long conflicts, long decisions, long propagations, long reusedLevels, long completions) {
        public static final Statistics NONE = new Statistics(0, 0, 0, 0, 0);

        /** The work done between {@code earlier} and this. */
        public Statistics minus(Statistics earlier) {
            return new Statistics(conflicts - earlier.conflicts, decisions - earlier.decisions,
                    propagations - earlier.propagations, reusedLevels - earlier.reusedLevels,
                    completions - earlier.completions);
        }
    }

    /** @return the work done so far */
    Statistics statistics();

    /** A short name: {@code cdcl}, {@code sat4j}. */
    String name();

    @Override
    void close();
}
