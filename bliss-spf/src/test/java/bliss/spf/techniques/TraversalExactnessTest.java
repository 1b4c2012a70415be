package bliss.spf.techniques;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * On a traversal (a method that reads every node's reference fields once) BLISS prunes every spurious structure:
 * what it collects corresponds one to one to the valid shapes the enumerator finds (paper Table X, where BLISS's
 * counts are the numbers of valid structures). Each collected partial heap is extended by exactly one valid shape
 * and every valid shape extends one collected heap. Our counts include the empty structure, which the paper's
 * tables leave out. Larger scopes (TreeSet.bfs at 13: 1,767 + 1) are for the experiments, not the test suite.
 * LISSA, from repOK alone, collects exactly the same (the first "done when").
 */
class TraversalExactnessTest {

    @ParameterizedTest(name = "{3} {0}.{1} scope {2}")
    @CsvSource({
            "TreeSet, bfs, 7, bliss", "TreeSet, dfs, 6, bliss",
            "AvlTree, bfs, 7, bliss", "AvlTree, dfs, 6, bliss",
            "BinomialHeap, bfs, 7, bliss", "BinomialHeap, dfs, 6, bliss",
            "BinTree, count, 6, bliss",
            "TreeSet, bfs, 7, lissa", "TreeSet, dfs, 6, lissa",
            "AvlTree, bfs, 7, lissa", "AvlTree, dfs, 6, lissa",
            "BinomialHeap, bfs, 7, lissa", "BinomialHeap, dfs, 6, lissa",
            "BinTree, bfs, 6, lissa", "BinTree, dfs, 6, lissa", "BinTree, count, 6, lissa",
    })
    void collectsExactlyTheValidShapes(String subject, String method, int scope, String technique) {
        TechniqueRun run = TechniqueRun.of(subject, method, scope, technique, TechniqueRun.settings(null));
        List<ValidStructure> valid = ValidStructure.of(subject, scope);
        String at = technique + " on " + subject + "." + method + " at scope " + scope;

        Set<ValidStructure> covered = new HashSet<>();
        for (PartialHeap p : run.partials()) {
            List<ValidStructure> extensions = valid.stream().filter(p::extendedBy).toList();
            if (extensions.size() != 1) {
                fail(at + " collects " + p + ", extended by " + extensions.size()
                        + " valid shapes (want exactly one): " + extensions);
            }
            assertTrue(covered.add(extensions.get(0)), "two collected heaps extended by " + extensions.get(0));
        }
        assertEquals(valid.size(), covered.size(), "valid shapes missed by " + at);
        assertEquals(valid.size(), run.result().structures(), "structures vs valid shapes on " + at);
    }

    /**
     * With only structures of exactly k nodes ({@link bliss.bounds.ExactSize}), BLISS collects exactly the valid shapes
     * of k nodes, and says that every path read all k ({@link bliss.spf.results.UnderScope}): the traversals' paths
     * that scope k adds to scope k - 1. (These subjects' headers are no nodes: a structure of k nodes has k + 1
     * objects.)
     */
    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @CsvSource({"TreeSet, bfs, 7", "AvlTree, bfs, 7", "AvlTree, dfs, 6", "BinomialHeap, bfs, 7",
            "BinTree, count, 6"})
    void exactSizeCollectsExactlyTheValidShapesOfTheScope(String subject, String method, int scope) {
        for (int k = 1; k <= scope; k++) {
            int nodes = k;
            TechniqueRun run = TechniqueRun.of(subject, method, k, "bliss",
                    TechniqueRun.settings(null).withExactSize(true));
            List<ValidStructure> valid = ValidStructure.of(subject, k).stream()
                    .filter(v -> v.size() == nodes + 1).toList();
            String at = "bliss on " + subject + "." + method + " with exactly " + k + " nodes";
            Set<ValidStructure> covered = new HashSet<>();
            for (PartialHeap p : run.partials()) {
                List<ValidStructure> extensions = valid.stream().filter(p::extendedBy).toList();
                assertEquals(1, extensions.size(), at + " collects " + p + ", extended by " + extensions);
                assertTrue(covered.add(extensions.get(0)), "two collected heaps extended by " + extensions.get(0));
            }
            assertEquals(valid.size(), covered.size(), "valid shapes missed by " + at);
            assertEquals(valid.size(), run.result().structures(), "structures vs valid shapes on " + at);
            assertEquals(0L, run.result().counters().get(bliss.spf.results.UnderScope.COUNTER), at);
        }
    }
}
