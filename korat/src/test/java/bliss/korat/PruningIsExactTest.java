package bliss.korat;

import bliss.korat.fixtures.AvlTree;
import bliss.korat.fixtures.Cell;
import bliss.korat.fixtures.RedBlackTree;
import bliss.korat.fixtures.SearchTree;
import bliss.korat.fixtures.SortedList;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Korat's pruning and isomorphism breaking lose no structure and keep no duplicate: on tiny finitizations the
 * enumerator finds exactly what trying every candidate vector finds ({@link NaiveEnumeration}).
 */
class PruningIsExactTest {

    private static void assertSameAsNaive(Class<?> header, int scope, Map<String, int[]> domains) throws Exception {
        Enumerator e = new Enumerator(header, scope);
        domains.forEach((name, r) -> e.withIntDomain(name, r[0], r[1]));
        Enumeration korat = e.run();
        NaiveEnumeration.Result naive = NaiveEnumeration.run(header, scope, domains);
        String what = header.getSimpleName() + " scope " + scope;
        assertArrayEquals(naive.structuresBySize(), korat.structuresBySize(), what + ": structures by size");
        assertArrayEquals(naive.shapesBySize(), korat.shapesBySize(), what + ": shapes by size");
        assertEquals(naive.shapes(), korat.shapes(), what + ": shapes");
        assertEquals(naive.tuples(), korat.tuples(), what + ": field tuples");
        assertEquals(0, e.statistics().duplicates(), what + ": isomorphic duplicates");
        assertTrue(korat.structures() > 0, what + ": found something");
        // The point of the pruning: far fewer candidates than the naive search.
        assertTrue(korat.candidates() < naive.candidates(), what + ": candidates");
    }

    @Test
    void sortedList() throws Exception {
        assertSameAsNaive(SortedList.class, 3, Map.of("key", new int[]{0, 2}));
    }

    @Test
    void searchTree() throws Exception {
        assertSameAsNaive(SearchTree.class, 3, Map.of("key", new int[]{0, 2}));
    }

    @Test
    void redBlackTreeWithParentPointersAndColors() throws Exception {
        assertSameAsNaive(RedBlackTree.class, 2, Map.of("key", new int[]{0, 1}));
    }

    @Test
    void avlTreeWithStoredHeights() throws Exception {
        assertSameAsNaive(AvlTree.class, 2, Map.of("key", new int[]{0, 1}));
    }

    @Test
    void headerThatIsItselfANode() throws Exception {
        assertSameAsNaive(Cell.class, 3, Map.of());
    }

    @Test
    void binTree() throws Exception {
        assertSameAsNaive(BinTree.class, 3, Map.of("key", new int[]{0, 0}));
    }
}
