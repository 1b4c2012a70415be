package bliss.spf.solver;

import bliss.spf.symbolic.Var;

import java.util.Map;

/**
 * A link with a next one: what it does not answer itself goes on to {@code next}, and so do the run's limits, the
 * release of the solver at the chain's end, and (unless the link keeps one of its own) the model of the path
 * condition.
 */
abstract class ForwardingLink extends SolverLink {

    protected final SolverLink next;

    ForwardingLink(SolverLink next, SolverCounters counters) {
        super(counters);
        this.next = next;
    }

    @Override
    public Map<Var, Long> model() {
        return next.model();
    }

    @Override
    public void close() {
        next.close();
    }

    @Override
    public void deadline(long nanoTime, java.util.function.LongSupplier clock) {
        next.deadline(nanoTime, clock);
    }

    @Override
    public void queryLimit(long millis) {
        next.queryLimit(millis);
    }
}
