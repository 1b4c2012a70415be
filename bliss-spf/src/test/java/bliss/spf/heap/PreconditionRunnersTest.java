package bliss.spf.heap;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.subjects.Tree;
import bliss.spf.explore.subjects.TreeDrivers;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.CollectedStructure;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The native precondition runner (instrumented host classes) and the interpreted one (the symbolic JVM) give the
 * same answers: the same collected structures, and the same number of candidates rejected.
 */
class PreconditionRunnersTest {

    static AnalysisResult run(String cls, String driverClass, String method, int scope, PreconditionMode mode,
                              boolean nativeRunner) {
        return new Analysis(AnalysisSpec.of(cls, method)
                .withDriver(driverClass, method)
                .withScope(scope)
                .keepingStructures()
                .withPrecondition(mode)
                .withPreconditionRunner(nativeRunner ? PreconditionRunner.NATIVE : PreconditionRunner.INTERPRETED)
                .withLimits(bliss.spf.explore.Limits.DEFAULT.withMaxDepth(64).withStepLimit(20_000)), PreconditionRunnersTest.class.getClassLoader())
                .run();
    }

    static Set<String> shapes(AnalysisResult r) {
        return r.collected().stream().map(CollectedStructure::shape).map(Object::toString).collect(Collectors.toSet());
    }

    @ParameterizedTest
    @CsvSource({"BinTree, count, 5, HANDWRITTEN", "BinTree, repOK, 4, DERIVED", "BinTree, bfs, 4, DERIVED",
            "TreeSet, contains, 4, HANDWRITTEN", "TreeSet, add, 3, HANDWRITTEN", "SearchTree, remove, 3, DERIVED",
            "TreeSet, bfs, 4, DERIVED", "AvlTree, bfs, 4, HANDWRITTEN"})
    void runnersAgreeOnSubjects(String subject, String method, int scope, PreconditionMode mode) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        AnalysisResult interpreted = run(s.className(), s.driverClassName(), method, scope, mode, false);
        AnalysisResult host = run(s.className(), s.driverClassName(), method, scope, mode, true);
        assertEquals(interpreted.structures(), host.structures());
        assertTrue(shapes(interpreted).equals(shapes(host)), "same shapes");
        assertEquals(interpreted.counters().get("preconditionRejects"), host.counters().get("preconditionRejects"));
        assertEquals(interpreted.paths(), host.paths());
    }

    @ParameterizedTest
    @CsvSource({"count, 5, HANDWRITTEN", "count, 4, DERIVED", "repOK, 4, HANDWRITTEN"})
    void runnersAgreeOnTheArrayTree(String method, int scope, PreconditionMode mode) {
        AnalysisResult interpreted = run(Tree.class.getName(), TreeDrivers.class.getName(), method, scope, mode,
                false);
        AnalysisResult host = run(Tree.class.getName(), TreeDrivers.class.getName(), method, scope, mode, true);
        assertEquals(interpreted.structures(), host.structures());
        assertTrue(shapes(interpreted).equals(shapes(host)), "same shapes");
        assertEquals(interpreted.counters().get("preconditionRejects"), host.counters().get("preconditionRejects"));
        assertEquals(interpreted.ends().depthLimited(), host.ends().depthLimited());
    }

    /** A chain whose repOK is package-private, as a user's often is. */
    public static final class Chain {
        Chain next;

        boolean repOK() {
            java.util.Set<Chain> seen = new java.util.HashSet<>();
            for (Chain c = this; c != null; c = c.next) {
                if (!seen.add(c)) {
                    return false;
                }
            }
            return true;
        }

        public int length() {
            int n = 0;
            for (Chain c = this; c != null; c = c.next) {
                n++;
            }
            return n;
        }
    }

    /**
     * A package-private repOK runs natively (it did not: the runner looked for a public method, warned and fell back
     * to interpreting). By hand, at scope 3 under li: chains of 1, 2 and 3 nodes, each cycle refused: 3 paths.
     */
    @org.junit.jupiter.api.Test
    void aPackagePrivateRepOkRunsNatively() {
        java.util.List<String> warnings = new java.util.ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(Chain.class.getName(), "length").withScope(3)
                .withTechnique("li").withThreads(1), PreconditionRunnersTest.class.getClassLoader())
                .warnings(warnings::add).run();
        assertEquals(3, r.paths(), r.summary());
        assertEquals(java.util.List.of(), warnings);
        assertTrue(r.counters().get("preconditionRejects") > 0, r.summary());
    }
}
