package bliss.subjects;

import bliss.subjects.TreeSet.Entry;
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

import static bliss.subjects.TreeSet.BLACK;
import static bliss.subjects.TreeSet.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreeSetTest {

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
        TreeSet set = new TreeSet();
        java.util.TreeSet<Integer> reference = new java.util.TreeSet<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> assertEquals(reference.add(op.key()), set.add(op.key()));
                case 1 -> assertEquals(reference.remove(op.key()), set.remove(op.key()));
                default -> assertEquals(reference.contains(op.key()), set.contains(op.key()));
            }
            assertTrue(set.repOK(), () -> "after " + op);
            assertTrue(set.repOKHybrid());
            assertEquals(List.of(), TreeSetSpec.violations(set));
            assertEquals(new ArrayList<>(reference), keys(set));
            assertEquals(reference.size(), set.size);
        }
        int sum = reference.stream().mapToInt(Integer::intValue).sum();
        assertEquals(sum, set.bfs());
        assertEquals(sum, set.dfs());
    }

    /** Structures one to three field changes away from a valid tree: repOK must agree with the JML invariant. */
    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        TreeSet set = new TreeSet();
        for (Op op : ops) {
            if (op.kind() != 1) {
                set.add(op.key() / 4);
            } else {
                set.remove(op.key() / 4);
            }
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(set, random));
        }
        List<String> violated = TreeSetSpec.violations(set);
        assertEquals(violated.isEmpty(), set.repOK(), () -> changes + " violates " + violated);
        assertEquals(TreeSetSpec.structurallyValid(set), set.repOKHybrid(), () -> changes + " violates " + violated);
    }

    // ----------------------------------------------------------------------------------------------------------
    // One broken instance per clause

    private static Entry node(int key, boolean color, Entry left, Entry right) {
        Entry n = new Entry(key, null);
        n.color = color;
        n.left = left;
        n.right = right;
        if (left != null) {
            left.parent = n;
        }
        if (right != null) {
            right.parent = n;
        }
        return n;
    }

    private static TreeSet tree(Entry root, int size) {
        TreeSet t = new TreeSet();
        t.root = root;
        t.size = size;
        return t;
    }

    /** A valid tree: 2 (black) with red children 1 and 3. */
    private static TreeSet small() {
        return tree(node(2, BLACK, node(1, RED, null, null), node(3, RED, null, null)), 3);
    }

    private static void assertBroken(TreeSet t, String clause, boolean structural) {
        List<String> violated = TreeSetSpec.violations(t);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(t.repOK(), clause);
        assertEquals(!structural, t.repOKHybrid(), clause);
    }

    @Test
    void validSmallTrees() {
        assertTrue(small().repOK());
        assertTrue(tree(null, 0).repOK());
        assertTrue(tree(node(2, BLACK, node(1, BLACK, null, null), node(3, BLACK, null, null)), 3).repOK());
    }

    @Test
    void redChildOfRedEntry() {
        TreeSet t = tree(node(3, BLACK, node(2, RED, node(1, RED, null, null), null), null), 3);
        assertEquals(List.of("red-red"), TreeSetSpec.violations(t));
        assertBroken(t, "red-red", false);
    }

    @Test
    void unequalBlackHeights() {
        TreeSet t = tree(node(2, BLACK, node(1, BLACK, null, null), null), 2);
        assertEquals(List.of("black-height"), TreeSetSpec.violations(t));
        assertBroken(t, "black-height", false);
    }

    @Test
    void redRoot() {
        TreeSet t = tree(node(1, RED, null, null), 1);
        assertEquals(List.of("root-black"), TreeSetSpec.violations(t));
        assertBroken(t, "root-black", false);
    }

    @Test
    void wrongSize() {
        TreeSet t = small();
        t.size = 4;
        assertEquals(List.of("size"), TreeSetSpec.violations(t));
        assertBroken(t, "size", false);
    }

    @Test
    void keysOutOfOrder() {
        TreeSet t = small();
        t.root.left.key = 3;
        t.root.right.key = 1;
        assertBroken(t, "order-left", false);
        TreeSet dup = small();
        dup.root.right.key = 2;
        assertEquals(List.of("order-right"), TreeSetSpec.violations(dup));
        assertBroken(dup, "order-right", false);
    }

    @Test
    void badParentPointer() {
        TreeSet t = small();
        t.root.left.parent = t.root.right;
        assertEquals(List.of("left-parent"), TreeSetSpec.violations(t));
        assertBroken(t, "left-parent", true);
        TreeSet r = small();
        r.root.right.parent = null;
        assertBroken(r, "right-parent", true);
    }

    @Test
    void rootWithParent() {
        TreeSet t = small();
        t.root.parent = t.root.left;
        assertEquals(List.of("root-parent"), TreeSetSpec.violations(t));
        assertBroken(t, "root-parent", true);
    }

    @Test
    void cycle() {
        TreeSet t = small();
        t.root.left.left = t.root;
        assertBroken(t, "left-parent", true);
    }

    @Test
    void sharedEntry() {
        TreeSet t = small();
        t.root.left.right = t.root.right;
        assertBroken(t, "right-parent", true);
        TreeSet twice = small();
        twice.root.right = twice.root.left;
        twice.size = 2;
        assertBroken(twice, "left-right-distinct", true);
    }

    static List<Integer> keys(TreeSet t) {
        List<Integer> out = new ArrayList<>();
        inOrder(t.root, out);
        return out;
    }

    private static void inOrder(Entry n, List<Integer> out) {
        if (n != null) {
            inOrder(n.left, out);
            out.add(n.key);
            inOrder(n.right, out);
        }
    }
}
