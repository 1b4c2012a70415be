package bliss.spf.solver;

/**
 * What the path-condition solvers did in a run. Every query is answered by exactly one link, so
 * {@code queries == folded + fastPath + byModel + reused + byRanges + (z3Calls made for queries)}; {@code z3Calls} also counts the
 * checks made for {@link PathSolver#model()} when no cheaper model is at hand.
 *
 * @param queries  satisfiability questions asked of the chain (one per {@code isSatisfiable}, one or two per
 *                 {@code decide}: none for the negation of a condition found unsatisfiable)
 * @param folded   answered by constant folding, variable ranges or a syntactic check
 * @param fastPath answered by the decision procedure for plain comparisons, without Z3
 * @param byModel  answered by evaluating the condition under the path condition's current model (true there, so
 *                 satisfiable with it), or under that model with a few values changed ({@link ModelRepair})
 * @param reused   answered as the same floating-point query was before on another path: the same condition and the
 *                 same atoms of the path condition it depends on (constraint independence, {@link Independence})
 * @param byRanges unsatisfiable by the ranges of the variables ({@link IntervalRefuter}: a float product that cannot be
 *                 0, NaN or large under {@code 0 < loadFactor <= 1})
 * @param z3Calls  checks that reached Z3
 * @param z3Nanos  time spent in Z3 (context creation, assertions, checks, models)
 */
public record SolverStats(long queries, long folded, long fastPath, long byModel, long reused, long byRanges,
                          long z3Calls, long z3Nanos) {

    public static final SolverStats NONE = new SolverStats(0, 0, 0, 0, 0, 0, 0, 0);

    /** The counters of the version of this record before {@code byRanges}. */
    public SolverStats(long queries, long folded, long fastPath, long byModel, long reused, long z3Calls,
                       long z3Nanos) {
        this(queries, folded, fastPath, byModel, reused, 0, z3Calls, z3Nanos);
    }

    /** The counters of the first version of this record, without {@code byModel} and {@code reused}. */
    public SolverStats(long queries, long folded, long fastPath, long z3Calls, long z3Nanos) {
        this(queries, folded, fastPath, 0, 0, 0, z3Calls, z3Nanos);
    }

    /** The counters of two runs added (parallel workers). */
    public SolverStats plus(SolverStats o) {
        return new SolverStats(queries + o.queries, folded + o.folded, fastPath + o.fastPath, byModel + o.byModel,
                reused + o.reused, byRanges + o.byRanges, z3Calls + o.z3Calls, z3Nanos + o.z3Nanos);
    }

    /** The counters of a run minus those of an earlier point of it (one unit of work of a worker). */
    public SolverStats minus(SolverStats o) {
        return new SolverStats(queries - o.queries, folded - o.folded, fastPath - o.fastPath, byModel - o.byModel,
                reused - o.reused, byRanges - o.byRanges, z3Calls - o.z3Calls, z3Nanos - o.z3Nanos);
    }

    /** Queries answered without Z3. */
    public long withoutZ3() {
        return folded + fastPath + byModel + reused + byRanges;
    }
}
