package bliss.spf.explore;

import bliss.spf.solver.PathSolver;
import bliss.spf.solver.Feasibility;
import bliss.spf.solver.SolverStats;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import bliss.spf.vm.Unsupported;

import java.util.List;
import java.util.Map;

/**
 * A path solver for runs without symbolic branches (heap-only exploration): the path condition stays empty, and any
 * question about a symbolic condition is unsupported. Used where no real solver is wanted or available.
 */
public final class NoPathSolver implements PathSolver {

    private Unsupported refuse(Expr condition) {
        return new Unsupported("a branch on a symbolic value (" + condition + ") in a run without a path solver");
    }

    @Override
    public Feasibility decide(Expr condition) {
        throw refuse(condition);
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        throw refuse(condition);
    }

    @Override
    public void push(Expr condition) {
        throw refuse(condition);
    }

    @Override
    public void popTo(int size) {
    }

    @Override
    public int size() {
        return 0;
    }

    @Override
    public List<Expr> constraints() {
        return List.of();
    }

    @Override
    public Map<Var, Long> model() {
        return Map.of();
    }

    @Override
    public SolverStats stats() {
        return SolverStats.NONE;
    }

    @Override
    public void close() {
    }
}
