package bliss.korat;

import bliss.korat.fixtures.AvlTree;
import bliss.korat.fixtures.Cell;
import bliss.korat.fixtures.RedBlackTree;
import bliss.korat.fixtures.SearchTree;
import bliss.korat.fixtures.SortedList;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import java.util.List;

import static bliss.korat.BinTreeEnumerationTest.binomial;
import static bliss.korat.BinTreeEnumerationTest.catalan;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Counts of valid structures and shapes against independent arithmetic: closed formulas, recurrences, and brute
 * force over all binary trees, none of which shares code with the enumerator.
 */
class KnownCountsTest {

    /** Strictly increasing keys from 0..k-1: a list of n entries is a choice of n keys. */
    @Test
    void sortedListsAreSubsetsOfKeys() {
        int k = 6;
        Enumeration e = new Enumerator(SortedList.class, k).withIntDomain("key", 0, k - 1).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(binomial(k, n).longValueExact(), e.structuresBySize()[n], "lists of " + n);
            assertEquals(1, e.shapesBySize()[n]);
        }
    }

    /** Binary search trees with distinct keys from 0..k-1: Catalan(n) shapes, each with C(k, n) key sets. */
    @Test
    void searchTreesAreCatalanTimesBinomial() {
        int k = 5;
        Enumeration e = new Enumerator(SearchTree.class, k).withIntDomain("key", 0, k - 1).run();
        for (int n = 0; n <= k; n++) {
            assertEquals(catalan(n), e.shapesBySize()[n], "shapes with " + n);
            assertEquals(catalan(n) * binomial(k, n).longValueExact(), e.structuresBySize()[n], "trees of " + n);
        }
    }

    /** A header that is a node: lists of n >= 1 cells with nondecreasing values from 0..k, multisets of size n. */
    @Test
    void nondecreasingCellsAreMultisets() {
        int k = 4;
        Enumeration e = new Enumerator(Cell.class, k).run();
        assertEquals(0, e.structuresBySize()[0], "the header is a node, so no structure is empty");
        for (int n = 1; n <= k; n++) {
            int values = k + 1;
            assertEquals(binomial(values + n - 1, n).longValueExact(), e.structuresBySize()[n], "lists of " + n);
        }
    }

    /** Red-black trees: shapes are the colorable binary trees; structures are colorings times key sets. */
    @Test
    void redBlackTreesAgainstBruteForceColoring() {
        int k = 7;
        Enumeration e = new Enumerator(RedBlackTree.class, k).run();
        long totalShapes = 0;
        for (int n = 1; n <= k; n++) {
            long shapes = 0;
            long colorings = 0;
            for (BinTree.Node t : BinTreeEnumerationTest.trees(n)) {
                long c = RedBlackColorings.count(t, n);
                colorings += c;
                shapes += c > 0 ? 1 : 0;
            }
            totalShapes += shapes;
            assertEquals(shapes, e.shapesBySize()[n], "colorable shapes with " + n);
            // Keys range over 0..k by default (k + 1 values) and are distinct in search order.
            assertEquals(colorings * binomial(k + 1, n).longValueExact(), e.structuresBySize()[n], "trees of " + n);
        }
        assertEquals(55, totalShapes, "the paper's count (Table IX, TreeSet, S07)");
        assertEquals(55, e.shapeCount());
    }

    /** AVL trees: shapes by the recurrence on (nodes, height); keys 0..k distinct, heights determined. */
    @Test
    void avlTreesAgainstTheRecurrence() {
        int k = 12;
        Enumeration e = new Enumerator(AvlTree.class, k).withOrderedField("key").run();
        long[] shapes = avlShapes(k);
        long total = 0;
        for (int n = 0; n <= k; n++) {
            assertEquals(shapes[n], e.shapesBySize()[n], "AVL shapes with " + n);
            assertEquals(shapes[n] * binomial(k + 1, n).longValueExact(), e.structuresBySize()[n], "trees of " + n);
            total += n > 0 ? shapes[n] : 0;
        }
        assertEquals(425, total, "the paper's count (Table X, AvlTree.bfs, scope 12)");
        assertEquals(425, e.shapeCount());
    }

    /** AVL shapes with exactly n nodes, n = 0..max: a[n][h] trees of height h (empty: 0, leaf: 1). */
    static long[] avlShapes(int max) {
        int heights = max + 2;
        long[][] a = new long[max + 1][heights];
        a[0][0] = 1;
        for (int n = 1; n <= max; n++) {
            for (int h = 1; h < heights; h++) {
                for (int l = 0; l < n; l++) {
                    int r = n - 1 - l;
                    long both = a[l][h - 1] * a[r][h - 1];
                    long leftTaller = h >= 2 ? a[l][h - 1] * a[r][h - 2] : 0;
                    long rightTaller = h >= 2 ? a[l][h - 2] * a[r][h - 1] : 0;
                    a[n][h] += both + leftTaller + rightTaller;
                }
            }
        }
        long[] byNodes = new long[max + 1];
        for (int n = 0; n <= max; n++) {
            for (long c : a[n]) {
                byNodes[n] += c;
            }
        }
        return byNodes;
    }

    /** Brute force: the valid red-black colorings of a tree shape. */
    static final class RedBlackColorings {
        static long count(BinTree.Node root, int n) {
            List<BinTree.Node> nodes = new java.util.ArrayList<>();
            collect(root, nodes);
            long valid = 0;
            for (int mask = 0; mask < 1 << n; mask++) {
                if (isBlack(root, nodes, mask) && blackHeight(root, nodes, mask) >= 0) {
                    valid++;
                }
            }
            return valid;
        }

        private static void collect(BinTree.Node t, List<BinTree.Node> out) {
            if (t != null) {
                out.add(t);
                collect(t.left, out);
                collect(t.right, out);
            }
        }

        private static boolean isBlack(BinTree.Node t, List<BinTree.Node> nodes, int mask) {
            return t == null || (mask >> nodes.indexOf(t) & 1) == 1;
        }

        /** Black height (null links count 0), or -1 when a red node has a red child or heights differ. */
        private static int blackHeight(BinTree.Node t, List<BinTree.Node> nodes, int mask) {
            if (t == null) {
                return 0;
            }
            boolean black = isBlack(t, nodes, mask);
            if (!black && (!isBlack(t.left, nodes, mask) || !isBlack(t.right, nodes, mask))) {
                return -1;
            }
            int l = blackHeight(t.left, nodes, mask);
            int r = blackHeight(t.right, nodes, mask);
            if (l < 0 || l != r) {
                return -1;
            }
            return l + (black ? 1 : 0);
        }
    }
}
