package bliss.experiments;

/**
 * A sweep's scope built on the one below it: the analysis of the structures of exactly k nodes (every path of which
 * read all k, so that they are the paths scope k adds) together with the result at scope k - 1.
 */
public final class ScopeStep {

    private ScopeStep() {
    }

    /**
     * @requires {@code below} is the ok result at scope k - 1 and {@code step} the ok result of the structures of
     *           exactly k nodes, every path of which read all k
     * @return the result at scope k: the structures and paths of both; time, memory, SAT checks and the verdict
     *         cache's hits the step's own (what scope k cost after scope k - 1)
     */
    public static CellResult added(CellResult below, CellResult step) {
        return new CellResult(step.key(), step.status(), step.millis(), step.cpuMillis(), step.processMillis(),
                sum(below.structures(), step.structures()), sum(below.paths(), step.paths()), step.satChecks(),
                step.cacheHits(), step.cacheLookups(), step.peakHeapBytes(), step.note());
    }

    /**
     * @requires {@code whole} is the result at scope k of the analysis that ran after {@code step}, the structures of
     *           exactly k nodes, could not be added to the scope below
     * @return {@code whole}, with the time and SAT checks of both (the scope cost both)
     */
    public static CellResult after(CellResult step, CellResult whole) {
        return new CellResult(whole.key(), whole.status(), sum(step.millis(), whole.millis()),
                sum(step.cpuMillis(), whole.cpuMillis()), sum(step.processMillis(), whole.processMillis()),
                whole.structures(), whole.paths(), sum(step.satChecks(), whole.satChecks()),
                sum(step.cacheHits(), whole.cacheHits()), sum(step.cacheLookups(), whole.cacheLookups()),
                max(step.peakHeapBytes(), whole.peakHeapBytes()), whole.note());
    }

    private static Long sum(Long a, Long b) {
        return a == null || b == null ? null : a + b;
    }

    private static Long max(Long a, Long b) {
        return a == null ? b : b == null ? a : Long.valueOf(Math.max(a, b));
    }
}
