package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.spf.explore.subjects.ValidInputs;
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
        return new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withPrecondition(mode), SubjectsLazyInitializationTest.class.getClassLoader())
                .solvers(Solvers.standard())
                .run();
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    void binTreeCountCollectsTheBinaryTreesOfUpToKNodesAndTheEmptyTree(int k) {
        AnalysisResult r = run("BinTree", "count", k, PreconditionMode.AUTO);
        assertEquals(treesUpTo(k), r.structures());
        assertEquals(treesUpTo(k), r.ends().normal());
        assertEquals(r.paths(), r.ends().normal());
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

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 5, 10, 20})
    void linkedListRepOKCollectsOneStructurePerScope(int k) {
        // Paper Table X: LinkedList.repOK collects 20 structures at scope 20. The header entry is itself a node
        // (the list is circular through it), so scope k allows lists of 0..k-1 elements: k structures.
        AnalysisResult r = run("LinkedList", "repOK", k, PreconditionMode.AUTO);
        assertEquals(k, r.structures());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5})
    void theValidBinomialHeapsAreOnePerSize(int k) {
        // A binomial heap's shape is fixed by its number of nodes (its binary representation), so the inputs on
        // which repOK holds are k + 1 shapes, of 0..k nodes (paper Table X counts 21 at scope 20).
        AnalysisResult r = new Analysis(AnalysisSpec.of("bliss.subjects.BinomialHeap", "repOK")
                .withDriver(ValidInputs.class.getName(), "binomialHeap")
                .withScope(k), getClass().getClassLoader())
                .solvers(Solvers.standard())
                .run();
        assertEquals(k + 1, r.structures());
    }
}
