package bliss.spf.symsolve;

import bliss.spf.solver.PathSolver;
import bliss.spf.solver.PathSolvers;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;

import java.util.List;

/**
 * PLI's own path-condition solver (the standard chain: folding, plain comparisons, Z3): it follows the path
 * condition of the exploring thread (a shared prefix stays pushed, so Z3 keeps what it learnt) and decides whether
 * the path condition allows a few more conditions, the values a completion gives the heap's primitive fields.
 * Counts {@code pliSolverCalls}. Not thread-safe; one per exploring thread.
 *
 * <pre>
 * @specfield mirrored: seq Expr   -- the path condition last synchronized
 * </pre>
 */
public final class PathConditionSolver implements AutoCloseable {

    private final PathSolver solver = PathSolvers.standard();
    private final Counter calls;
    private Expr[] mirrored = new Expr[0];

    public PathConditionSolver(Counters counters) {
        this.calls = counters.counter("pliSolverCalls");
    }

    /**
     * Follows the path condition: pops what differs from it and pushes the rest.
     *
     * @requires pathCondition is satisfiable
     * @effects mirrored' = pathCondition
     */
    void sync(List<Expr> pathCondition) {
        int common = 0;
        int n = Math.min(mirrored.length, pathCondition.size());
        while (common < n && mirrored[common] == pathCondition.get(common)) {
            common++;
        }
        if (common < solver.size()) {
            solver.popTo(common);
        }
        for (int i = common; i < pathCondition.size(); i++) {
            solver.push(pathCondition.get(i));
        }
        mirrored = pathCondition.toArray(Expr[]::new);
    }

    /** Whether mirrored and every condition of {@code extra} can hold together. */
    boolean satisfiableWith(List<Expr> extra) {
        int base = solver.size();
        try {
            for (Expr e : extra) {
                if (e instanceof Const k) {
                    if (k.value() == 0) {
                        return false;
                    }
                    continue;
                }
                calls.increment();
                if (!solver.isSatisfiable(e)) {
                    return false;
                }
                solver.push(e);
            }
            return true;
        } finally {
            solver.popTo(base);
        }
    }

    @Override
    public void close() {
        solver.close();
    }
}
