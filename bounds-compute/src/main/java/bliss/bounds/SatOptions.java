package bliss.bounds;

import java.nio.file.Path;

/**
 * How a {@link SatChecker} answers BLISS's questions: which CNF it loads and how hard it works on cores. A value, so
 * that two analyses in one JVM can differ; nothing is read from system properties.
 *
 * @param preprocess load the problem's {@linkplain SatProblem#preprocessed() preprocessed} CNF (pvars frozen) instead
 *                   of the original one; answers are the same, questions cheaper
 * @param coreRounds at most this many more questions make an unsatisfiable core smaller ({@link SatChecker#core})
 * @param record     a file every question and answer is appended to ({@link QuestionRecorder}), or null
 */
public record SatOptions(boolean preprocess, int coreRounds, Path record) {

    /** The measured defaults: preprocessed CNF, one core round, no recording. */
    public static final SatOptions DEFAULT = new SatOptions(true, 1, null);

    public SatOptions {
        if (coreRounds < 0) {
            throw new IllegalArgumentException("coreRounds must be >= 0, got " + coreRounds);
        }
    }

    public SatOptions withPreprocess(boolean p) {
        return new SatOptions(p, coreRounds, record);
    }

    public SatOptions withCoreRounds(int rounds) {
        return new SatOptions(preprocess, rounds, record);
    }

    public SatOptions withRecord(Path file) {
        return new SatOptions(preprocess, coreRounds, file);
    }
}
