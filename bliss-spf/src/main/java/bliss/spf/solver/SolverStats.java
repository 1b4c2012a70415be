package bliss.spf.solver;

/**
 * What the path-condition solvers did in a run.
 *
 * @param queries     satisfiability questions asked of the chain (one per {@code isSatisfiable}, up to two per
 *                    {@code decide})
 * @param folded      answered by constant folding or a syntactic check
 * @param fastPath    answered by the decision procedure for plain comparisons, without Z3
 * @param z3Calls     checks that reached Z3
 * @param z3Nanos     time spent in Z3
 */
public record SolverStats(long queries, long folded, long fastPath, long z3Calls, long z3Nanos) {

    public static final SolverStats NONE = new SolverStats(0, 0, 0, 0, 0);
}
