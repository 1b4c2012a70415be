package bliss.korat;

/**
 * A further condition on the completions {@link SymSolve} looks for, besides repOK: PLI's path condition on the
 * primitive fields of the concrete part (only completions whose values it allows count).
 *
 * <p>The search prunes as Korat does, assuming that an outcome depends only on the fields repOK read; so must the
 * filter: its answer may depend on the values of fields {@link ValidCandidate#read} reports read, not on the others
 * (which it must treat as free, any value).
 */
public interface CandidateFilter {

    /**
     * @requires completion satisfies repOK
     * @return whether the completion also satisfies this condition, reading only fields repOK read
     */
    boolean accept(ValidCandidate completion);
}
