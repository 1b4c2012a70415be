package bliss.subjects;

import bliss.subjects.SearchTree.Node;
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

class SearchTreeTest {

    static final Set<String> STRUCTURAL = Set.of("root-not-child", "left-right-distinct", "no-sharing");

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
        SearchTree tree = new SearchTree();
        java.util.TreeSet<Integer> reference = new java.util.TreeSet<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> assertEquals(reference.add(op.key()), tree.add(op.key()));
                case 1 -> assertEquals(reference.remove(op.key()), tree.remove(op.key()));
                default -> assertEquals(reference.contains(op.key()), tree.contains(op.key()));
            }
            assertTrue(tree.repOK(), () -> "after " + op);
            assertTrue(tree.repOKHybrid());
            assertEquals(List.of(), violations(tree));
            assertEquals(new ArrayList<>(reference), keys(tree));
        }
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(SearchTree t) {
        List<String> v = new ArrayList<>();
        Node root = t.root;
        Set<Node> all = reach(root, e -> e.left, e -> e.right);
        if (t.size != all.size()) {
            v.add("size");
        }
        for (Node n : all) {
            if (n.left == root || n.right == root) {
                v.add("root-not-child");
            }
            if (n.left != null && n.left == n.right) {
                v.add("left-right-distinct");
            }
            for (Node x : reach(n.left, e -> e.left, e -> e.right)) {
                if (!(x.key < n.key)) {
                    v.add("order-left");
                }
            }
            for (Node x : reach(n.right, e -> e.left, e -> e.right)) {
                if (!(n.key < x.key)) {
                    v.add("order-right");
                }
            }
            for (Node m : all) {
                if (n != m && (n.left != null && (n.left == m.left || n.left == m.right)
                        || n.right != null && (n.right == m.left || n.right == m.right))) {
                    v.add("no-sharing");
                }
            }
        }
        return v;
    }

    private static boolean structurallyValid(List<String> violated) {
        for (String c : violated) {
            if (STRUCTURAL.contains(c)) {
                return false;
            }
        }
        return true;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        SearchTree tree = new SearchTree();
        for (Op op : ops) {
            if (op.kind() != 1) {
                tree.add(op.key() / 4);
            } else {
                tree.remove(op.key() / 4);
            }
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(tree, random));
        }
        List<String> violated = violations(tree);
        assertEquals(violated.isEmpty(), tree.repOK(), () -> changes + " violates " + violated);
        assertEquals(structurallyValid(violated), tree.repOKHybrid(), () -> changes + " violates " + violated);
    }

    private static Node node(int key, Node left, Node right) {
        Node n = new Node(key);
        n.left = left;
        n.right = right;
        return n;
    }

    private static SearchTree tree(Node root, int size) {
        SearchTree t = new SearchTree();
        t.root = root;
        t.size = size;
        return t;
    }

    private static void assertBroken(SearchTree t, String clause, boolean structural) {
        List<String> violated = violations(t);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(t.repOK(), clause);
        assertEquals(!structural, t.repOKHybrid(), clause);
    }

    @Test
    void brokenTrees() {
        assertTrue(tree(node(2, node(1, null, null), node(3, null, null)), 3).repOK());
        assertTrue(tree(null, 0).repOK());
        assertBroken(tree(node(2, node(1, null, null), null), 1), "size", false);
        assertBroken(tree(node(2, node(3, null, null), null), 2), "order-left", false);
        assertBroken(tree(node(2, null, node(2, null, null)), 2), "order-right", false);
        SearchTree cycle = tree(node(2, node(1, null, null), null), 2);
        cycle.root.left.right = cycle.root;
        assertBroken(cycle, "root-not-child", true);
        SearchTree shared = tree(node(2, node(1, null, null), node(3, null, null)), 3);
        shared.root.left.right = shared.root.right;
        assertBroken(shared, "no-sharing", true);
        SearchTree twice = tree(node(2, node(1, null, null), null), 2);
        twice.root.right = twice.root.left;
        assertBroken(twice, "left-right-distinct", true);
    }

    static List<Integer> keys(SearchTree t) {
        List<Integer> out = new ArrayList<>();
        inOrder(t.root, out);
        return out;
    }

    private static void inOrder(Node n, List<Integer> out) {
        if (n != null) {
            inOrder(n.left, out);
            out.add(n.key);
            inOrder(n.right, out);
        }
    }
}
