package bliss.bounds;

/**
 * How a {@link SatChecker} answers BLISS's questions: which CNF it loads and how hard it works on cores. A value, so
 * that two analyses in one JVM can differ; nothing is read from system properties.
 *
 * @param preprocess load the problem's {@linkplain SatProblem#preprocessed() preprocessed} CNF (pvars frozen) instead
 *                   of the original one; answers are the same, questions cheaper
 * @param coreRounds at most this many more questions make an unsatisfiable core smaller ({@link SatChecker#core})
 */
public record SatOptions(boolean preprocess, int coreRounds) {

    /** The measured defaults: preprocessed CNF, one core round. */
    public static final SatOptions DEFAULT = new SatOptions(true, 1);

    public SatOptions {
        if (coreRounds < 0) {
            throw new IllegalArgumentException("coreRounds must be >= 0, got " + coreRounds);
        }
    }

    public SatOptions withPreprocess(boolean p) {
        return new SatOptions(p, coreRounds);
    }

    public SatOptions withCoreRounds(int rounds) {
        return new SatOptions(preprocess, rounds);
    }
}
