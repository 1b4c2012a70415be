package bliss.spf.symsolve;

import bliss.korat.EnumerationException;
import bliss.korat.PartialCandidate;
import bliss.korat.SymSolve;
import bliss.korat.Witness;
import bliss.UserError;
import bliss.spf.vm.Abort;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

/**
 * The end of the {@link StructureOracle} chain: SymSolve's bounded-exhaustive search over the completions of the
 * question (bliss.korat). Counts {@code symsolveCalls} (searches), {@code symsolveCandidates} (runs of repOK) and
 * {@code symsolveMillis}; every SAT answer carries its witness.
 */
final class SymSolveOracle implements StructureOracle {

    private final SymSolve solver;
    private final Counter calls;
    private final Counter candidates;
    private final Counter budget;
    private final Counter time;

    SymSolveOracle(SymSolve solver, Counters counters) {
        this.solver = solver;
        this.calls = counters.counter("symsolveCalls");
        this.candidates = counters.counter("symsolveCandidates");
        this.budget = counters.counter("symsolveBudgetExhausted");
        this.time = counters.timer("symsolveMillis");
    }

    @Override
    public PartialCandidate candidate() {
        return solver.candidate();
    }

    @Override
    public StructureAnswer answer(StructureQuestion q) {
        calls.increment();
        long before = solver.candidates();
        long exhausted = solver.budgetExhausted();
        long t0 = System.nanoTime();
        Witness w;
        try {
            w = solver.solve(q.candidate(), q.filter());
        } catch (EnumerationException e) {
            throw new UserError(e.getMessage(), e);
        } catch (SymSolve.Stopped e) {
            throw new Abort(Abort.Reason.TIMEOUT); // the run's time limit, reached inside the search
        } finally {
            time.add(System.nanoTime() - t0);
            candidates.add(solver.candidates() - before);
            budget.add(solver.budgetExhausted() - exhausted);
        }
        return w == null ? StructureAnswer.UNSAT : new StructureAnswer(true, w);
    }

    @Override
    public void close() {
    }
}
