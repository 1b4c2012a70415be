package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.subjects.Tree;
import bliss.spf.explore.subjects.TreeDrivers;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lazy initialization on binary trees: the collected structures are exactly the trees of at most k nodes. */
class LazyInitializationTest {

    /** Catalan(n) = C(2n, n) / (n + 1): the number of binary trees with n nodes. */
    static long catalan(int n) {
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            c = c.multiply(BigInteger.valueOf(2L * n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return c.divide(BigInteger.valueOf(n + 1)).longValueExact();
    }

    /** Binary trees with 0..k nodes: the empty tree counts (an input whose root is null is valid). */
    static long treesUpTo(int k) {
        long sum = 0;
        for (int n = 0; n <= k; n++) {
            sum += catalan(n);
        }
        return sum;
    }

    static AnalysisResult run(String method, int scope, PreconditionMode mode) {
        return new Analysis(AnalysisSpec.of(Tree.class.getName(), method)
                .withDriver(TreeDrivers.class.getName(), method)
                .withScope(scope)
                .withPrecondition(mode)
                .withLimits(Limits.DEFAULT.withMaxDepth(64)), Tree.class.getClassLoader())
                .run();
    }

    @Test
    void catalanNumbersAreRight() {
        assertEquals(1, catalan(0));
        assertEquals(5, catalan(3));
        assertEquals(1430, catalan(8));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    void countCollectsEveryTreeOnceWithTheHandwrittenPrecondition(int k) {
        AnalysisResult r = run("count", k, PreconditionMode.HANDWRITTEN);
        assertEquals(treesUpTo(k), r.structures());
        assertEquals(treesUpTo(k), r.paths());
        assertEquals(treesUpTo(k), r.ends().normal());
        assertEquals(0, r.ends().cut());
        assertTrue(r.asked().precondition().startsWith("handwritten"), r.asked().precondition());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 5})
    void repOKCollectsEveryTreeOnce(int k) {
        AnalysisResult r = run("repOK", k, PreconditionMode.AUTO);
        assertEquals(treesUpTo(k), r.structures());
        assertEquals(r.structures(), r.ends().normal());
    }

    @Test
    void theDerivedPreconditionLetsCyclesThroughToTheDepthLimitButCollectsTheSameTrees() {
        AnalysisResult r = run("count", 4, PreconditionMode.DERIVED);
        assertEquals(treesUpTo(4), r.structures());
        assertTrue(r.ends().depthLimited() > 0, "cycles the derived precondition cannot see reach the depth limit");
        assertTrue(r.asked().precondition().startsWith("derived"), r.asked().precondition());
    }

    @Test
    void withoutPreconditionSharedNodesAreCollectedToo() {
        AnalysisResult r = run("count", 3, PreconditionMode.NONE);
        assertTrue(r.structures() > treesUpTo(3), "DAGs end normally: " + r.structures());
    }

    @Test
    void structuresAreInputHeapsNotTheHeapsTheMethodLeaves() {
        // pruneLeft reads the whole tree, then cuts the root's left subtree: the inputs are still every tree.
        AnalysisResult r = run("pruneLeft", 4, PreconditionMode.HANDWRITTEN);
        assertEquals(treesUpTo(4), r.structures());
    }

    @Test
    void aNullDereferenceIsAReportedPath() {
        // root null: NPE; root with left null: NPE; root with a left child: normal. One structure each.
        AnalysisResult r = run("leftKey", 3, PreconditionMode.HANDWRITTEN);
        assertEquals(3, r.paths());
        assertEquals(3, r.ends().normal());
        assertEquals(2L, r.ends().raised().get("java.lang.NullPointerException"));
        AnalysisResult uncaught = run("leftKeyUncaught", 3, PreconditionMode.HANDWRITTEN);
        assertEquals(3, uncaught.paths());
        assertEquals(1, uncaught.ends().normal());
        assertEquals(2L, uncaught.ends().exceptions().get("java.lang.NullPointerException"));
        assertEquals(1, uncaught.structures());
    }
}
