package bliss.spf.sat;

import bliss.bounds.SatChecker;
import bliss.bounds.SatOptions;
import bliss.bounds.SatProblem;
import bliss.sat.IncrementalSolver;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The end of the {@link SatOracle} chain: a SAT solver (bliss's incremental CDCL by default, SAT4J as an option:
 * {@link SatOptions#solver}) loaded once with the problem's CNF ({@link SatChecker}); every answer carries its proof
 * (a model, or a core made smaller as the options say) for the links in front.
 *
 * <p>Counts {@code satChecks} (questions the solver answered) and {@code satMillis} (the exploring thread's CPU time
 * in them); {@code satCoreRounds} and {@code satCoreMillis}, the questions that made cores smaller and their CPU
 * time; and the solver's own work in all of them: {@code satConflicts}, {@code satDecisions},
 * {@code satPropagations}, {@code satReusedLevels} (decision levels kept from the previous question).
 */
final class SolverOracle implements SatOracle {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final SatChecker checker;
    private final boolean proofs;
    private final Counter satChecks;
    private final Counter satTime;
    private final Counter coreRounds;
    private final Counter coreTime;
    private final Counter conflicts;
    private final Counter decisions;
    private final Counter propagations;
    private final Counter reusedLevels;
    private final Counter completions;

    /** @param proofs compute models and cores (for answer reuse); without, answers carry no proof */
    SolverOracle(SatProblem problem, SatOptions options, boolean proofs, Counters counters) {
        this.checker = new SatChecker(problem, options);
        this.proofs = proofs;
        this.satChecks = counters.counter("satChecks");
        this.satTime = counters.timer("satMillis");
        this.coreRounds = counters.counter("satCoreRounds");
        this.coreTime = counters.timer("satCoreMillis");
        this.conflicts = counters.counter("satConflicts");
        this.decisions = counters.counter("satDecisions");
        this.propagations = counters.counter("satPropagations");
        this.reusedLevels = counters.counter("satReusedLevels");
        this.completions = counters.counter("satCompletions");
    }

    @Override
    public Answer answer(SatQuestion q) {
        IncrementalSolver.Statistics before = checker.solverStatistics();
        satChecks.increment();
        long t0 = cpuNanos();
        boolean sat = checker.isSatisfiable(q.literals());
        long t1 = cpuNanos();
        satTime.add(t1 - t0);
        Answer answer;
        if (!proofs) {
            answer = Answer.of(sat);
        } else if (sat) {
            answer = new Answer(true, checker.model(), null);
        } else {
            long rounds = checker.coreQuestions();
            int[] core = checker.core(q.literals());
            coreTime.add(cpuNanos() - t1);
            coreRounds.add(checker.coreQuestions() - rounds);
            answer = new Answer(false, null, core);
        }
        IncrementalSolver.Statistics work = checker.solverStatistics().minus(before);
        conflicts.add(work.conflicts());
        decisions.add(work.decisions());
        propagations.add(work.propagations());
        reusedLevels.add(work.reusedLevels());
        completions.add(work.completions());
        return answer;
    }

    /** The CPU time of the calling thread (its wall time where the JVM cannot measure CPU time). */
    private static long cpuNanos() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    @Override
    public void close() {
        checker.close();
    }
}
