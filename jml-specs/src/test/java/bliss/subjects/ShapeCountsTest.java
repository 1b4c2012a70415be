package bliss.subjects;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exhaustive checks of the tree invariants over every binary tree shape up to a size, against counts obtained
 * independently of repOK: by dynamic programming over shapes, and from the BLISS paper's Table X, whose BLISS
 * column counts the valid structures a traversal meets (every valid shape of 1..k nodes): 425 AVL trees of up to
 * 12 nodes, 1,767 red-black trees of up to 13 nodes, out of 290,511 and 1,033,411 binary trees (the LI column).
 */
class ShapeCountsTest {

    /** A binary tree shape. */
    record Shape(Shape left, Shape right) {
        int size() {
            return 1 + (left == null ? 0 : left.size()) + (right == null ? 0 : right.size());
        }
    }

    private static final Map<Integer, List<Shape>> SHAPES = new HashMap<>();

    /** Every shape of exactly n nodes (the empty shape, null, for n = 0). */
    static List<Shape> shapes(int n) {
        List<Shape> cached = SHAPES.get(n);
        if (cached != null) {
            return cached;
        }
        List<Shape> out = new ArrayList<>();
        if (n == 0) {
            out.add(null);
        } else {
            for (int l = 0; l < n; l++) {
                for (Shape left : shapes(l)) {
                    for (Shape right : shapes(n - 1 - l)) {
                        out.add(new Shape(left, right));
                    }
                }
            }
        }
        SHAPES.put(n, out);
        return out;
    }

    // ----------------------------------------------------------------------------------------------------------
    // AVL

    private static int height(Shape s) {
        return s == null ? -1 : 1 + Math.max(height(s.left()), height(s.right()));
    }

    /** An AvlTree of the shape, elements 1..n in order, true heights: valid iff the shape is balanced. */
    private static AvlTree.AvlNode avl(Shape s, int[] next) {
        if (s == null) {
            return null;
        }
        AvlTree.AvlNode left = avl(s.left(), next);
        AvlTree.AvlNode n = new AvlTree.AvlNode(next[0]++);
        n.left = left;
        n.right = avl(s.right(), next);
        n.height = height(s);
        return n;
    }

    /** Balanced shapes of n nodes by height, by the textbook recurrence (no repOK involved). */
    private static long[] avlCounts(int maxN) {
        int maxH = maxN + 1;
        long[][] byHeight = new long[maxN + 1][maxH + 2]; // index h + 1, h >= -1
        byHeight[0][0] = 1;
        long[] total = new long[maxN + 1];
        for (int n = 1; n <= maxN; n++) {
            for (int l = 0; l < n; l++) {
                for (int hl = -1; hl <= maxH; hl++) {
                    for (int hr = Math.max(-1, hl - 1); hr <= Math.min(maxH, hl + 1); hr++) {
                        long ways = byHeight[l][hl + 1] * byHeight[n - 1 - l][hr + 1];
                        if (ways > 0) {
                            byHeight[n][Math.max(hl, hr) + 2] += ways;
                        }
                    }
                }
            }
            for (long w : byHeight[n]) {
                total[n] += w;
            }
        }
        return total;
    }

    @Test
    void avlRepOKAcceptsExactlyThe425BalancedShapesOfUpTo12Nodes() {
        long[] expected = avlCounts(12);
        long shapes = 0;
        long accepted = 0;
        for (int n = 1; n <= 12; n++) {
            long acceptedOfSize = 0;
            for (Shape s : shapes(n)) {
                AvlTree t = new AvlTree();
                t.root = avl(s, new int[] {1});
                assertTrue(t.repOKHybrid());
                if (t.repOK()) {
                    acceptedOfSize++;
                }
            }
            assertEquals(expected[n], acceptedOfSize, "n=" + n);
            shapes += shapes(n).size();
            accepted += acceptedOfSize;
        }
        assertEquals(290_511, shapes);
        assertEquals(425, accepted);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Red-black

    /**
     * Valid colorings of a shape by black height and root color, by dynamic programming (no repOK involved):
     * {@code ways[h][0]} colorings with a black root, {@code ways[h][1]} with a red root, h counting the black
     * entries below the root's parent on every path to a null link.
     */
    private static long[][] colorings(Shape s, int maxH) {
        long[][] ways = new long[maxH + 2][2];
        if (s == null) {
            ways[0][0] = 1;
            return ways;
        }
        long[][] l = colorings(s.left(), maxH);
        long[][] r = colorings(s.right(), maxH);
        for (int h = 0; h <= maxH; h++) {
            ways[h + 1][0] += (l[h][0] + l[h][1]) * (r[h][0] + r[h][1]);
            ways[h][1] += l[h][0] * r[h][0];
        }
        return ways;
    }

    private static long validColorings(Shape s) {
        long total = 0;
        for (long[] w : colorings(s, 16)) {
            total += w[0];
        }
        return total;
    }

    /** A TreeSet of the shape, keys 1..n in order, parents set, colors from the bits of {@code colors}. */
    private static TreeSet redBlack(Shape s, long colors) {
        List<TreeSet.Entry> order = new ArrayList<>();
        TreeSet t = new TreeSet();
        t.root = entries(s, null, order);
        for (int i = 0; i < order.size(); i++) {
            order.get(i).key = i + 1;
            order.get(i).color = (colors >> i & 1) == 1 ? TreeSet.BLACK : TreeSet.RED;
        }
        t.size = order.size();
        return t;
    }

    private static TreeSet.Entry entries(Shape s, TreeSet.Entry parent, List<TreeSet.Entry> inOrder) {
        if (s == null) {
            return null;
        }
        TreeSet.Entry e = new TreeSet.Entry(0, parent);
        e.left = entries(s.left(), e, inOrder);
        inOrder.add(e);
        e.right = entries(s.right(), e, inOrder);
        return e;
    }

    @Test
    void treeSetRepOKAcceptsExactlyTheValidColoringsOfEveryShapeOfUpTo8Nodes() {
        for (int n = 1; n <= 8; n++) {
            for (Shape s : shapes(n)) {
                long accepted = 0;
                for (long colors = 0; colors < 1L << n; colors++) {
                    TreeSet t = redBlack(s, colors);
                    boolean ok = t.repOK();
                    if (n <= 6) {
                        assertEquals(TreeSetSpec.violations(t).isEmpty(), ok);
                    }
                    accepted += ok ? 1 : 0;
                }
                assertEquals(validColorings(s), accepted, s::toString);
            }
        }
    }

    @Test
    void shapesWithAValidColoringOfUpTo13NodesAreThePapers1767() {
        // Shapes counted by their set of feasible (black height, root is red) pairs, combined bottom-up.
        List<Map<Set<Integer>, Long>> bySize = new ArrayList<>();
        Map<Set<Integer>, Long> empty = new HashMap<>();
        empty.put(Set.of(0), 1L); // encoding: 2 * h + (red ? 1 : 0)
        bySize.add(empty);
        long total = 0;
        for (int n = 1; n <= 13; n++) {
            Map<Set<Integer>, Long> here = new HashMap<>();
            for (int l = 0; l < n; l++) {
                for (Map.Entry<Set<Integer>, Long> left : bySize.get(l).entrySet()) {
                    for (Map.Entry<Set<Integer>, Long> right : bySize.get(n - 1 - l).entrySet()) {
                        Set<Integer> f = new java.util.TreeSet<>();
                        for (int a : left.getKey()) {
                            for (int b : right.getKey()) {
                                if (a / 2 == b / 2) {
                                    f.add(2 * (a / 2 + 1)); // black entry over any two equal black heights
                                    if (a % 2 == 0 && b % 2 == 0) {
                                        f.add(a + 1); // red entry over two black children
                                    }
                                }
                            }
                        }
                        here.merge(f, left.getValue() * right.getValue(), Long::sum);
                    }
                }
            }
            bySize.add(here);
            for (Map.Entry<Set<Integer>, Long> e : here.entrySet()) {
                if (e.getKey().stream().anyMatch(x -> x % 2 == 0)) {
                    total += e.getValue();
                }
            }
            if (n <= 8) {
                long viaColorings = shapes(n).stream().filter(s -> validColorings(s) > 0).count();
                long counted = 0;
                for (Map.Entry<Set<Integer>, Long> e : here.entrySet()) {
                    if (e.getKey().stream().anyMatch(x -> x % 2 == 0)) {
                        counted += e.getValue();
                    }
                }
                assertEquals(viaColorings, counted, "n=" + n);
            }
        }
        assertEquals(1767, total);
    }
}
