package bliss.korat;

/**
 * How a search went, beyond its results.
 *
 * @param candidates      candidates on which repOK ran
 * @param valid           candidates on which it returned true (each a distinct structure unless duplicates > 0)
 * @param exceptions      candidates on which it threw (counted as invalid)
 * @param budgetExhausted candidates on which it exceeded the read budget (counted as invalid: a structure whose
 *                        check needs more reads than the budget would be lost, so a nonzero count is a warning)
 * @param duplicates      valid candidates isomorphic to an earlier one (0 when repOK reads fields in an order
 *                        that does not depend on object identities, as Korat's isomorphism breaking assumes)
 * @param millis          wall time of the search
 * @param cpuMillis       CPU time of the searching thread (less sensitive than wall time to a busy machine)
 */
public record SearchStatistics(long candidates, long valid, long exceptions, long budgetExhausted, long duplicates,
                               long millis, long cpuMillis) {
}
