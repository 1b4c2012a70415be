package bliss.spf.symsolve;

import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictMemo;
import bliss.spf.stats.Counters;

/**
 * LISSA-M's link of the {@link StructureOracle} chain: verdicts kept in BLISSDB's {@link VerdictCache} (Redis or the
 * embedded file), keyed by the partial structure (its scope-free edges) and a fingerprint of repOK's bytecode and of
 * the way SymSolve decides, so that another repOK never reuses a verdict. A verdict applies at other scopes as
 * BLISSDB's do (SAT found at scope k holds at every scope >= k, UNSAT at every scope <= k): the structures of a scope
 * are among those of every larger one. Counts {@code cacheLookups}, {@code cacheHits}, {@code cacheStores}. Only
 * questions without conditions are memoized.
 */
final class MemoizedVerdicts implements StructureOracle {

    private final StructureOracle next;
    private final VerdictMemo memo;

    MemoizedVerdicts(StructureOracle next, VerdictCache cache, String fingerprint, int scope, Counters counters) {
        this.next = next;
        this.memo = new VerdictMemo(cache, fingerprint, scope, counters);
    }

    @Override
    public StructureAnswer answer(StructureQuestion<?> q) {
        if (!q.conditions().isEmpty() || q.edges() == null) {
            return next.answer(q);
        }
        Verdict known = memo.lookup(q.edges());
        if (known != Verdict.UNKNOWN) {
            return StructureAnswer.of(known == Verdict.SATISFIABLE);
        }
        StructureAnswer a = next.answer(q);
        memo.store(q.edges(), a.satisfiable());
        return a;
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run
    }
}
