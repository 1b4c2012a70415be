package bliss.spf.heap;

import bliss.spf.solver.Feasibility;
import bliss.spf.solver.PathSolver;
import bliss.spf.solver.SolverStats;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Var;

import java.util.List;
import java.util.Map;

/**
 * PLI's view of the path solver: a side of a branch (or an assumption) that the path solver allows is also asked of
 * the input heap ({@link PreciseSymSolveCheck#feasible}) when the condition is connected to the heap's primitive fields;
 * a side no valid structure allows within the finitization is infeasible ({@code pliBranchPrunes}). Everything else
 * is the path solver's. As for any branch the solver decides one way, the condition of a one-sided branch is not
 * added to the path condition: there the path condition and repOK together imply it.
 */
final class PreciseBranches implements PathSolver {

    private final PathSolver base;
    private final PreciseSymSolveCheck heap;
    private final Counter checks;
    private final Counter prunes;
    private final Counter inconsistent;

    PreciseBranches(PathSolver base, PreciseSymSolveCheck heap, Counters counters) {
        this.base = base;
        this.heap = heap;
        this.checks = counters.counter("pliBranchChecks");
        this.prunes = counters.counter("pliBranchPrunes");
        this.inconsistent = counters.counter("pliInconsistent");
    }

    @Override
    public Feasibility decide(Expr condition) {
        Feasibility f = base.decide(condition);
        if (f != Feasibility.BOTH || !heap.relevant(condition)) {
            return f;
        }
        checks.increment();
        boolean yes = heap.feasible(condition);
        boolean no = heap.feasible(Exprs.not(condition));
        if (yes && no) {
            return Feasibility.BOTH;
        }
        if (yes || no) {
            prunes.increment();
            return yes ? Feasibility.TRUE_ONLY : Feasibility.FALSE_ONLY;
        }
        // neither: the heap and the path condition disagree already, which every earlier step rules out; keep the
        // solver's answer (sound) and count it, so that a test sees it
        inconsistent.increment();
        return f;
    }

    @Override
    public boolean isSatisfiable(Expr condition) {
        if (!base.isSatisfiable(condition)) {
            return false;
        }
        if (!heap.relevant(condition)) {
            return true;
        }
        checks.increment();
        if (heap.feasible(condition)) {
            return true;
        }
        prunes.increment();
        return false;
    }

    @Override
    public void push(Expr condition) {
        base.push(condition);
    }

    @Override
    public void popTo(int size) {
        base.popTo(size);
    }

    @Override
    public int size() {
        return base.size();
    }

    @Override
    public List<Expr> constraints() {
        return base.constraints();
    }

    @Override
    public Map<Var, Long> model() {
        return base.model();
    }

    @Override
    public SolverStats stats() {
        return base.stats();
    }

    /** The base solver belongs to the run, which closes it. */
    @Override
    public void close() {
    }

    @Override
    public void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        base.deadline(nanoTime, clock);
    }
}
