package bliss.spf.sat;

import bliss.bounds.SatChecker;
import bliss.bounds.SatOptions;
import bliss.bounds.SatProblem;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

/**
 * The end of the {@link SatOracle} chain: a SAT solver (bliss's incremental CDCL by default, SAT4J as an
 * option: {@link SatOptions#solver}) loaded once with the problem's CNF ({@link SatChecker}).
 * Counts {@code satChecks} (questions the solver answered) and {@code satMillis}; every answer carries its proof (a
 * model, or a core made smaller as the options say) for the links in front.
 */
final class SolverOracle implements SatOracle {

    private final SatChecker checker;
    private final Counter satChecks;
    private final Counter satTime;
    private final boolean proofs;

    /** @param proofs compute models and cores (for answer reuse); without, answers carry no proof */
    SolverOracle(SatProblem problem, SatOptions options, boolean proofs, Counters counters) {
        this.checker = new SatChecker(problem, options);
        this.proofs = proofs;
        this.satChecks = counters.counter("satChecks");
        this.satTime = counters.timer("satMillis");
    }

    @Override
    public Answer answer(SatQuestion q) {
        satChecks.increment();
        long t0 = System.nanoTime();
        boolean sat = checker.isSatisfiable(q.literals());
        satTime.add(System.nanoTime() - t0);
        if (!proofs) {
            return Answer.of(sat);
        }
        return sat ? new Answer(true, checker.model(), null) : new Answer(false, null, checker.core(q.literals()));
    }

    @Override
    public void close() {
        checker.close();
    }
}
