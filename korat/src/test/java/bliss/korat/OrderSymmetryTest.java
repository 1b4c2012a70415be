package bliss.korat;

import bliss.korat.fixtures.AvlTree;
import bliss.korat.fixtures.Cell;
import bliss.korat.fixtures.RedBlackTree;
import bliss.korat.fixtures.SearchTree;
import bliss.korat.fixtures.SortedList;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Declaring keys ordered changes how the search runs, not what it finds: the counts, shapes and tuples equal those
 * of the plain search on classes whose repOK only compares keys with one another.
 */
class OrderSymmetryTest {

    private static void assertSameAsPlain(Class<?> header, int scope, String field, int min, int max) {
        Enumeration plain = new Enumerator(header, scope).withIntDomain(field, min, max).run();
        Enumerator e = new Enumerator(header, scope).withIntDomain(field, min, max).withOrderedField(field);
        Enumeration ordered = e.run();
        String what = header.getSimpleName() + " scope " + scope;
        assertArrayEquals(plain.structuresBySize(), ordered.structuresBySize(), what + ": structures");
        assertArrayEquals(plain.shapesBySize(), ordered.shapesBySize(), what + ": shapes by size");
        assertEquals(plain.shapes(), ordered.shapes(), what + ": shapes");
        assertEquals(plain.tuples(), ordered.tuples(), what + ": tuples");
        assertEquals(0, e.statistics().duplicates(), what + ": duplicates");
        assertTrue(ordered.candidates() < plain.candidates(), what + ": fewer candidates");
    }

    @Test
    void sortedList() {
        assertSameAsPlain(SortedList.class, 6, "key", 0, 6);
    }

    @Test
    void searchTreeWithFewerKeysThanNodes() {
        // 4 keys for up to 5 nodes: the 5-node trees vanish, C(4, 5) = 0.
        assertSameAsPlain(SearchTree.class, 5, "key", 0, 3);
    }

    @Test
    void redBlackTree() {
        assertSameAsPlain(RedBlackTree.class, 6, "key", 0, 6);
    }

    @Test
    void avlTree() {
        assertSameAsPlain(AvlTree.class, 7, "key", 0, 7);
    }

    @Test
    void repeatedValuesAllowed() {
        // Cells allow equal neighbours: order patterns with ties.
        assertSameAsPlain(Cell.class, 5, "value", 0, 3);
    }

    @Test
    void unreadKeysKeepTheirFirstValue() {
        // BinTree's repOK never reads key: one structure per shape either way.
        Enumeration e = new Enumerator(BinTree.class, 5).withOrderedField("key").run();
        assertArrayEquals(e.shapesBySize(), e.structuresBySize());
    }

    @Test
    void orderedFieldsMustExistAndShareADomainSize() {
        assertThrows(IllegalArgumentException.class, () -> new Enumerator(SearchTree.class, 3).withOrderedField("nope"));
        assertThrows(IllegalArgumentException.class,
                () -> new Enumerator(SearchTree.class, 3).withOrderedField("key").withOrderedField("size")
                        .withIntDomain("key", 0, 9).run());
    }
}
