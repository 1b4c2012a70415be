package bliss.subjects;

import bliss.subjects.SinglyLinkedList.Node;
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

class SinglyLinkedListTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(-10, 10)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithArrayList(@ForAll("operations") List<Op> ops) {
        SinglyLinkedList list = new SinglyLinkedList();
        List<Integer> reference = new ArrayList<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    reference.add(op.value());
                    list.add(op.value());
                }
                case 1 -> assertEquals(reference.remove(Integer.valueOf(op.value())), list.remove(op.value()));
                default -> assertEquals(reference.contains(op.value()), list.contains(op.value()));
            }
            assertTrue(list.repOK(), () -> "after " + op);
            assertTrue(list.repOKHybrid());
            assertTrue(violations(list).isEmpty());
            assertEquals(reference, values(list));
        }
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(SinglyLinkedList l) {
        List<String> v = new ArrayList<>();
        Set<Node> all = reach(l.head, n -> n.next);
        for (Node n : all) {
            if (reach(n.next, x -> x.next).contains(n)) {
                v.add("acyclic");
            }
        }
        if (l.size != all.size()) {
            v.add("size");
        }
        return v;
    }

    @Property(tries = 2000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        SinglyLinkedList list = new SinglyLinkedList();
        for (Op op : ops) {
            list.add(op.value());
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(list, random));
        }
        List<String> violated = violations(list);
        assertEquals(violated.isEmpty(), list.repOK(), () -> changes + " violates " + violated);
        assertEquals(!violated.contains("acyclic"), list.repOKHybrid(), () -> changes + " violates " + violated);
    }

    @Test
    void brokenLists() {
        SinglyLinkedList ok = new SinglyLinkedList();
        ok.add(1);
        ok.add(2);
        ok.add(3);
        assertTrue(ok.repOK());
        assertTrue(new SinglyLinkedList().repOK());

        SinglyLinkedList size = new SinglyLinkedList();
        size.add(1);
        size.size = 2;
        assertEquals(List.of("size"), violations(size));
        assertFalse(size.repOK());
        assertTrue(size.repOKHybrid());

        SinglyLinkedList cycle = new SinglyLinkedList();
        cycle.add(1);
        cycle.add(2);
        cycle.add(3);
        cycle.head.next.next.next = cycle.head.next; // 1 -> 2 -> 3 -> 2
        assertTrue(violations(cycle).contains("acyclic"));
        assertFalse(cycle.repOK());
        assertFalse(cycle.repOKHybrid());
    }

    static List<Integer> values(SinglyLinkedList l) {
        List<Integer> out = new ArrayList<>();
        for (Node n = l.head; n != null; n = n.next) {
            out.add(n.value);
        }
        return out;
    }
}
