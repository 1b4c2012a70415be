package bliss.subjects;

import bliss.subjects.AATree.AANode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AATreeTest {

    static final Set<String> STRUCTURAL = Set.of("sentinel", "root", "scratch", "null-child", "root-not-child",
            "left-right-distinct", "no-sharing");

    record Op(int kind, int key) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(-40, 40)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(400);
    }

    /** Every operation against java.util.TreeSet; repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        AATree tree = new AATree();
        java.util.TreeSet<Integer> reference = new java.util.TreeSet<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    tree.insert(op.key());
                    reference.add(op.key());
                }
                case 1 -> {
                    tree.remove(op.key());
                    reference.remove(op.key());
                    assertTrue(tree.deletedNode != null, "remove leaves its scratch fields set, as the original");
                    tree.deletedNode = null; // the original's precondition of the next remove
                    tree.lastNode = null;
                }
                case 2 -> assertEquals(reference.contains(op.key()), tree.contains(op.key()));
                default -> {
                    if (reference.isEmpty()) {
                        assertThrows(AATree.Underflow.class, tree::findMin);
                        assertThrows(AATree.Underflow.class, tree::findMax);
                    } else {
                        assertEquals(reference.first(), tree.findMin());
                        assertEquals(reference.last(), tree.findMax());
                    }
                }
            }
            assertTrue(tree.repOK(), () -> "after " + op);
            assertTrue(tree.repOKHybrid());
            assertEquals(List.of(), violations(tree));
            assertEquals(new ArrayList<>(reference), elements(tree));
            assertEquals(reference.isEmpty(), tree.isEmpty());
        }
    }

    /** The JML invariant, transcribed clause by clause (a null reached through a navigation counts as level 0). */
    static List<String> violations(AATree t) {
        List<String> v = new ArrayList<>();
        AANode s = t.nullNode;
        if (s == null || s.left != s || s.right != s) {
            v.add("sentinel");
        }
        if (s != null && s.level != 0) {
            v.add("sentinel-level");
        }
        if (t.root == null) {
            v.add("root");
        }
        if (t.deletedNode != null || t.lastNode != null) {
            v.add("scratch");
        }
        Set<AANode> nodes = new LinkedHashSet<>(reach(t.root, n -> n.left, n -> n.right));
        nodes.remove(s);
        for (AANode n : nodes) {
            if (n.left == null || n.right == null) {
                v.add("null-child");
            }
            if (n.left == t.root || n.right == t.root) {
                v.add("root-not-child");
            }
            if (n.left != s && n.left == n.right) {
                v.add("left-right-distinct");
            }
            for (AANode x : reach(n.left, e -> e.left, e -> e.right)) {
                if (x != s && !(x.element < n.element)) {
                    v.add("order-left");
                }
            }
            for (AANode x : reach(n.right, e -> e.left, e -> e.right)) {
                if (x != s && !(n.element < x.element)) {
                    v.add("order-right");
                }
            }
            if (level(n.left) != n.level - 1) {
                v.add("level-left");
            }
            if (level(n.right) != n.level && level(n.right) != n.level - 1) {
                v.add("level-right");
            }
            if (!(level(n.right == null ? null : n.right.right) < n.level)) {
                v.add("level-grandchild");
            }
            for (AANode m : nodes) {
                if (n != m && (n.left != s && (n.left == m.left || n.left == m.right)
                        || n.right != s && (n.right == m.left || n.right == m.right))) {
                    v.add("no-sharing");
                }
            }
        }
        return v;
    }

    private static int level(AANode n) {
        return n == null ? 0 : n.level;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        AATree tree = new AATree();
        for (Op op : ops) {
            if (op.kind() != 1) {
                tree.insert(op.key() / 4);
            } else {
                tree.remove(op.key() / 4);
                tree.deletedNode = null; // the original's precondition of the next remove
                tree.lastNode = null;
            }
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(tree, random));
        }
        List<String> violated = violations(tree);
        assertEquals(violated.isEmpty(), tree.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.stream().noneMatch(STRUCTURAL::contains), tree.repOKHybrid(),
                () -> changes + " violates " + violated);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Shapes: AA-trees are 2-3 trees (a node with a right child on its own level is a 3-node)

    /** A binary tree shape. */
    record Shape(Shape left, Shape right) {
    }

    static List<Shape> shapes(int n) {
        List<Shape> out = new ArrayList<>();
        if (n == 0) {
            out.add(null);
            return out;
        }
        for (int l = 0; l < n; l++) {
            for (Shape left : shapes(l)) {
                for (Shape right : shapes(n - 1 - l)) {
                    out.add(new Shape(left, right));
                }
            }
        }
        return out;
    }

    /** An AATree of the shape, elements 1..n in order, each level one more than its left child's. */
    private static AATree aa(Shape shape) {
        AATree t = new AATree();
        t.root = build(shape, t.nullNode, new int[] {1});
        return t;
    }

    private static AANode build(Shape s, AANode sentinel, int[] next) {
        if (s == null) {
            return sentinel;
        }
        AANode left = build(s.left(), sentinel, next);
        AANode n = new AANode(next[0]++, left, sentinel);
        n.right = build(s.right(), sentinel, next);
        n.level = left.level + 1;
        return n;
    }

    /** 2-3 trees with n keys, by height: a node holds one key and two subtrees or two keys and three. */
    static long[] twoThreeTrees(int maxKeys) {
        long[] total = new long[maxKeys + 1];
        long[] height = new long[maxKeys + 1];
        height[0] = 1; // the empty tree, height 0
        total[0] = 1;
        while (true) {
            long[] next = new long[maxKeys + 1];
            for (int a = 0; a <= maxKeys; a++) {
                for (int b = 0; a + b + 1 <= maxKeys; b++) {
                    next[a + b + 1] += height[a] * height[b];
                    for (int c = 0; a + b + c + 2 <= maxKeys; c++) {
                        next[a + b + c + 2] += height[a] * height[b] * height[c];
                    }
                }
            }
            boolean any = false;
            for (int n = 1; n <= maxKeys; n++) {
                total[n] += next[n];
                any |= next[n] > 0;
            }
            if (!any) {
                return total;
            }
            height = next;
            height[0] = 0;
        }
    }

    @Test
    void repOKAcceptsOneLevelingOfExactlyTheShapesOf23Trees() {
        long[] expected = twoThreeTrees(9);
        assertEquals(List.of(1L, 1L, 1L, 1L, 2L, 2L, 3L, 4L, 5L, 8L), java.util.Arrays.stream(expected).boxed()
                .toList(), "2-3 trees with 0..9 keys");
        for (int n = 0; n <= 9; n++) {
            long accepted = 0;
            for (Shape s : shapes(n)) {
                AATree t = aa(s);
                boolean ok = t.repOK();
                if (n <= 6) {
                    assertEquals(violations(t).isEmpty(), ok, () -> String.valueOf(s));
                }
                assertTrue(t.repOKHybrid());
                accepted += ok ? 1 : 0;
            }
            assertEquals(expected[n], accepted, "AA-trees with " + n + " elements");
        }
    }

    // ----------------------------------------------------------------------------------------------------------

    private static void assertBroken(AATree t, String clause) {
        List<String> violated = violations(t);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(t.repOK(), clause);
        assertEquals(!STRUCTURAL.contains(clause), t.repOKHybrid(), clause);
    }

    /** 1, 2, 3 inserted: 2 on level 2 over the leaves 1 and 3 (level 1). */
    private static AATree three() {
        AATree t = new AATree();
        t.insert(1);
        t.insert(2);
        t.insert(3);
        return t;
    }

    @Test
    void oneBrokenTreePerClause() {
        AATree ok = three();
        assertTrue(ok.repOK());
        assertEquals(2, ok.root.level);
        assertTrue(new AATree().repOK());

        AATree a = three();
        a.nullNode.left = a.root;
        assertBroken(a, "sentinel");
        AATree b = three();
        b.nullNode.level = 1;
        assertBroken(b, "sentinel-level");
        AATree c = three();
        c.lastNode = c.root;
        assertBroken(c, "scratch");
        AATree d = three();
        d.root.left.left = null;
        assertBroken(d, "null-child");
        AATree e = three();
        e.root.left.right = e.root;
        assertBroken(e, "root-not-child");
        AATree f = three();
        f.root.left = f.root.right;
        assertBroken(f, "left-right-distinct");
        AATree g = three();
        g.root.left.element = 5;
        assertBroken(g, "order-left");
        AATree h = three();
        h.root.level = 3;
        assertBroken(h, "level-left");
        AATree i = new AATree();
        i.insert(1);
        i.insert(2); // 1 with right child 2, both level 1
        i.root.right.level = 2;
        assertBroken(i, "level-right");
        AATree j = new AATree();
        j.insert(1);
        j.insert(2);
        j.root.right.right = new AANode(3, j.nullNode, j.nullNode); // two right links on level 1
        assertBroken(j, "level-grandchild");
        AATree k = three();
        k.root.right.left = k.root.left;
        assertBroken(k, "no-sharing");
        AATree m = new AATree();
        m.root = null;
        assertBroken(m, "root");
    }

    /** The sentinel's element is the search's stopper: contains leaves the invariant alone. */
    @Test
    void containsWritesOnlyTheSentinel() {
        AATree t = three();
        assertFalse(t.contains(9));
        assertEquals(9, t.nullNode.element);
        assertTrue(t.repOK());
    }

    static List<Integer> elements(AATree t) {
        List<Integer> out = new ArrayList<>();
        inOrder(t, t.root, out);
        return out;
    }

    private static void inOrder(AATree t, AANode n, List<Integer> out) {
        if (n != t.nullNode) {
            inOrder(t, n.left, out);
            out.add(n.element);
            inOrder(t, n.right, out);
        }
    }
}
