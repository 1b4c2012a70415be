package bliss.subjects;

import bliss.subjects.BinarySearchTree.BinaryNode;
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
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BinarySearchTreeTest {

    static final Set<String> STRUCTURAL = Set.of("root-not-child", "left-right-distinct", "no-sharing");

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
        BinarySearchTree tree = new BinarySearchTree();
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
                }
                case 2 -> assertEquals(reference.contains(op.key()) ? op.key() : -1, tree.find(op.key()));
                default -> {
                    if (reference.isEmpty()) {
                        assertEquals(-1, tree.findMin());
                        assertEquals(-1, tree.findMax());
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
        }
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(BinarySearchTree t) {
        List<String> v = new ArrayList<>();
        BinaryNode root = t.root;
        Set<BinaryNode> all = reach(root, e -> e.left, e -> e.right);
        for (BinaryNode n : all) {
            if (n.left == root || n.right == root) {
                v.add("root-not-child");
            }
            if (n.left != null && n.left == n.right) {
                v.add("left-right-distinct");
            }
            for (BinaryNode x : reach(n.left, e -> e.left, e -> e.right)) {
                if (!(x.element < n.element)) {
                    v.add("order-left");
                }
            }
            for (BinaryNode x : reach(n.right, e -> e.left, e -> e.right)) {
                if (!(n.element < x.element)) {
                    v.add("order-right");
                }
            }
            for (BinaryNode m : all) {
                if (n != m && (n.left != null && (n.left == m.left || n.left == m.right)
                        || n.right != null && (n.right == m.left || n.right == m.right))) {
                    v.add("no-sharing");
                }
            }
        }
        return v;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        BinarySearchTree tree = new BinarySearchTree();
        for (Op op : ops) {
            if (op.kind() != 1) {
                tree.insert(op.key() / 4);
            } else {
                tree.remove(op.key() / 4);
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

    private static BinaryNode node(int element, BinaryNode left, BinaryNode right) {
        BinaryNode n = new BinaryNode(element);
        n.left = left;
        n.right = right;
        return n;
    }

    private static BinarySearchTree tree(BinaryNode root) {
        BinarySearchTree t = new BinarySearchTree();
        t.root = root;
        return t;
    }

    private static void assertBroken(BinarySearchTree t, String clause) {
        List<String> violated = violations(t);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(t.repOK(), clause);
        assertEquals(!STRUCTURAL.contains(clause), t.repOKHybrid(), clause);
    }

    @Test
    void oneBrokenTreePerClause() {
        assertTrue(tree(node(2, node(1, null, null), node(3, null, null))).repOK());
        assertTrue(tree(null).repOK());
        assertBroken(tree(node(2, node(3, null, null), null)), "order-left");
        assertBroken(tree(node(2, null, node(2, null, null))), "order-right");
        BinarySearchTree cycle = tree(node(2, node(1, null, null), null));
        cycle.root.left.right = cycle.root;
        assertBroken(cycle, "root-not-child");
        BinarySearchTree shared = tree(node(2, node(1, null, null), node(3, null, null)));
        shared.root.left.right = shared.root.right;
        assertBroken(shared, "no-sharing");
        BinarySearchTree twice = tree(node(2, node(1, null, null), null));
        twice.root.right = twice.root.left;
        assertBroken(twice, "left-right-distinct");
    }

    /** Removing an element with two children copies its successor, as Weiss's remove does. */
    @Test
    void removalOfAnInnerNodeCopiesTheSuccessor() {
        BinarySearchTree t = tree(node(5, node(2, null, null), node(8, node(7, node(6, null, null), null), null)));
        BinaryNode top = t.root;
        t.remove(5);
        assertTrue(t.root == top, "the root node stays");
        assertEquals(6, t.root.element);
        assertEquals(List.of(2, 6, 7, 8), elements(t));
        assertTrue(t.repOK());
    }

    static List<Integer> elements(BinarySearchTree t) {
        List<Integer> out = new ArrayList<>();
        inOrder(t.root, out);
        return out;
    }

    private static void inOrder(BinaryNode n, List<Integer> out) {
        if (n != null) {
            inOrder(n.left, out);
            out.add(n.element);
            inOrder(n.right, out);
        }
    }
}
