package bliss.sat;

import java.util.Arrays;

/**
 * The CNF a SAT checker loads (bliss.bounds.SatChecker): a {@link Preprocessor}'s output, or a problem's CNF unchanged ({@link
 * #identity}), with the literal that stands for each frozen variable of the original CNF.
 *
 * <p>For every set of assumptions over frozen variables, this CNF is satisfiable under the assumptions' literals
 * ({@link #literal}) iff the original CNF is satisfiable under the assumptions; and a model of it gives each frozen
 * variable the value of its literal in some model of the original under the same assumptions. Non-frozen variables
 * of the original have no literal here. Immutable; {@link #clauses()} returns the shared arrays.
 */
public final class PreprocessedCnf {

    /** What preprocessing did and cost (all zero for {@link #identity}). */
    public record Stats(int variablesBefore, int clausesBefore, int eliminated, int substituted, long millis) {
    }

    private final int variables;
    private final int[][] clauses;
    /** Per original variable: its literal here, {@link Cnf#TRUE}/{@link Cnf#FALSE} when fixed, 0 when not frozen. */
    private final int[] literal;
    private final int[] frozen;
    /** Per variable here: the original variable it was (before renumbering); index 0 unused. */
    private final int[] origin;
    private final boolean unsatisfiable;
    private final Stats stats;

    PreprocessedCnf(int variables, int[][] clauses, int[] literal, int[] origin, boolean unsatisfiable,
                    Stats stats) {
        this.variables = variables;
        this.origin = origin;
        this.clauses = clauses;
        this.literal = literal;
        this.unsatisfiable = unsatisfiable;
        this.stats = stats;
        this.frozen = java.util.stream.IntStream.range(1, literal.length).filter(v -> literal[v] != 0).toArray();
    }

    /** The original CNF itself; every variable frozen, as its own literal. */
    public static PreprocessedCnf identity(int variables, int[][] clauses) {
        int[] literal = new int[variables + 1];
        Arrays.setAll(literal, v -> v);
        return new PreprocessedCnf(variables, clauses, literal, literal, false,
                new Stats(variables, clauses.length, 0, 0, 0));
    }

    /** A CNF found unsatisfiable under every assumption. */
    static PreprocessedCnf unsatisfiable(int variablesBefore, long millis) {
        return new PreprocessedCnf(0, new int[0][], new int[variablesBefore + 1], new int[1], true,
                new Stats(variablesBefore, 0, 0, 0, millis));
    }

    /**
     * This CNF with one more clause of the original's, over frozen variables, without preprocessing again. For every
     * set of assumptions over frozen variables the original CNF with the clause is satisfiable iff this CNF with the
     * clause's literals is: a full assignment of the frozen variables satisfies the one iff it satisfies the other,
     * and the clause constrains nothing else. The same holds of models.
     *
     * @requires every variable of {@code original} is frozen
     * @return the CNF with the clause, or this CNF when the clause holds in every model (a literal fixed true)
     */
    public PreprocessedCnf withClause(int[] original) {
        if (unsatisfiable) {
            return this;
        }
        int[] mapped = new int[original.length];
        int n = 0;
        for (int l : original) {
            int m = literal(l);
            if (m == Cnf.TRUE) {
                return this;
            }
            if (m != Cnf.FALSE) {
                mapped[n++] = m;
            }
        }
        if (n == 0) {
            return unsatisfiable(stats.variablesBefore(), stats.millis());
        }
        int[][] more = Arrays.copyOf(clauses, clauses.length + 1);
        more[clauses.length] = Arrays.copyOf(mapped, n);
        return new PreprocessedCnf(variables, more, literal, origin, false, stats);
    }

    /** The variables, {@code 1..variables()}. */
    public int variables() {
        return variables;
    }

    public int[][] clauses() {
        return clauses;
    }

    /** True when no assignment at all satisfies the CNF (then it has no clauses and no literals). */
    public boolean unsatisfiable() {
        return unsatisfiable;
    }

    /**
     * The literal that stands for a literal of the original CNF over a frozen variable.
     *
     * @requires {@code original} is {@code v} or {@code -v} for a frozen variable v, and not {@link #unsatisfiable}
     * @return a literal over {@code 1..variables()}, or {@link Cnf#TRUE} / {@link Cnf#FALSE} when every model fixes it
     * @throws IllegalArgumentException when the variable is not frozen
     */
    public int literal(int original) {
        int v = Math.abs(original);
        int l = v < literal.length ? literal[v] : 0;
        if (l == 0) {
            throw new IllegalArgumentException("variable " + v + " is not frozen in the preprocessed CNF");
        }
        return original > 0 ? l : -l;
    }

    /** The original variable that variable {@code v} of this CNF was. */
    int origin(int v) {
        return origin[v];
    }

    /** The frozen variables of the original CNF, ascending. */
    public int[] frozen() {
        return frozen;
    }

    public Stats stats() {
        return stats;
    }
}
