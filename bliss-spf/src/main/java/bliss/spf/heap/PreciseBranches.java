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
 * The path solver as a technique that asks the input heap sees it (PLI's, and POSE's with a precondition): a side of a
 * branch (or an assumption) that the path solver allows is also asked of the input heap
 * ({@link HeapQuestion#feasible}) when the condition is connected to it ({@link HeapQuestion#relevant}); a side no
 * valid input allows within the finitization is infeasible ({@code <prefix>BranchPrunes}). Everything else is the
 * path solver's, but the model, which the question may pick ({@link HeapQuestion#model}). As for any branch the solver
 * decides one way, the condition of a one-sided branch is not added to the path condition: there the path condition
 * and repOK together imply it.
 */
final class PreciseBranches implements PathSolver {

    /**
     * What a {@link PreciseBranches} asks of the input heap.
     */
    interface HeapQuestion {

        /** Whether the input heap may constrain {@code condition}; else the path solver's answer stands. */
        boolean relevant(Expr condition);

        /**
         * Whether some valid input agrees with the path condition and {@code extra}.
         *
         * @param extra a condition conjoined to the path condition, or null
         */
        boolean feasible(Expr extra);

        /** A model of the path condition (a path's input is taken from it): by default base's. */
        default Map<Var, Long> model(PathSolver base) {
            return base.model();
        }
    }

    private final PathSolver base;
    private final HeapQuestion heap;
    private final Counter checks;
    private final Counter prunes;
    private final Counter inconsistent;

    /** @param prefix the technique's name in its counters ({@code pli}: pliBranchChecks, pliBranchPrunes, ...) */
    PreciseBranches(PathSolver base, HeapQuestion heap, Counters counters, String prefix) {
        this.base = base;
        this.heap = heap;
        this.checks = counters.counter(prefix + "BranchChecks");
        this.prunes = counters.counter(prefix + "BranchPrunes");
        this.inconsistent = counters.counter(prefix + "Inconsistent");
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
        return heap.model(base);
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

    @Override
    public void queryLimit(long millis) {
        base.queryLimit(millis);
    }

    /**
     * Whether {@code condition} mentions a variable {@code target} accepts, or shares a variable with a conjunct of
     * the path condition connected so to one.
     */
    static boolean connected(Expr condition, List<Expr> pathCondition, java.util.function.Predicate<Var> target) {
        java.util.Set<Var> reached = new java.util.HashSet<>();
        condition.forEachVar(reached::add);
        List<java.util.Set<Var>> conjuncts = new java.util.ArrayList<>();
        for (Expr c : pathCondition) {
            java.util.Set<Var> vs = new java.util.HashSet<>();
            c.forEachVar(vs::add);
            conjuncts.add(vs);
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (java.util.Set<Var> vs : conjuncts) {
                if (!reached.containsAll(vs) && vs.stream().anyMatch(reached::contains)) {
                    reached.addAll(vs);
                    grew = true;
                }
            }
        }
        return reached.stream().anyMatch(target);
    }
}
