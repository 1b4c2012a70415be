package bliss.spf.cache;

/**
 * What a cache knows about one check, over all scopes: the smallest scope at which it was found satisfiable and the
 * largest at which it was found unsatisfiable, each with the proof the solver gave for it when it gave one.
 *
 * <p>Paper Theorem 4: field bounds grow with the scope, and a structure valid within scope k is valid within every
 * larger scope, so SAT at k holds at every scope >= k. Conversely UNSAT at k (no valid extension with k nodes at
 * most) holds at every scope <= k. The two ranges can never overlap for the same invariant.
 *
 * <p>The proofs are scope-free edges (as the key's): a model is a valid structure found at {@code minSatScope}, so it
 * stays valid at every larger scope; a core is a subset of the question's edges found unsatisfiable at
 * {@code maxUnsatScope}, so it stays unsatisfiable at every smaller scope. A record handed to BLISS's answer reuse
 * thus lets a cached verdict decide later questions as the solver's answer did.
 *
 * @param minSatScope   smallest scope with a SAT verdict, or {@link #NONE_SAT}
 * @param maxUnsatScope largest scope with an UNSAT verdict, or {@link #NONE_UNSAT}
 * @param model         the true edges of a model found at {@code minSatScope}, or null (not shared: never modified)
 * @param core          edges unsatisfiable together at {@code maxUnsatScope}, or null (not shared: never modified)
 */
public record VerdictRecord(int minSatScope, int maxUnsatScope, int[] model, int[] core) {

    public static final int NONE_SAT = Integer.MAX_VALUE;
    public static final int NONE_UNSAT = 0;
    public static final VerdictRecord EMPTY = new VerdictRecord(NONE_SAT, NONE_UNSAT);

    /** A record without proofs. */
    public VerdictRecord(int minSatScope, int maxUnsatScope) {
        this(minSatScope, maxUnsatScope, null, null);
    }

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

    /** The proof of {@link #verdictAt}{@code (scope)}: the model, the core, or null. */
    public int[] proofAt(int scope) {
        return minSatScope <= scope ? model : maxUnsatScope >= scope ? core : null;
    }

    public VerdictRecord withSat(int scope) {
        return withSat(scope, null);
    }

    /** SAT at {@code scope} with this model (or null): kept when more general, or as general and new proof. */
    public VerdictRecord withSat(int scope, int[] proof) {
        if (scope < minSatScope || scope == minSatScope && model == null && proof != null) {
            return new VerdictRecord(scope, maxUnsatScope, proof, core);
        }
        return this;
    }

    public VerdictRecord withUnsat(int scope) {
        return withUnsat(scope, null);
    }

    /** UNSAT at {@code scope} with this core (or null): kept when more general, or as general and new proof. */
    public VerdictRecord withUnsat(int scope, int[] proof) {
        if (scope > maxUnsatScope || scope == maxUnsatScope && core == null && proof != null) {
            return new VerdictRecord(minSatScope, scope, model, proof);
        }
        return this;
    }

    /** @return the most general verdicts of both, with their proofs: the smaller SAT scope and the larger UNSAT scope */
    public VerdictRecord join(VerdictRecord o) {
        return o == null ? this : withSat(o.minSatScope, o.model).withUnsat(o.maxUnsatScope, o.core);
    }

    /** Both verdicts at a common scope: impossible for one invariant, so a sign of a corrupt store. */
    public boolean contradictory() {
        return minSatScope <= maxUnsatScope;
    }

    /** The scopes (not the proofs) in one long. */
    public long pack() {
        return ((long) minSatScope << 32) | (maxUnsatScope & 0xffffffffL);
    }

    /** The scopes of {@link #pack}, without proofs. */
    public static VerdictRecord unpack(long packed) {
        return new VerdictRecord((int) (packed >>> 32), (int) packed);
    }

    /** Records are equal when their scopes and proofs are (the arrays by content). */
    @Override
    public boolean equals(Object o) {
        return o instanceof VerdictRecord r && r.minSatScope == minSatScope && r.maxUnsatScope == maxUnsatScope
                && java.util.Arrays.equals(r.model, model) && java.util.Arrays.equals(r.core, core);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(pack()) * 31 + java.util.Arrays.hashCode(model) * 17 + java.util.Arrays.hashCode(core);
    }

    @Override
    public String toString() {
        return "VerdictRecord[sat>=" + minSatScope + ", unsat<=" + maxUnsatScope
                + (model == null ? "" : ", model of " + model.length + " edges")
                + (core == null ? "" : ", core of " + core.length + " edges") + "]";
    }
}
