package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static bliss.spf.explore.LazyInitializationTest.treesUpTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Lazy initialization on the bundled subjects, through their drivers and the JDK models. */
class SubjectsLazyInitializationTest {

    static AnalysisResult run(String subject, String method, int scope, PreconditionMode mode) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        return new Analysis(SubjectsLazyInitializationTest.class.getClassLoader(), s.className(), method)
                .driver(s.driverClassName(), method)
                .scope(scope)
                .precondition(mode)
                .run();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    void binTreeCountCollectsTheBinaryTreesOfUpToKNodesAndTheEmptyTree(int k) {
        AnalysisResult r = run("BinTree", "count", k, PreconditionMode.AUTO);
        assertEquals(treesUpTo(k), r.structures());
        assertEquals(treesUpTo(k), r.normalPaths());
        assertEquals(r.paths(), r.normalPaths());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 5, 7})
    void binTreeRepOKCollectsTheBinaryTreesOfUpToKNodesAndTheEmptyTree(int k) {
        AnalysisResult r = run("BinTree", "repOK", k, PreconditionMode.AUTO);
        assertEquals(treesUpTo(k), r.structures());
    }

    @ParameterizedTest
    @CsvSource({"bfs, 5", "dfs, 5"})
    void binTreeTraversalsCollectTheSameTrees(String method, int k) {
        assertEquals(treesUpTo(k), run("BinTree", method, k, PreconditionMode.AUTO).structures());
    }
}
