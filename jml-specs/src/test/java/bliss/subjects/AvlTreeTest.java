package bliss.subjects;

import bliss.subjects.AvlTree.AvlNode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AvlTreeTest {

    record Op(int kind, int key) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(-40, 40)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(400);
    }

    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        AvlTree tree = new AvlTree();
        java.util.TreeSet<Integer> reference = new java.util.TreeSet<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    reference.add(op.key());
                    tree.insert(op.key());
                }
                case 1 -> {
                    reference.remove(op.key());
                    tree.remove(op.key());
                }
                default -> assertEquals(reference.contains(op.key()), tree.contains(op.key()));
            }
            assertTrue(tree.repOK(), () -> "after " + op);
            assertTrue(tree.repOKHybrid());
            assertEquals(List.of(), AvlTreeSpec.violations(tree));
            assertEquals(new ArrayList<>(reference), elements(tree));
        }
        int sum = reference.stream().mapToInt(Integer::intValue).sum();
        assertEquals(sum, tree.bfs());
        assertEquals(sum, tree.dfs());
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        AvlTree tree = new AvlTree();
        for (Op op : ops) {
            if (op.kind() != 1) {
                tree.insert(op.key() / 4);
            } else {
                tree.remove(op.key() / 4);
            }
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(tree, random));
        }
        List<String> violated = AvlTreeSpec.violations(tree);
        assertEquals(violated.isEmpty(), tree.repOK(), () -> changes + " violates " + violated);
        assertEquals(AvlTreeSpec.structurallyValid(tree), tree.repOKHybrid(), () -> changes + " violates " + violated);
    }

    // ----------------------------------------------------------------------------------------------------------
    // One broken instance per clause

    private static AvlNode node(int element, int height, AvlNode left, AvlNode right) {
        AvlNode n = new AvlNode(element);
        n.height = height;
        n.left = left;
        n.right = right;
        return n;
    }

    private static AvlTree tree(AvlNode root) {
        AvlTree t = new AvlTree();
        t.root = root;
        return t;
    }

    /** A valid tree: 2 over leaves 1 and 3. */
    private static AvlTree small() {
        return tree(node(2, 1, node(1, 0, null, null), node(3, 0, null, null)));
    }

    private static void assertBroken(AvlTree t, String clause, boolean structural) {
        List<String> violated = AvlTreeSpec.violations(t);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(t.repOK(), clause);
        assertEquals(!structural, t.repOKHybrid(), clause);
    }

    @Test
    void validSmallTrees() {
        assertTrue(small().repOK());
        assertTrue(tree(null).repOK());
        assertTrue(tree(node(2, 1, node(1, 0, null, null), null)).repOK());
    }

    @Test
    void wrongHeights() {
        AvlTree leaf = tree(node(1, 1, null, null));
        assertEquals(List.of("height-leaf"), AvlTreeSpec.violations(leaf));
        assertBroken(leaf, "height-leaf", false);
        AvlTree top = small();
        top.root.height = 2;
        assertEquals(List.of("height"), AvlTreeSpec.violations(top));
        assertBroken(top, "height", false);
        AvlTree leftOnly = tree(node(2, 2, node(1, 0, null, null), null));
        assertBroken(leftOnly, "height-left-only", false);
        AvlTree rightOnly = tree(node(2, 0, null, node(3, 0, null, null)));
        assertBroken(rightOnly, "height-right-only", false);
    }

    @Test
    void unbalancedNode() {
        // Heights all correct, but at the root the left subtree (height 2) and the right leaf differ by two.
        AvlTree t = tree(node(5, 3, node(3, 2, node(1, 1, null, node(2, 0, null, null)), node(4, 0, null, null)),
                node(6, 0, null, null)));
        assertEquals(List.of("balance"), AvlTreeSpec.violations(t));
        assertBroken(t, "balance", false);
        AvlTree chain = tree(node(1, 2, null, node(2, 1, null, node(3, 0, null, null))));
        assertBroken(chain, "height-right-only", false);
    }

    @Test
    void elementsOutOfOrder() {
        AvlTree t = small();
        t.root.left.element = 2;
        assertEquals(List.of("order-left"), AvlTreeSpec.violations(t));
        assertBroken(t, "order-left", false);
        AvlTree r = small();
        r.root.right.element = 0;
        assertBroken(r, "order-right", false);
    }

    @Test
    void cycle() {
        AvlTree t = small();
        t.root.left.left = t.root;
        assertBroken(t, "root-not-child", true);
        AvlTree inner = tree(node(3, 2, node(2, 1, node(1, 0, null, null), null), node(4, 0, null, null)));
        inner.root.left.left.right = inner.root.left;
        assertBroken(inner, "no-sharing", true);
    }

    @Test
    void sharedNode() {
        AvlTree t = small();
        t.root.left.right = t.root.right;
        assertBroken(t, "no-sharing", true);
        AvlTree twice = small();
        twice.root.right = twice.root.left;
        assertBroken(twice, "left-right-distinct", true);
    }

    static List<Integer> elements(AvlTree t) {
        List<Integer> out = new ArrayList<>();
        inOrder(t.root, out);
        return out;
    }

    private static void inOrder(AvlNode n, List<Integer> out) {
        if (n != null) {
            inOrder(n.left, out);
            out.add(n.element);
            inOrder(n.right, out);
        }
    }
}
