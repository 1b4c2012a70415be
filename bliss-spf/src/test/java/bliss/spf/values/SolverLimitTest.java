package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Limits;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A query Z3 does not decide within the per-query limit cuts its path, counted and warned about, and the run goes on:
 * it neither waits on the query nor stops with an internal error. The query: whether two factors below 2^32 multiply
 * to a semiprime of two 31-bit primes (values.hard.Factoring), which bit-blasting does not answer in a second.
 */
class SolverLimitTest {

    /**
     * Factoring.factors at scope 1 under li: the receiver is the only input object; its range test is four
     * comparisons, each a branch whose true side returns 0 (4 paths, the last three with the earlier ones false), and
     * past them the product's branch. Its false side holds in the path condition's model (p = q = 2), so it runs and
     * returns 2; its true side is the query Z3 does not decide, a path cut there: 6 paths, 1 of them cut at the
     * solver's limit.
     */
    @Test
    void aQueryOverThePerQueryLimitCutsItsSideOfTheBranch() {
        List<String> warnings = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.hard.Factoring", "factors").withScope(1)
                .withTechnique("li").withLimits(Limits.DEFAULT.withSolverMillis(1_000)), ValueClasses.loader())
                .warnings(warnings::add).run();
        assertEquals(6, r.paths(), r.summary());
        assertEquals(1, r.ends().solverLimited(), r.summary());
        assertEquals(1, r.ends().cut(), r.summary());
        assertEquals(5, r.ends().normal(), r.summary());
        assertTrue(!r.partial(), r.summary());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("--solver-timeout") && w.contains("Factoring.factors")),
                warnings.toString());
    }

    /**
     * LongText.kind at scope 1 under li (a per-query limit of 30 s, so that a query gets 3 s among long strings, ten
     * times what the one below takes on an idle machine): no text returns -1; for a text, the overflow's branch has
     * its false side in the model (the empty text), and its true side needs 2^30 characters, which Z3 does not build
     * within those 3 s: that side is a path cut there. The
     * last condition holds only for texts of more than 64 characters, found past the short strings: a text of 71
     * or more characters starting "ab" returns 1, one not starting so and any text of at most 70 return 0. 5 paths:
     * 4 normal, 1 cut, none waiting on a query past its 3 s.
     */
    @Test
    void aBranchOnlyLongTextsTakeIsDecidedAmongLongTextsOrCut() {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.hard.LongText", "kind").withScope(1)
                .withTechnique("li").withLimits(Limits.DEFAULT.withSolverMillis(30_000)), ValueClasses.loader())
                .run();
        assertEquals(5, r.paths(), r.summary());
        assertEquals(4, r.ends().normal(), r.summary());
        assertEquals(1, r.ends().solverLimited(), r.summary());
        assertTrue(!r.partial(), r.summary());
    }
}
