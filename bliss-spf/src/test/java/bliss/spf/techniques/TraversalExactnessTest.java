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
 */
class TraversalExactnessTest {

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @CsvSource({
            "TreeSet, bfs, 7", "TreeSet, dfs, 6",
            "AvlTree, bfs, 7", "AvlTree, dfs, 6",
            "BinomialHeap, bfs, 7", "BinomialHeap, dfs, 6",
            "BinTree, count, 6",
    })
    void blissCollectsExactlyTheValidShapes(String subject, String method, int scope) {
        TechniqueRun bliss = TechniqueRun.of(subject, method, scope, "bliss", TechniqueRun.settings(null));
        List<ValidStructure> valid = ValidStructure.of(subject, scope);
        String at = subject + "." + method + " at scope " + scope;

        Set<ValidStructure> covered = new HashSet<>();
        for (PartialHeap p : bliss.partials()) {
            List<ValidStructure> extensions = valid.stream().filter(p::extendedBy).toList();
            if (extensions.size() != 1) {
                fail("BLISS collects " + p + " on " + at + ", extended by " + extensions.size()
                        + " valid shapes (want exactly one): " + extensions);
            }
            assertTrue(covered.add(extensions.get(0)), "two collected heaps extended by " + extensions.get(0));
        }
        assertEquals(valid.size(), covered.size(), "valid shapes BLISS misses on " + at);
        assertEquals(valid.size(), bliss.result().structures(), "structures vs valid shapes on " + at);
    }
}
