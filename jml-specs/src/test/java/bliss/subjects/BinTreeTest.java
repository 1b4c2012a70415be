package bliss.subjects;

import bliss.subjects.BinTree.Node;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BinTreeTest {

    /** The JML invariant, transcribed clause by clause; every clause is structural. */
    static List<String> violations(BinTree t) {
        List<String> v = new ArrayList<>();
        for (Node n : reach(t.root, e -> e.left, e -> e.right)) {
            if (reach(n.left, e -> e.left, e -> e.right).contains(n)
                    || reach(n.right, e -> e.left, e -> e.right).contains(n)) {
                v.add("acyclic");
            }
            Set<Node> right = reach(n.right, e -> e.left, e -> e.right);
            for (Node m : reach(n.left, e -> e.left, e -> e.right)) {
                if (right.contains(m)) {
                    v.add("no-sharing");
                }
            }
        }
        return v;
    }

    @Property(tries = 300)
    void treesBuiltByAddAreValidAndTraversalsSeeEveryKey(
            @ForAll @Size(max = 200) List<@IntRange(min = -50, max = 50) Integer> keys) {
        BinTree t = new BinTree();
        for (int k : keys) {
            t.add(k);
            assertTrue(t.repOK());
        }
        assertEquals(List.of(), violations(t));
        assertEquals(keys.size(), t.count());
        int sum = keys.stream().mapToInt(Integer::intValue).sum();
        assertEquals(sum, t.bfs());
        assertEquals(sum, t.dfs());
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridAgrees(@ForAll @Size(max = 30) List<@IntRange(min = -9, max = 9) Integer> keys,
                                            @ForAll Random random) {
        BinTree t = new BinTree();
        for (int k : keys) {
            t.add(k);
        }
        if (t.root == null) {
            t.root = new Node(0);
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(t, random));
        }
        List<String> violated = violations(t);
        assertEquals(violated.isEmpty(), t.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.isEmpty(), t.repOKHybrid(), () -> changes + " violates " + violated);
    }

    @Test
    void brokenTrees() {
        BinTree cycle = new BinTree();
        cycle.add(2);
        cycle.add(1);
        cycle.root.left.left = cycle.root;
        assertTrue(violations(cycle).contains("acyclic"));
        assertFalse(cycle.repOK());
        assertFalse(cycle.repOKHybrid());
        BinTree shared = new BinTree();
        shared.add(2);
        shared.add(1);
        shared.add(3);
        shared.root.left.right = shared.root.right;
        assertEquals(List.of("no-sharing"), violations(shared));
        assertFalse(shared.repOK());
        assertFalse(shared.repOKHybrid());
    }
}
