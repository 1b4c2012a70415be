package bliss.spf.sat;

import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictMemo;

/**
 * BLISSDB's lookup link of the {@link CompletionOracle} chain (paper Alg. 7): a question already answered, in this run
 * or an earlier one, at a scope where its verdict applies (SAT found at a scope <= this one, UNSAT found at a scope >=
 * this one) is answered from the verdict cache instead of the solver. The key is the question's scope-free edges with
 * the fingerprint of the invariant and layout, so a changed invariant never reuses an old verdict. Storing is
 * {@link StoredVerdicts}'s. Counts {@code cacheLookups} and {@code cacheHits}.
 */
final class CachedVerdicts implements CompletionOracle {

    private final CompletionOracle next;
    private final VerdictMemo memo;

    CachedVerdicts(CompletionOracle next, VerdictMemo memo) {
        this.next = next;
        this.memo = memo;
    }

    @Override
    public Answer answer(SatQuestion q) {
        Verdict known = memo.lookup(q.edges());
        return known == Verdict.UNKNOWN ? next.answer(q) : Answer.of(known == Verdict.SATISFIABLE);
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run, which may share it between threads
    }
}
