package bliss.korat;

import bliss.subjects.AATree;
import bliss.subjects.BinarySearchTree;
import bliss.subjects.DoubleLinkedList;
import bliss.subjects.DoublyLinkedList;
import bliss.subjects.HashMap;
import bliss.subjects.JdkTreeMap;
import bliss.subjects.LinkedStack;
import bliss.subjects.MyLinkedList;
import bliss.subjects.Schedule;
import bliss.subjects.SortedList;
import bliss.subjects.StrictHashMap;
import org.junit.jupiter.api.Test;

import static bliss.korat.BinTreeEnumerationTest.binomial;
import static bliss.korat.BinTreeEnumerationTest.catalan;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The subjects of LISSA's and Java StarFinder's benchmarks, enumerated through their own repOK, against counts
 * derived independently of it. Korat's rule shows in the counts: a field repOK never reads keeps its first value
 * (a lone node's value, ids, map values).
 */
class BenchmarkSubjectEnumerationTest {

    private static long c(int n, int k) {
        return binomial(n, k).longValueExact();
    }

    @Test
    void linkedStackAndDoublyLinkedList() {
        for (Class<?> type : new Class<?>[] {LinkedStack.class, DoublyLinkedList.class}) {
            Enumeration e = new Enumerator(type, 8).run();
            for (int n = 0; n <= 8; n++) {
                assertEquals(1, e.structuresBySize()[n], type.getSimpleName() + " of " + n);
                assertEquals(1, e.shapesBySize()[n]);
            }
        }
    }

    /**
     * Java StarFinder's lists with a header node, which the scope counts: one list of n - 1 elements per scope n >= 1,
     * none without the header. Their repOKs read no element (nor MyLinkedList's {@code _maxsize}); DoubleLinkedList's
     * reads the size, which is then the length.
     */
    @Test
    void listsWithAHeader() {
        for (Class<?> type : new Class<?>[] {MyLinkedList.class, DoubleLinkedList.class}) {
            Enumeration e = new Enumerator(type, 8).run();
            assertEquals(0, e.structuresBySize()[0], type.getSimpleName() + " without its header");
            for (int n = 1; n <= 8; n++) {
                assertEquals(1, e.structuresBySize()[n], type.getSimpleName() + " of " + n);
                assertEquals(1, e.shapesBySize()[n]);
            }
        }
    }

    /** Non-decreasing lists of n values from 0..k: the multisets, C(k + n, n); a lone node's value is unread. */
    @Test
    void sortedList() {
        int k = 6;
        Enumeration e = new Enumerator(SortedList.class, k).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(1, e.shapesBySize()[n]);
            assertEquals(n < 2 ? 1 : c(k + n, n), e.structuresBySize()[n], "lists of " + n);
        }
    }

    /** Binary search trees with elements 0..k: Catalan(n) shapes with C(k + 1, n) element sets each. */
    @Test
    void binarySearchTree() {
        int k = 6;
        Enumeration e = new Enumerator(BinarySearchTree.class, k).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(catalan(n), e.shapesBySize()[n]);
            assertEquals(catalan(n) * c(k + 1, n), e.structuresBySize()[n]);
        }
    }

    /** 2-3 trees with 0..max keys (a node holds one key and two subtrees, or two and three; leaves all level). */
    static long[] twoThreeTrees(int max) {
        long[] total = new long[max + 1];
        long[] ofHeight = new long[max + 1];
        ofHeight[0] = 1;
        total[0] = 1;
        boolean grew = true;
        while (grew) {
            long[] taller = new long[max + 1];
            for (int a = 0; a <= max; a++) {
                for (int b = 0; a + b + 1 <= max; b++) {
                    taller[a + b + 1] += ofHeight[a] * ofHeight[b];
                    for (int d = 0; a + b + d + 2 <= max; d++) {
                        taller[a + b + d + 2] += ofHeight[a] * ofHeight[b] * ofHeight[d];
                    }
                }
            }
            grew = false;
            for (int n = 1; n <= max; n++) {
                total[n] += taller[n];
                grew |= taller[n] > 0;
            }
            ofHeight = taller;
        }
        return total;
    }

    /**
     * AA-trees are 2-3 trees (a node with a right child on its level is a 3-node), and an AA shape has one leveling.
     * The scope counts the sentinel: n nodes hold n - 1 elements, from 0..k.
     */
    @Test
    void aaTree() {
        int k = 7;
        Enumeration e = new Enumerator(AATree.class, k).run();
        long[] shapes = twoThreeTrees(k - 1);
        assertEquals(0, e.structuresBySize()[0], "the sentinel is always there");
        for (int n = 1; n <= k; n++) {
            assertEquals(shapes[n - 1], e.shapesBySize()[n], "AA-trees of " + (n - 1) + " elements");
            assertEquals(shapes[n - 1] * c(k + 1, n - 1), e.structuresBySize()[n]);
        }
    }

    /**
     * Red-black colorings of binary trees with parent pointers. The original's repOK reads no key, value or size, so
     * by Korat's rule they keep their first value: each coloring is one structure.
     */
    @Test
    void jdkTreeMap() {
        int k = 6;
        Enumeration e = new Enumerator(JdkTreeMap.class, k).run();
        for (int n = 0; n <= k; n++) {
            long shapes = 0;
            long colorings = 0;
            for (bliss.subjects.BinTree.Node t : BinTreeEnumerationTest.trees(n)) {
                long c = n == 0 ? 1 : KnownCountsTest.RedBlackColorings.count(t, n);
                colorings += c;
                shapes += c > 0 ? 1 : 0;
            }
            assertEquals(shapes, e.shapesBySize()[n], "colorable shapes with " + n);
            assertEquals(colorings, e.structuresBySize()[n], "red-black colorings with " + n);
        }
    }

    /**
     * Jobs in four queues: C(n + 3, 3) ways to split n jobs. The original's repOK reads no int (counts, priorities and
     * ids are free), so by Korat's rule they keep their first value and each shape is one structure.
     */
    @Test
    void schedule() {
        int k = 5;
        Enumeration e = new Enumerator(Schedule.class, k).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(c(n + 3, 3), e.shapesBySize()[n], "shapes of " + n + " jobs");
            assertEquals(c(n + 3, 3), e.structuresBySize()[n], "schedulers of " + n + " jobs");
        }
    }

    /**
     * Sixteen chains: a map of n entries is a choice of chain lengths summing to n, C(n + 15, 15) shapes. The
     * original's repOK reads no key, hash, value or size, so by Korat's rule they keep their first value and each
     * shape is one structure, with and without the finitization hint (which widens keys and hashes).
     */
    @Test
    void hashMap() {
        int k = 3;
        Enumeration hinted = SubjectFinitizations.forSubject("HashMap", k).applyTo(new Enumerator(HashMap.class, k))
                .run();
        Enumeration plain = new Enumerator(HashMap.class, k).run();
        for (int n = 0; n <= k; n++) {
            for (Enumeration e : new Enumeration[] {hinted, plain}) {
                assertEquals(c(n + 15, 15), e.shapesBySize()[n], "maps of " + n + " entries");
                assertEquals(c(n + 15, 15), e.structuresBySize()[n], "maps of " + n + " entries");
            }
        }
    }

    /**
     * StrictHashMap's repOK puts each entry in its key's bucket. Keys and hashes 0..16m - 1 (the finitization hint,
     * m = k) give each of the sixteen buckets m keys. A bucket holding a chain of l entries has m!/(m-l)! key
     * sequences; a map of n entries is a choice of chain lengths summing to n. Shapes are those choices.
     */
    @Test
    void strictHashMap() {
        int k = 3;
        Enumeration e = SubjectFinitizations.forSubject("StrictHashMap", k)
                .applyTo(new Enumerator(StrictHashMap.class, k)).run();
        long[] shapes = new long[k + 1];
        long[] structures = new long[k + 1];
        shapes[0] = 1;
        structures[0] = 1;
        for (int bucket = 0; bucket < 16; bucket++) {
            long[] s = new long[k + 1];
            long[] t = new long[k + 1];
            for (int n = 0; n <= k; n++) {
                long sequences = 1;
                for (int l = 0; n + l <= k; l++) {
                    s[n + l] += shapes[n];
                    t[n + l] += structures[n] * sequences;
                    sequences *= k - l;
                }
            }
            shapes = s;
            structures = t;
        }
        assertEquals(java.util.List.of(1L, 16L, 136L, 816L), java.util.Arrays.stream(shapes).boxed().toList());
        for (int n = 0; n <= k; n++) {
            assertEquals(shapes[n], e.shapesBySize()[n], "maps of " + n + " entries");
            assertEquals(structures[n], e.structuresBySize()[n], "maps of " + n + " entries");
        }
    }
}
