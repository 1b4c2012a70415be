package bliss.spf.testing;

import java.util.Map;
import java.util.Set;

/**
 * The counters whose values depend on the order a search visits its paths (search order, threads, units, replays):
 * the tests that compare runs in different orders leave them out.
 */
public final class OrderDependentCounters {

    /**
     * Which earlier answers decide a SAT question depends on the order, and so whether it reaches the verdict cache
     * (BLISSDB asks the cache after answer reuse) and the solver (whose verdicts BLISSDB stores), and what the solver
     * does with it (its last model, its trail), and whether BLISS runs the precondition at all (not where a kept
     * model witnesses the whole heap: {@code preconditionCalls}); so do the native precondition's steps, which
     * recent witness decides a SymSolve question, which heaps an earlier search has already shown to have no
     * completion and how far the enumeration of the valid shapes has got; a replay decides the branches of its prefix
     * again (PLI asks the heap about each).
     */
    public static final Set<String> NAMES = Set.of("satByModel", "unsatByCore", "satChecks", "satCoreRounds",
            "satConflicts", "satDecisions", "satPropagations", "satReusedLevels", "satCompletions",
            "cacheLookups", "cacheHits", "cacheStores", "preconditionCalls", "preconditionSteps",
            "symsolveCalls", "symsolvePaths", "symsolveConflicts", "satByWitness", "symsolveBudgetExhausted",
            "symsolveByShapes", "symsolveShapePaths", "pliBranchChecks", "pliBranchPrunes");

    private OrderDependentCounters() {
    }

    /** @effects removes the order-dependent counters and every time ({@code ...Millis}) from {@code counters} */
    public static void remove(Map<String, Long> counters) {
        counters.keySet().removeIf(k -> k.endsWith("Millis") || NAMES.contains(k));
    }
}
