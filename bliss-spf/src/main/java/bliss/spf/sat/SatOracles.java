package bliss.spf.sat;

import bliss.bounds.QuestionRecorder;
import bliss.bounds.SatOptions;
import bliss.bounds.SatProblem;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictMemo;
import bliss.spf.stats.Counters;

import java.nio.file.Path;

/**
 * Builds BLISS's {@link SatOracle} chains; the whole policy of answering SAT questions reads here (as
 * {@link bliss.spf.solver.PathSolvers} does for path conditions). Front to back:
 * <ol>
 * <li>{@link RecentAnswers} (unless answer reuse is off): models and cores of this run's earlier answers;</li>
 * <li>{@link CachedVerdicts} (BLISSDB only): a verdict kept by an earlier run or scope, with its proof, instead of
 * the solver;</li>
 * <li>{@link StoredVerdicts} (BLISSDB only): every verdict of the solver is kept across runs and scopes, with its
 * proof;</li>
 * <li>{@link RecordedQuestions} (when asked to record): every question that reaches the solver, in a file;</li>
 * <li>{@link SolverOracle}: the SAT solver of the options (bliss's CDCL by default) on the preprocessed CNF.</li>
 * </ol>
 * The cache is asked after answer reuse: a cached verdict stands in for a solver call, never for a reuse that costs
 * less. Only the solver's verdicts are stored, each with the model or core it came with; a cached verdict hands its
 * proof to answer reuse, so a re-run reuses exactly as the run that stored it did and asks the cache only the
 * questions that run asked the solver (none reaches the solver), and a larger scope reuses the smaller scopes'
 * models.
 */
public final class SatOracles {

    private SatOracles() {
    }

    /**
     * How BLISS answers its questions.
     *
     * @param sat          which SAT solver loads which CNF, and how it shrinks cores
     * @param reuseAnswers decide questions from the models and cores of earlier answers (false: the paper's
     *                     behaviour, every question to the solver)
     * @param record       a file recording the questions the solver answers, or null
     */
    public record Options(SatOptions sat, boolean reuseAnswers, Path record) {

        public static final Options DEFAULT = new Options(SatOptions.DEFAULT, true, null);

        public Options withReuseAnswers(boolean reuse) {
            return new Options(sat, reuse, record);
        }

        public Options withSat(SatOptions s) {
            return new Options(s, reuseAnswers, record);
        }

        public Options withRecord(Path file) {
            return new Options(sat, reuseAnswers, file);
        }
    }

    /**
     * The chain of BLISS: the class comment's without the BLISSDB links.
     *
     * @param counters where the links count (one registry per thread)
     */
    public static SatOracle bliss(SatProblem problem, Options options, Counters counters) {
        return reusing(solver(problem, options, counters), options, counters);
    }

    private static SatOracle solver(SatProblem problem, Options options, Counters counters) {
        SatOracle chain = new SolverOracle(problem, options.sat(), options.reuseAnswers(), counters);
        if (options.record() != null) {
            chain = new RecordedQuestions(chain, QuestionRecorder.open(options.record()), problem);
        }
        return chain;
    }

    private static SatOracle reusing(SatOracle next, Options options, Counters counters) {
        return options.reuseAnswers() ? new RecentAnswers(next, counters) : next;
    }

    /**
     * The chain of BLISSDB: {@link #bliss}'s with the verdict cache before the solver and its verdicts stored.
     *
     * @param cache       the run's verdict cache (thread-safe; closed by the run, not by the chain)
     * @param fingerprint the invariant's and layout's fingerprint, part of every key
     * @param scope       the scope of the run (a verdict's validity depends on it)
     * @param edges       the problem's pvars as scope-free edges, for the proofs
     */
    public static SatOracle blissDb(SatProblem problem, Options options, VerdictCache cache,
                                           String fingerprint, int scope, Edges edges, Counters counters) {
        VerdictMemo memo = new VerdictMemo(cache, fingerprint, scope, counters);
        SatOracle stored = new StoredVerdicts(solver(problem, options, counters), memo, edges);
        return reusing(new CachedVerdicts(stored, memo, edges), options, counters);
    }
}
