package bliss.subjects;

import bliss.subjects.BinomialHeap.BinomialHeapNode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BinomialHeapTest {

    record Op(int kind, int key, int delta) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(-30, 30), Arbitraries.integers().between(0, 10)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(400);
    }

    /** Operations against java.util.PriorityQueue, both seen as multisets. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithPriorityQueue(@ForAll("operations") List<Op> ops) {
        BinomialHeap heap = new BinomialHeap();
        PriorityQueue<Integer> reference = new PriorityQueue<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0, 1 -> {
                    heap.insert(op.key());
                    reference.add(op.key());
                }
                case 2 -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, heap::extractMin);
                    } else {
                        assertEquals(reference.poll(), heap.extractMin());
                    }
                }
                case 3 -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, heap::findMinimum);
                    } else {
                        assertEquals(reference.peek(), heap.findMinimum());
                    }
                }
                case 4 -> assertEquals(reference.remove(op.key()), heap.delete(op.key()));
                default -> {
                    int lower = op.key() - op.delta();
                    boolean present = reference.remove(op.key());
                    if (present) {
                        reference.add(lower);
                    }
                    assertEquals(present, heap.decreaseKey(op.key(), lower));
                }
            }
            assertTrue(heap.repOK(), () -> "after " + op);
            assertTrue(heap.repOKHybrid());
            assertEquals(List.of(), BinomialHeapSpec.violations(heap));
            assertEquals(sorted(reference), keys(heap));
            assertEquals(reference.size(), heap.numNodes());
        }
        int sum = reference.stream().mapToInt(Integer::intValue).sum();
        assertEquals(sum, heap.bfs());
        assertEquals(sum, heap.dfs());
    }

    @Test
    void decreaseKeyRejectsALargerKey() {
        BinomialHeap heap = new BinomialHeap();
        heap.insert(3);
        assertThrows(IllegalArgumentException.class, () -> heap.decreaseKey(3, 4));
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        BinomialHeap heap = new BinomialHeap();
        for (Op op : ops) {
            if (op.kind() != 2 || heap.size == 0) {
                heap.insert(op.key() / 4);
            } else {
                heap.extractMin();
            }
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(heap, random));
        }
        List<String> violated = BinomialHeapSpec.violations(heap);
        assertEquals(violated.isEmpty(), heap.repOK(), () -> changes + " violates " + violated);
        assertEquals(BinomialHeapSpec.structurallyValid(heap), heap.repOKHybrid(),
                () -> changes + " violates " + violated);
    }

    // ----------------------------------------------------------------------------------------------------------
    // One broken instance per clause

    /** A valid heap of 3 nodes: roots of degree 0 (key 5) and 1 (key 1, with child key 2). */
    private static BinomialHeap small() {
        BinomialHeap h = new BinomialHeap();
        BinomialHeapNode b0 = new BinomialHeapNode(5);
        BinomialHeapNode b1 = new BinomialHeapNode(1);
        BinomialHeapNode c = new BinomialHeapNode(2);
        b1.degree = 1;
        b1.child = c;
        c.parent = b1;
        b0.sibling = b1;
        h.Nodes = b0;
        h.size = 3;
        return h;
    }

    /** A valid heap of 4 nodes, one binomial tree of degree 2: 1 with children 3 (with child 4) and 2. */
    private static BinomialHeap four() {
        BinomialHeap h = new BinomialHeap();
        for (int k = 1; k <= 4; k++) {
            h.insert(k);
        }
        return h;
    }

    private static void assertBroken(BinomialHeap h, String clause, boolean structural) {
        List<String> violated = BinomialHeapSpec.violations(h);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(h.repOK(), clause);
        assertEquals(!structural, h.repOKHybrid(), clause);
    }

    @Test
    void validSmallHeaps() {
        assertTrue(small().repOK());
        assertTrue(four().repOK());
        assertEquals(2, four().Nodes.degree);
        assertEquals(List.of(1, 2, 3, 4), keys(four()));
        assertTrue(new BinomialHeap().repOK());
    }

    @Test
    void heapOrderViolation() {
        BinomialHeap h = small();
        h.Nodes.sibling.child.key = 0;
        assertEquals(List.of("heap-order"), BinomialHeapSpec.violations(h));
        assertBroken(h, "heap-order", false);
    }

    @Test
    void wrongDegrees() {
        BinomialHeap leaf = small();
        leaf.Nodes.degree = 1;
        assertBroken(leaf, "leaf-degree", false);
        BinomialHeap child = small();
        child.Nodes.sibling.child.degree = 1;
        assertBroken(child, "child-degree", false);
        BinomialHeap roots = small();
        // 5 (degree 0) and then 1 (degree 1) are in order; put them the other way round.
        BinomialHeapNode b0 = roots.Nodes;
        BinomialHeapNode b1 = b0.sibling;
        b0.sibling = null;
        b1.sibling = b0;
        roots.Nodes = b1;
        assertEquals(List.of("root-degrees-increase"), BinomialHeapSpec.violations(roots));
        // Root trees of orders 1 then 0: no degrees can fix that, it is the shape; the hybrid rejects it too.
        assertBroken(roots, "root-degrees-increase", true);
        BinomialHeap order = four();
        // The children of the degree-2 root: first child degree 1, then degree 0. Claim degree 0 for the first.
        BinomialHeapNode first = order.Nodes.child;
        first.degree = 0;
        assertBroken(order, "child-degree", false);
        BinomialHeap last = four();
        last.Nodes.child.sibling.degree = 1;
        assertBroken(last, "last-child-degree", false);
        BinomialHeap decrease = four();
        decrease.Nodes.child.degree = 3;
        assertBroken(decrease, "child-degrees-decrease", false);
    }

    @Test
    void badParentPointers() {
        BinomialHeap h = small();
        h.Nodes.sibling.child.parent = h.Nodes; // also breaks heap order (5 above 2)
        assertBroken(h, "child-parent", true);
        BinomialHeap s = four();
        s.Nodes.child.sibling.parent = null;
        assertBroken(s, "sibling-parent", true);
        BinomialHeap r = small();
        r.Nodes.parent = r.Nodes.sibling;
        assertBroken(r, "first-root-parent", true);
    }

    @Test
    void wrongSize() {
        BinomialHeap h = small();
        h.size = 2;
        assertEquals(List.of("size"), BinomialHeapSpec.violations(h));
        assertBroken(h, "size", false);
    }

    @Test
    void cycle() {
        BinomialHeap h = small();
        h.Nodes.sibling.child.child = h.Nodes.sibling;
        assertBroken(h, "child-parent", true);
        BinomialHeap roots = small();
        roots.Nodes.sibling.sibling = roots.Nodes;
        assertBroken(roots, "acyclic", true);
        BinomialHeap self = four();
        self.Nodes.child.child.sibling = self.Nodes.child.child;
        assertBroken(self, "acyclic", true);
    }

    @Test
    void sharedNode() {
        BinomialHeap h = small();
        h.Nodes.child = h.Nodes.sibling.child;
        assertBroken(h, "child-parent", true);
    }

    static List<Integer> keys(BinomialHeap h) {
        List<Integer> out = new ArrayList<>();
        collect(h.Nodes, out);
        Collections.sort(out);
        return out;
    }

    private static void collect(BinomialHeapNode n, List<Integer> out) {
        for (; n != null; n = n.sibling) {
            out.add(n.key);
            collect(n.child, out);
        }
    }

    private static List<Integer> sorted(PriorityQueue<Integer> q) {
        List<Integer> out = new ArrayList<>(q);
        Collections.sort(out);
        return out;
    }
}
