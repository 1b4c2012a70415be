package bliss.korat;

import bliss.subjects.AATree;
import bliss.subjects.AvlTree;
import bliss.subjects.BinarySearchTree;
import bliss.subjects.BinomialHeap;
import bliss.subjects.JdkTreeMap;
import bliss.subjects.Schedule;
import bliss.subjects.SortedList;
import bliss.subjects.TreeSet;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The hints change how long the search takes, never what it finds. */
class SubjectFinitizationsTest {

    @Test
    void maxAvlHeightFollowsTheSparsestAvlTrees() {
        // Fewest nodes of an AVL tree of height h: 1, 2, 4, 7, 12, 20 (N(h) = N(h-1) + N(h-2) + 1).
        assertEquals(0, SubjectFinitizations.maxAvlHeight(1));
        assertEquals(1, SubjectFinitizations.maxAvlHeight(3));
        assertEquals(2, SubjectFinitizations.maxAvlHeight(4));
        assertEquals(3, SubjectFinitizations.maxAvlHeight(11));
        assertEquals(4, SubjectFinitizations.maxAvlHeight(12));
        assertEquals(4, SubjectFinitizations.maxAvlHeight(19));
        assertEquals(5, SubjectFinitizations.maxAvlHeight(20));
    }

    private static void sameCounts(Class<?> c, String name, int scope) {
        Enumeration plain = new Enumerator(c, scope).run();
        Enumeration hinted = SubjectFinitizations.forSubject(name, scope).applyTo(new Enumerator(c, scope)).run();
        assertArrayEquals(plain.structuresBySize(), hinted.structuresBySize(), name);
        assertArrayEquals(plain.shapesBySize(), hinted.shapesBySize(), name);
        assertEquals(plain.shapes(), hinted.shapes(), name);
        assertEquals(plain.tuples(), hinted.tuples(), name);
    }

    @Test
    void hintsKeepTheCounts() {
        sameCounts(AvlTree.class, "AvlTree", 5);
        sameCounts(TreeSet.class, "TreeSet", 4);
        sameCounts(BinomialHeap.class, "BinomialHeap", 4);
        sameCounts(AATree.class, "AATree", 6);
        sameCounts(BinarySearchTree.class, "BinarySearchTree", 5);
        sameCounts(SortedList.class, "SortedList", 5);
        sameCounts(JdkTreeMap.class, "JdkTreeMap", 4);
        // repOK reads no priority, so the widened priorities 0..4 change no count at any scope.
        sameCounts(Schedule.class, "Schedule", 1);
        sameCounts(Schedule.class, "Schedule", 4);
    }

    /** An AA-tree of 2^L - 1 nodes reaches level L; the hint allows no less (the sentinel counts in the scope). */
    @Test
    void aaLevelsReachTheHint() {
        for (int scope : new int[] {2, 4, 8}) {
            int realNodes = scope - 1;
            int level = 31 - Integer.numberOfLeadingZeros(realNodes + 1);
            SubjectFinitizations.Domain d = SubjectFinitizations.forSubject("AATree", scope).domains().get(0);
            assertEquals("level", d.field());
            assertTrue(d.max() >= level, "scope " + scope);
        }
    }
}
