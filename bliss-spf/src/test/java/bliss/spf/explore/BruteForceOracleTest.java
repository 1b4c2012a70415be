package bliss.spf.explore;

import bliss.layout.ClassLayout;
import bliss.layout.ObjectHeap;
import bliss.layout.Shape;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.CollectedStructure;
import bliss.subjects.BinTree;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The structures LI collects for BinTree's traversals are, shape for shape, the binary trees of at most k nodes and
 * the empty tree, built here by brute force as real objects and canonicalized with the same {@link Shape}.
 */
class BruteForceOracleTest {

    /** Every binary tree of exactly n nodes, as fresh node objects. */
    static List<BinTree.Node> trees(int n) {
        List<BinTree.Node> out = new ArrayList<>();
        if (n == 0) {
            out.add(null);
            return out;
        }
        for (int left = 0; left < n; left++) {
            for (BinTree.Node l : trees(left)) {
                for (BinTree.Node r : trees(n - 1 - left)) {
                    BinTree.Node root = new BinTree.Node();
                    root.left = l;
                    root.right = r;
                    out.add(root);
                }
            }
        }
        return out;
    }

    static Set<Shape> oracle(int k) {
        ClassLayout layout = ClassLayout.of(BinTree.class);
        ObjectHeap heap = new ObjectHeap(layout, BinTree.class.getClassLoader());
        Set<Shape> shapes = new HashSet<>();
        for (int n = 0; n <= k; n++) {
            for (BinTree.Node root : trees(n)) {
                BinTree t = new BinTree();
                t.root = root;
                shapes.add(Shape.of(layout, t, heap));
            }
        }
        return shapes;
    }

    @ParameterizedTest
    @CsvSource({"count, 5", "bfs, 5", "dfs, 5", "repOK, 4"})
    void liCollectsExactlyTheBinaryTrees(String method, int k) {
        Subjects.Subject s = Subjects.byName("BinTree").orElseThrow();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(k)
                .keepingStructures(), getClass().getClassLoader())
                .run();
        Set<Shape> collected = r.collected().stream().map(CollectedStructure::shape).collect(Collectors.toSet());
        Set<Shape> expected = oracle(k);
        assertEquals(expected.size(), collected.size());
        assertEquals(expected, collected);
    }
}
