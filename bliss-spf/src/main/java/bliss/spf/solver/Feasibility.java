package bliss.spf.solver;

/** Which sides of a branch on a symbolic condition the path condition allows. */
public enum Feasibility {
    /** Only the condition can hold. */
    TRUE_ONLY,
    /** Only its negation can hold. */
    FALSE_ONLY,
    /** Both can: the search forks. */
    BOTH;

    public boolean allowsTrue() {
        return this != FALSE_ONLY;
    }

    public boolean allowsFalse() {
        return this != TRUE_ONLY;
    }
}
