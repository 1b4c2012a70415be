package bliss.spf.sat;

import bliss.spf.cache.VerdictMemo;
import bliss.spf.cache.VerdictRecord;

import java.util.BitSet;

/**
 * BLISSDB's lookup link of the {@link SatOracle} chain (paper Alg. 7): a question already answered, in this run
 * or an earlier one, at a scope where its verdict applies (SAT found at a scope <= this one, UNSAT found at a scope >=
 * this one) is answered from the verdict cache instead of the solver. The key is the question's scope-free edges with
 * the fingerprint of the invariant and layout, so a changed invariant never reuses an old verdict. The answer
 * carries the stored proof, translated to this scope's pvars ({@link Edges}), so that answer reuse in front learns
 * from it as from the solver's. Storing is {@link StoredVerdicts}'s. Counts {@code cacheLookups} and
 * {@code cacheHits}.
 */
final class CachedVerdicts implements SatOracle {

    private final SatOracle next;
    private final VerdictMemo memo;
    private final Edges edges;

    CachedVerdicts(SatOracle next, VerdictMemo memo, Edges edges) {
        this.next = next;
        this.memo = memo;
        this.edges = edges;
    }

    @Override
    public Answer answer(SatQuestion q) {
        VerdictRecord known = memo.find(q.edges());
        if (known == null) {
            return next.answer(q);
        }
        int[] proof = known.proofAt(memo.scope());
        if (known.minSatScope() <= memo.scope()) {
            BitSet model = proof == null ? null : edges.model(proof);
            return model == null ? Answer.SAT : new Answer(true, model, null);
        }
        int[] core = proof == null ? null : edges.core(proof);
        return core == null ? Answer.UNSAT : new Answer(false, null, core);
    }

    @Override
    public void close() {
        next.close(); // the cache belongs to the run, which may share it between threads
    }
}
