package bliss.bounds;

import bliss.layout.BreadthFirstNumbering;
import bliss.layout.ClassLayout;
import bliss.layout.FieldShape;
import bliss.layout.ObjectHeap;
import bliss.subjects.BinTree;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Binary trees, where the valid structures are easy to list independently: every binary tree of at most k nodes,
 * numbered by {@link BreadthFirstNumbering} (the definition canonical order must reproduce).
 */
class BinTreeBoundsTest {

    static ClassSpec spec() throws Exception {
        ClassLayout layout = ClassLayout.of(BinTree.class);
        String src = new String(BinTree.class.getClassLoader().getResourceAsStream("bliss/subjects/BinTree.java")
                .readAllBytes(), StandardCharsets.UTF_8);
        return ClassSpec.of("BinTree", layout, "bliss/subjects/BinTree.java", src);
    }

    /** Every binary tree with exactly n nodes. */
    static List<BinTree.Node> trees(int n) {
        List<BinTree.Node> out = new ArrayList<>();
        if (n == 0) {
            out.add(null);
            return out;
        }
        for (int left = 0; left < n; left++) {
            for (BinTree.Node l : trees(left)) {
                for (BinTree.Node r : trees(n - 1 - left)) {
                    BinTree.Node node = new BinTree.Node();
                    node.left = copy(l);
                    node.right = copy(r);
                    out.add(node);
                }
            }
        }
        return out;
    }

    private static BinTree.Node copy(BinTree.Node n) {
        if (n == null) {
            return null;
        }
        BinTree.Node c = new BinTree.Node();
        c.left = copy(n.left);
        c.right = copy(n.right);
        return c;
    }

    /** "field source target" for every tuple of every tree of at most k nodes, numbered breadth-first. */
    static Set<String> oracle(ClassLayout layout, int k) {
        ObjectHeap heap = new ObjectHeap(layout, BinTree.class.getClassLoader());
        Set<String> tuples = new HashSet<>();
        for (int n = 0; n <= k; n++) {
            for (BinTree.Node root : trees(n)) {
                BinTree t = new BinTree();
                t.root = root;
                List<Object> nodes = BreadthFirstNumbering.number(t, heap, false).nodes();
                Map<Object, Integer> index = new IdentityHashMap<>();
                nodes.forEach(o -> index.put(o, index.size()));
                tuples.add("root 0 " + (root == null ? -1 : index.get(root)));
                for (Object o : nodes) {
                    BinTree.Node node = (BinTree.Node) o;
                    tuples.add("left " + index.get(o) + " " + (node.left == null ? -1 : index.get(node.left)));
                    tuples.add("right " + index.get(o) + " " + (node.right == null ? -1 : index.get(node.right)));
                }
            }
        }
        return tuples;
    }

    static Set<String> tuples(FieldBounds b) {
        Set<String> out = new HashSet<>();
        for (FieldShape f : b.fields()) {
            int targets = b.layout().shape(f.target()).orElseThrow().node() ? b.scope() : 1;
            for (int s = 0; s < b.sources(f); s++) {
                for (int t = -1; t < targets; t++) {
                    if (b.contains(f, s, t)) {
                        out.add(f.name() + " " + s + " " + t);
                    }
                }
            }
        }
        return out;
    }

    @Test
    void paperFigure5aAtScope4() throws Exception {
        FieldBounds b = BoundsComputation.compute(spec(), 4, null, 2, null).bounds();
        // Derived by hand: slot i of the breadth-first order can only discover node i, nodes are used in order.
        Set<String> expected = Set.of(
                "root 0 0", "root 0 -1",
                "left 0 1", "left 0 -1", "right 0 1", "right 0 2", "right 0 -1",
                "left 1 2", "left 1 3", "left 1 -1", "right 1 2", "right 1 3", "right 1 -1",
                "left 2 3", "left 2 -1", "right 2 3", "right 2 -1",
                "left 3 -1", "right 3 -1");
        assertEquals(expected, tuples(b));
    }

    @Test
    void boundsAreTheTuplesOfAllTreesUpToScope6() throws Exception {
        ClassSpec spec = spec();
        FieldBounds previous = null;
        for (int k = 1; k <= 6; k++) {
            // No seed: each scope is computed on its own, so that containment below is a real check.
            FieldBounds b = BoundsComputation.compute(spec, k, null, 2, null).bounds();
            assertEquals(oracle(spec.layout(), k), tuples(b), "scope " + k);
            if (previous != null) {
                assertTrue(previous.isSubsetOf(b), "bounds(" + (k - 1) + ") within bounds(" + k + ")");
            }
            previous = b;
        }
    }

    @Test
    void pvarsCoverExactlyTheBounds() throws Exception {
        BoundsComputation.Computed c = BoundsComputation.compute(spec(), 4, null, 1, null);
        ClassLayout layout = c.bounds().layout();
        FieldShape left = layout.shape("Node").orElseThrow().field("left").orElseThrow();
        FieldShape root = layout.header().field("root").orElseThrow();
        assertEquals(SatProblem.FIXED_TRUE, c.problem().pvar(left, 3, -1), "N3.left can only be null");
        assertEquals(0, c.problem().pvar(left, 0, 2), "N0.left -> N2 is outside the bounds");
        assertTrue(c.problem().pvar(root, 0, 0) > 0);
        assertTrue(c.problem().pvar(left, 1, 3) > 0);
        try (SatChecker sat = new SatChecker(c.problem())) {
            // A tree: root N0, N0.left = N1, N1.right = N2.
            assertTrue(sat.isSatisfiable(new int[]{c.problem().pvar(root, 0, 0), c.problem().pvar(left, 0, 1)}));
            // N1 both as left and right child of N0: sharing, no tree.
            FieldShape right = layout.shape("Node").orElseThrow().field("right").orElseThrow();
            assertTrue(!sat.isSatisfiable(new int[]{c.problem().pvar(left, 0, 1), c.problem().pvar(right, 0, 1)}));
            assertEquals(2, sat.calls());
        }
    }
}
