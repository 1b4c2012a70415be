package bliss.spf.sat;

import bliss.bounds.QuestionRecorder;
import bliss.bounds.SatOptions;
import bliss.bounds.SatProblem;
import bliss.spf.cache.VerdictCache;
import bliss.spf.stats.Counters;

import java.nio.file.Path;

/**
 * Builds BLISS's {@link CompletionOracle} chains; the whole policy of answering SAT questions reads here (as
 * {@link bliss.spf.solver.PathSolvers} does for path conditions). Front to back:
 * <ol>
 * <li>{@link RecentAnswers} (unless answer reuse is off): models and cores of this run's earlier answers;</li>
 * <li>{@link CachedVerdicts} (BLISSDB only): verdicts kept across runs and scopes, satisfiable ones with a
 * model;</li>
 * <li>{@link RecordedQuestions} (when asked to record): every question that reaches the solver, in a file;</li>
 * <li>{@link Sat4jOracle}: SAT4J on the preprocessed CNF.</li>
 * </ol>
 */
public final class CompletionOracles {

    private CompletionOracles() {
    }

    /**
     * How BLISS answers its questions.
     *
     * @param sat          how SAT4J loads the CNF and shrinks cores
     * @param reuseAnswers decide questions from the models and cores of earlier answers (false: the paper's
     *                     behaviour, every question to SAT4J)
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
     * The chain of BLISS: answer reuse, recording, the solver.
     *
     * @param counters where the links count (one registry per thread)
     */
    public static CompletionOracle bliss(SatProblem problem, Options options, Counters counters) {
        CompletionOracle chain = solver(problem, options, counters);
        return options.reuseAnswers() ? new RecentAnswers(chain, counters) : chain;
    }

    /**
     * The chain of BLISSDB: answer reuse, then the verdict cache, then {@link #bliss}'s recording and solver. The
     * cache is asked only what the run's own models and cores leave open, and a hit brings the model stored with
     * it (when the store keeps models) to the answer reuse in front, as a fresh answer would.
     *
     * @param cache       the run's verdict cache (thread-safe; closed by the run, not by the chain)
     * @param fingerprint the invariant's and layout's fingerprint, part of every key
     * @param scope       the scope of the run (a verdict's validity depends on it)
     */
    public static CompletionOracle blissDb(SatProblem problem, Options options, VerdictCache cache,
                                           String fingerprint, int scope, Counters counters) {
        CompletionOracle chain = new CachedVerdicts(solver(problem, options, counters), cache, fingerprint, scope,
                options.reuseAnswers() ? problem.pvarEdges() : null, counters);
        return options.reuseAnswers() ? new RecentAnswers(chain, counters) : chain;
    }

    /** Recording (when asked) in front of the solver. */
    private static CompletionOracle solver(SatProblem problem, Options options, Counters counters) {
        CompletionOracle chain = new Sat4jOracle(problem, options.sat(), options.reuseAnswers(), counters);
        if (options.record() != null) {
            chain = new RecordedQuestions(chain, QuestionRecorder.open(options.record()), problem);
        }
        return chain;
    }
}
