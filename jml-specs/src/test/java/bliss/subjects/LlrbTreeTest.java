package bliss.subjects;

import bliss.subjects.LlrbTree.Node;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LlrbTreeTest {

    record Op(int kind, int key, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Integer> keys = Arbitraries.oneOf(Arbitraries.integers().between(-30, 30),
                Arbitraries.of(Integer.MIN_VALUE, Integer.MAX_VALUE, 42));
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 2), keys,
                Arbitraries.integers().between(-5, 5)).as(Op::new);
        return op.list().ofMinSize(10).ofMaxSize(200);
    }

    /** Every operation against java.util.TreeMap; repOK after each, and the tree as deep as a 2-3 tree may be. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        LlrbTree tree = new LlrbTree();
        TreeMap<Integer, Integer> reference = new TreeMap<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    tree.put(op.key(), op.value());
                    reference.put(op.key(), op.value());
                }
                case 1 -> assertEquals(reference.containsKey(op.key()), tree.containsKey(op.key()));
                default -> {
                    if (reference.containsKey(op.key())) {
                        assertEquals(reference.get(op.key()), tree.get(op.key()));
                    } else {
                        assertThrows(NoSuchElementException.class, () -> tree.get(op.key()));
                    }
                }
            }
            assertTrue(tree.repOK(), () -> "after " + op);
            List<Integer> keys = new ArrayList<>();
            inOrder(tree.root, keys);
            assertEquals(new ArrayList<>(reference.keySet()), keys);
            int n = reference.size();
            assertTrue(height(tree.root) <= 2 * (32 - Integer.numberOfLeadingZeros(n + 1)), "height of " + n);
        }
    }

    /** One structure per clause of repOK that breaks only that clause. */
    @Test
    void repOkRejectsEachBrokenClause() {
        assertTrue(valid().repOK());
        LlrbTree unordered = valid();
        unordered.root.left.key = 5;
        assertFalse(unordered.repOK(), "keys out of order");
        LlrbTree shared = valid();
        shared.root.right = shared.root.left;
        assertFalse(shared.repOK(), "a node on both sides");
        LlrbTree cycle = valid();
        cycle.root.left.left = cycle.root;
        assertFalse(cycle.repOK(), "a cycle");
        LlrbTree size = valid();
        size.root.size = 5;
        assertFalse(size.repOK(), "a wrong size");
        LlrbTree redRoot = valid();
        redRoot.root.color = LlrbTree.RED;
        redRoot.root.left.color = LlrbTree.BLACK;
        assertFalse(redRoot.repOK(), "a red root");
        LlrbTree redRight = valid();
        redRight.root.right.color = LlrbTree.RED;
        assertFalse(redRight.repOK(), "a red right link");
        LlrbTree unbalanced = valid();
        unbalanced.root.left.left.color = LlrbTree.BLACK;
        assertFalse(unbalanced.repOK(), "black heights 3 and 2");
    }

    /** Keys 0..3 put as 2, 1, 3, 0: black 2 over black 1 (with red 0 below it) and black 3. */
    private static LlrbTree valid() {
        LlrbTree t = new LlrbTree();
        t.put(2, 0);
        t.put(1, 0);
        t.put(3, 0);
        t.put(0, 0);
        assertEquals(2, t.root.key);
        assertEquals(LlrbTree.BLACK, t.root.left.color);
        assertEquals(LlrbTree.RED, t.root.left.left.color);
        assertEquals(4, t.root.size);
        return t;
    }

    private static void inOrder(Node n, List<Integer> out) {
        if (n != null) {
            inOrder(n.left, out);
            out.add(n.key);
            inOrder(n.right, out);
        }
    }

    private static int height(Node n) {
        return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right));
    }
}
