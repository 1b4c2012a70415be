package bliss.korat;

import bliss.subjects.AvlTree;
import bliss.subjects.BinTree;
import bliss.subjects.BinomialHeap;
import bliss.subjects.LinkedList;
import bliss.subjects.SearchTree;
import bliss.subjects.SinglyLinkedList;
import bliss.subjects.TreeMap;
import bliss.subjects.TreeSet;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;

import static bliss.korat.BinTreeEnumerationTest.binomial;
import static bliss.korat.BinTreeEnumerationTest.catalan;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The bundled subjects (jml-specs), enumerated through their own repOK, against counts derived independently.
 * Unread fields keep their first value (Korat's rule), which the derivations take into account where it matters.
 */
class SubjectEnumerationTest {

    /** Red-black trees: 55 colorable shapes with 1..7 nodes (the paper's Table IX); colorings times key sets. */
    @Test
    void treeSet() {
        int k = 7;
        Enumeration e = new Enumerator(TreeSet.class, k).run();
        assertRedBlack(e, k);
        assertEquals(55, e.shapeCount());
    }

    @Test
    void treeMap() {
        int k = 6;
        assertRedBlack(new Enumerator(TreeMap.class, k).run(), k);
    }

    static void assertRedBlack(Enumeration e, int k) {
        for (int n = 0; n <= k; n++) {
            long shapes = 0;
            long colorings = 0;
            for (BinTree.Node t : BinTreeEnumerationTest.trees(n)) {
                long c = n == 0 ? 1 : KnownCountsTest.RedBlackColorings.count(t, n);
                colorings += c;
                shapes += c > 0 ? 1 : 0;
            }
            assertEquals(shapes, e.shapesBySize()[n], "colorable shapes with " + n);
            assertEquals(colorings * binomial(k + 1, n).longValueExact(), e.structuresBySize()[n], "trees of " + n);
        }
    }

    /**
     * AVL trees through the subject's repOK, with its keys ({@code element}) declared ordered and heights bounded
     * by 3 (an AVL tree of height 4, leaves at height 0, has at least 12 nodes).
     */
    @Test
    void avlTree() {
        int k = 8;
        Enumeration e = new Enumerator(AvlTree.class, k).withOrderedField("element").withIntDomain("height", 0, 3)
                .run();
        long[] shapes = KnownCountsTest.avlShapes(k);
        for (int n = 0; n <= k; n++) {
            assertEquals(shapes[n], e.shapesBySize()[n], "AVL shapes with " + n);
            assertEquals(shapes[n] * binomial(k + 1, n).longValueExact(), e.structuresBySize()[n], "trees of " + n);
        }
    }

    /** The plain search agrees with the shortcuts the AVL test takes, where both are affordable. */
    @Test
    void avlTreeShortcutsChangeNothing() {
        Enumeration plain = new Enumerator(AvlTree.class, 5).run();
        Enumeration fast = new Enumerator(AvlTree.class, 5).withOrderedField("element").withIntDomain("height", 0, 3)
                .run();
        assertArrayEquals(plain.structuresBySize(), fast.structuresBySize());
        assertEquals(plain.shapes(), fast.shapes());
        assertEquals(plain.tuples(), fast.tuples());
    }

    /** The subjects' keys are only compared with one another: declaring them ordered changes no count. */
    @Test
    void orderedKeysOfTheSubjectsAgreeWithThePlainSearch() {
        Object[][] cases = {{TreeSet.class, "key"}, {TreeMap.class, "key"}, {BinomialHeap.class, "key"},
                {SearchTree.class, "key"}, {AvlTree.class, "element"}};
        for (Object[] c : cases) {
            Class<?> type = (Class<?>) c[0];
            Enumeration plain = new Enumerator(type, 5).run();
            Enumeration ordered = new Enumerator(type, 5).withOrderedField((String) c[1]).run();
            assertArrayEquals(plain.structuresBySize(), ordered.structuresBySize(), type.getSimpleName());
            assertEquals(plain.shapes(), ordered.shapes(), type.getSimpleName());
            assertEquals(plain.tuples(), ordered.tuples(), type.getSimpleName());
        }
    }

    /** Binary search trees with keys 0..k: Catalan(n) shapes with C(k + 1, n) key sets each. */
    @Test
    void searchTree() {
        int k = 6;
        Enumeration e = new Enumerator(SearchTree.class, k).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(catalan(n), e.shapesBySize()[n]);
            assertEquals(catalan(n) * binomial(k + 1, n).longValueExact(), e.structuresBySize()[n]);
        }
    }

    /** Circular lists with a sentinel entry (a node): one list per length; the sentinel is always there. */
    @Test
    void linkedList() {
        int k = 8;
        Enumeration e = new Enumerator(LinkedList.class, k).run();
        assertEquals(0, e.structuresBySize()[0]);
        for (int n = 1; n <= k; n++) {
            assertEquals(1, e.structuresBySize()[n], "lists with " + n + " entries");
            assertEquals(1, e.shapesBySize()[n]);
        }
    }

    @Test
    void singlyLinkedList() {
        int k = 8;
        Enumeration e = new Enumerator(SinglyLinkedList.class, k).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(1, e.structuresBySize()[n], "lists of " + n);
        }
    }

    /**
     * Binomial heaps: n nodes make one shape, a binomial tree B_j for each bit j of n. Keys (0..k) are
     * heap-ordered; the key of a lone root (B_0) is never read, so it keeps its first value.
     */
    @Test
    void binomialHeap() {
        int k = 7;
        Enumeration e = new Enumerator(BinomialHeap.class, k).run();
        int values = k + 1;
        for (int n = 0; n <= k; n++) {
            assertEquals(1, e.shapesBySize()[n], "one shape with " + n + " nodes");
            BigInteger structures = BigInteger.ONE;
            for (int j = 1; (1 << j) <= n; j++) {
                if ((n >> j & 1) == 1) {
                    structures = structures.multiply(heapOrderedLabelings(j, values));
                }
            }
            assertEquals(structures.longValueExact(), e.structuresBySize()[n], "heaps of " + n);
        }
    }

    /** Labelings of B_j with values 0..values-1, each child's key at least its parent's. */
    private static BigInteger heapOrderedLabelings(int j, int values) {
        BigInteger total = BigInteger.ZERO;
        for (BigInteger c : rootedAt(j, values)) {
            total = total.add(c);
        }
        return total;
    }

    /** [v] = labelings of B_j whose root holds v. B_j's root has children B_0 .. B_{j-1}. */
    private static BigInteger[] rootedAt(int j, int values) {
        BigInteger[] f = new BigInteger[values];
        java.util.Arrays.fill(f, BigInteger.ONE);
        for (int child = 0; child < j; child++) {
            BigInteger[] g = rootedAt(child, values);
            BigInteger atLeast = BigInteger.ZERO;
            for (int v = values - 1; v >= 0; v--) {
                atLeast = atLeast.add(g[v]);
                f[v] = f[v].multiply(atLeast);
            }
        }
        return f;
    }
}
