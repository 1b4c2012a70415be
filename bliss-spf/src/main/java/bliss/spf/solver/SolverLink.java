package bliss.spf.solver;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;

import java.util.Map;

/**
 * One link of the solver chain (KLEE's idea): it answers the queries it can with one idea of its own and passes
 * the others to the next link, Z3 at the end. Every link sees every {@code push} and {@code popTo}, so each keeps
 * the view of the path condition it needs.
 *
 * <p>Besides {@link PathSolver}, a link reports a witness for its last satisfiable answer, so that the head of the
 * chain ({@link BranchDecider}) can keep a model of the path condition without asking again.
 */
abstract class SolverLink implements PathSolver {

    protected final SolverCounters counters;

    SolverLink(SolverCounters counters) {
        this.counters = counters;
    }

    /**
     * A witness for the last query {@code q} this link answered satisfiable.
     *
     * @requires the last call to {@link #isSatisfiable} returned true, and no other method was called since
     * @return values p such that, for every model m of the path condition, m overridden by p satisfies the path
     *         condition and q (p covers q's variables and every variable connected to them through the path
     *         condition); empty when every model of the path condition already satisfies q
     */
    abstract Map<Var, Long> lastModel();

    /**
     * Both sides by two queries, but the negation of an unsatisfiable condition needs none: the path condition is
     * satisfiable, so a condition that cannot hold with it leaves only its negation.
     */
    @Override
    public Feasibility decide(Expr condition) {
        if (!isSatisfiable(condition)) {
            return Feasibility.FALSE_ONLY;
        }
        return isSatisfiable(Exprs.not(condition)) ? Feasibility.BOTH : Feasibility.TRUE_ONLY;
    }

    @Override
    public SolverStats stats() {
        return counters.snapshot();
    }
}
