package bliss.spf.symsolve;

import bliss.spf.cache.VerdictCache;
import bliss.spf.stats.Counters;

/**
 * Builds LISSA's {@link StructureOracle} chains; the whole policy of answering LISSA's questions reads here. Front
 * to back:
 * <ol>
 * <li>{@link MemoizedVerdicts} (LISSA-M only): verdicts kept across runs and scopes, in BLISSDB's verdict cache;</li>
 * <li>{@link RecentWitnesses}: the witnesses of this run's recent SAT answers;</li>
 * <li>{@link SymSolveOracle}: SymSolve's search (which keeps the heaps it proved have no completion,
 * {@link UnsatHeaps}, and prunes its later searches with them).</li>
 * </ol>
 */
public final class StructureOracles {

    private StructureOracles() {
    }

    /** LISSA's chain (also PLI's: its questions carry conditions). */
    public static StructureOracle lissa(SymSolve solver, Counters counters) {
        return new RecentWitnesses(new SymSolveOracle(solver, counters), counters);
    }

    /**
     * LISSA-M's chain: the verdict cache in front of {@link #lissa}'s.
     *
     * @param cache       the run's verdict cache (thread-safe; closed by the run)
     * @param fingerprint repOK's bytecode and SymSolve's rule ({@code bliss.korat.RepOkFingerprint}), hex
     * @param scope       the scope of the run
     */
    public static StructureOracle lissaM(SymSolve solver, VerdictCache cache, String fingerprint, int scope,
                                         Counters counters) {
        return new MemoizedVerdicts(lissa(solver, counters), cache, fingerprint, scope, solver.layout(),
                solver.readsValues(), solver.readsGenericKeys(), counters);
    }
}
