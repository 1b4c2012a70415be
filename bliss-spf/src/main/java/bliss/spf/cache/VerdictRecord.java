package bliss.spf.cache;

/**
 * What a cache knows about one check, over all scopes: the smallest scope at which it was found satisfiable and the
 * largest at which it was found unsatisfiable.
 *
 * <p>Paper Theorem 4: field bounds grow with the scope, and a structure valid within scope k is valid within every
 * larger scope, so SAT at k holds at every scope >= k. Conversely UNSAT at k (no valid extension with k nodes at
 * most) holds at every scope <= k. The two ranges can never overlap for the same invariant.
 *
 * @param minSatScope   smallest scope with a SAT verdict, or {@link #NONE_SAT}
 * @param maxUnsatScope largest scope with an UNSAT verdict, or {@link #NONE_UNSAT}
 */
public record VerdictRecord(int minSatScope, int maxUnsatScope) {

    public static final int NONE_SAT = Integer.MAX_VALUE;
    public static final int NONE_UNSAT = 0;
    public static final VerdictRecord EMPTY = new VerdictRecord(NONE_SAT, NONE_UNSAT);

    /** The verdict this record gives at {@code scope}, or UNKNOWN. */
    public Verdict verdictAt(int scope) {
        if (minSatScope <= scope) {
            return Verdict.SATISFIABLE;
        }
        if (maxUnsatScope >= scope) {
            return Verdict.UNSATISFIABLE;
        }
        return Verdict.UNKNOWN;
    }

    public VerdictRecord withSat(int scope) {
        return scope < minSatScope ? new VerdictRecord(scope, maxUnsatScope) : this;
    }

    public VerdictRecord withUnsat(int scope) {
        return scope > maxUnsatScope ? new VerdictRecord(minSatScope, scope) : this;
    }

    /** @return the most general verdicts of both: the smaller SAT scope and the larger UNSAT scope */
    public VerdictRecord join(VerdictRecord o) {
        return withSat(o.minSatScope).withUnsat(o.maxUnsatScope);
    }

    /** Both verdicts at a common scope: impossible for one invariant, so a sign of a corrupt store. */
    public boolean contradictory() {
        return minSatScope <= maxUnsatScope;
    }

    public long pack() {
        return ((long) minSatScope << 32) | (maxUnsatScope & 0xffffffffL);
    }

    public static VerdictRecord unpack(long packed) {
        return new VerdictRecord((int) (packed >>> 32), (int) packed);
    }
}
