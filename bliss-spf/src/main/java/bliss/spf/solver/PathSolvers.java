package bliss.spf.solver;

/**
 * Builds the path-condition solver chains; the whole solving policy reads here. Each link answers what it can with
 * one idea and passes the rest on:
 * <ol>
 * <li>{@link BranchDecider}: a branch needs one query, not two (the path condition's model decides one side);</li>
 * <li>{@link FoldingSolver}: constants, variable ranges, conditions already in the path condition;</li>
 * <li>{@link PlainComparisonSolver}: comparisons without arithmetic, as difference constraints;</li>
 * <li>{@link IntervalRefuter}: a query with floating-point arithmetic (in it or in the part of the path condition it
 * depends on) that the variables' ranges make impossible, unsatisfiable without Z3 ({@link Intervals});</li>
 * <li>{@link Z3Solver}: everything, exactly, with Java's bit-vector semantics, incrementally.</li>
 * </ol>
 * A chain is not thread-safe; use one per search. Close it to release Z3.
 */
public final class PathSolvers {

    private PathSolvers() {
    }

    /** The full chain. */
    public static PathSolver standard() {
        SolverCounters counters = new SolverCounters();
        SolverLink z3 = new Z3Solver(counters);
        SolverLink ranges = new IntervalRefuter(z3, counters);
        SolverLink plain = new PlainComparisonSolver(ranges, counters);
        SolverLink folding = new FoldingSolver(plain, counters);
        return new BranchDecider(folding, counters);
    }

    /** Every query to Z3 (still one per branch, by the path condition's model): for comparison and tests. */
    public static PathSolver z3Only() {
        SolverCounters counters = new SolverCounters();
        return new BranchDecider(new Z3Solver(counters), counters);
    }

    /** Z3 alone, asked about both sides of a branch as a plain solver would be: the baseline of measurements. */
    static PathSolver z3Plain() {
        return new Z3Solver(new SolverCounters());
    }
}
