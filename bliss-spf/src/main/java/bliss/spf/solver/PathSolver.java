package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.List;
import java.util.Map;

/**
 * Decides path conditions. The solver holds the current path condition: a stack of conditions that is known to be
 * satisfiable, grown by {@link #push} as the depth-first search goes down and shrunk by {@link #popTo} when it
 * backtracks, so that an incremental solver keeps what it learnt along the way.
 *
 * <p>Implementations form a chain, each adding one idea behind this interface (constant folding, a fast decision
 * procedure for plain comparisons, Z3 at the end); {@code PathSolvers} builds the chain in one place.
 *
 * <pre>
 * @specfield constraints: seq Expr   -- the path condition, a conjunction; always satisfiable
 * </pre>
 */
public interface PathSolver extends AutoCloseable {

    /**
     * Which of {@code condition} and its negation are consistent with the path condition.
     *
     * @requires condition.type() == BOOL
     * @return TRUE_ONLY, FALSE_ONLY or BOTH (never neither: the path condition is satisfiable)
     */
    Feasibility decide(Expr condition);

    /**
     * Whether the path condition and {@code condition} can hold together.
     *
     * @requires condition.type() == BOOL
     */
    boolean isSatisfiable(Expr condition);

    /**
     * The side of {@code condition} that a model of the path condition the solver keeps takes, known feasible without
     * a query; null when the solver keeps no model or the model does not decide it. After {@link #decide} gave up on
     * a condition (a query past its limit), the other side is the undecided one.
     *
     * @requires condition.type() == BOOL
     */
    default Boolean sideInModel(Expr condition) {
        return null;
    }

    /**
     * Conjoins a condition to the path condition.
     *
     * @requires isSatisfiable(condition)
     * @effects constraints' = constraints ++ [condition]
     */
    void push(Expr condition);

    /**
     * Backtracks the path condition to its first {@code size} conditions.
     *
     * @requires 0 <= size <= size()
     * @effects constraints' = constraints[0 .. size)
     */
    void popTo(int size);

    /** The number of conditions in the path condition. */
    int size();

    /** The path condition, oldest first. */
    List<Expr> constraints();

    /**
     * Values for the variables of the path condition that satisfy it: the concrete inputs of a test for this path.
     * Variables the path condition does not mention may be missing.
     */
    Map<Var, Long> model();

    /** Counters of this solver and the solvers behind it. */
    SolverStats stats();

    /**
     * Stops at {@code nanoTime} on {@code clock}: a query still running then gives up by throwing
     * {@link bliss.spf.vm.Abort} with reason TIMEOUT (the run's time limit), a link that only forwards passes this on.
     */
    default void deadline(long nanoTime, java.util.function.LongSupplier clock) {
    }

    /**
     * Gives each query that reaches Z3 at most {@code millis} milliseconds (0: no limit): a query Z3 has not decided by
     * then, or on which it gave up, ends the path by throwing {@link bliss.spf.vm.Abort} with reason SOLVER_LIMIT.
     * A link that only forwards passes this on.
     *
     * @requires millis >= 0
     */
    default void queryLimit(long millis) {
    }

    /** Releases native resources (Z3). */
    @Override
    void close();
}
