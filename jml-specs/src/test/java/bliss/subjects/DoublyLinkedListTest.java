package bliss.subjects;

import bliss.subjects.DoublyLinkedList.Node;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DoublyLinkedListTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(-8, 8)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against java.util.LinkedList; repOK after each, and the back links give the reverse order. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        DoublyLinkedList list = new DoublyLinkedList();
        LinkedList<Integer> reference = new LinkedList<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    list.addFirst(op.value());
                    reference.addFirst(op.value());
                }
                case 1 -> {
                    list.addLast(op.value());
                    reference.addLast(op.value());
                }
                case 2 -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, list::removeFirst);
                    } else {
                        assertEquals(reference.removeFirst(), list.removeFirst());
                    }
                }
                case 3 -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, list::removeLast);
                    } else {
                        assertEquals(reference.removeLast(), list.removeLast());
                    }
                }
                case 4 -> assertEquals(reference.removeFirstOccurrence(op.value()), list.remove(op.value()));
                case 5 -> {
                    list.reverse();
                    Collections.reverse(reference);
                }
                default -> assertEquals(reference.contains(op.value()), list.contains(op.value()));
            }
            assertTrue(list.repOK(), () -> "after " + op);
            assertTrue(list.repOKHybrid());
            assertEquals(List.of(), violations(list));
            assertEquals(reference, values(list));
            List<Integer> backwards = new ArrayList<>();
            for (Node n = list.tail; n != null; n = n.prev) {
                backwards.add(n.value);
            }
            Collections.reverse(backwards);
            assertEquals(reference, backwards);
        }
    }

    static final Set<String> STRUCTURAL = Set.of("head-tail", "head-prev", "tail-next", "tail-on-list", "back-link",
            "acyclic");

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(DoublyLinkedList l) {
        List<String> v = new ArrayList<>();
        if ((l.head == null) != (l.tail == null)) {
            v.add("head-tail");
        }
        Set<Node> all = reach(l.head, n -> n.next);
        if (l.head != null) {
            if (l.head.prev != null) {
                v.add("head-prev");
            }
            if (l.tail != null && l.tail.next != null) {
                v.add("tail-next");
            }
            if (!all.contains(l.tail)) {
                v.add("tail-on-list");
            }
        }
        for (Node n : all) {
            if (n.next != null && n.next.prev != n) {
                v.add("back-link");
            }
            if (reach(n.next, x -> x.next).contains(n)) {
                v.add("acyclic");
            }
        }
        if (l.size != all.size()) {
            v.add("size");
        }
        return v;
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        DoublyLinkedList list = new DoublyLinkedList();
        for (Op op : ops) {
            if (op.kind() % 2 == 0) {
                list.addFirst(op.value());
            } else {
                list.addLast(op.value());
            }
            if (op.kind() == 7) {
                break;
            }
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(list, random));
        }
        List<String> violated = violations(list);
        assertEquals(violated.isEmpty(), list.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.stream().noneMatch(STRUCTURAL::contains), list.repOKHybrid(),
                () -> changes + " violates " + violated);
    }

    private static DoublyLinkedList of(int... values) {
        DoublyLinkedList l = new DoublyLinkedList();
        for (int v : values) {
            l.addLast(v);
        }
        return l;
    }

    private static void assertBroken(DoublyLinkedList l, String clause) {
        List<String> violated = violations(l);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(l.repOK(), clause);
        assertEquals(!STRUCTURAL.contains(clause), l.repOKHybrid(), clause);
    }

    @Test
    void oneBrokenListPerClause() {
        assertTrue(of().repOK());
        assertTrue(of(1, 2, 3).repOK());
        DoublyLinkedList a = of(1, 2);
        a.tail = null;
        assertBroken(a, "head-tail");
        DoublyLinkedList b = of(1, 2);
        b.head.prev = b.tail;
        assertBroken(b, "head-prev");
        DoublyLinkedList c = of(1, 2, 3);
        c.tail = c.head.next;
        assertBroken(c, "tail-next");
        DoublyLinkedList d = of(1, 2);
        d.tail = new Node(7);
        assertBroken(d, "tail-on-list");
        DoublyLinkedList e = of(1, 2, 3);
        e.tail.prev = e.head;
        assertBroken(e, "back-link");
        DoublyLinkedList f = of(1, 2, 3);
        f.tail.next = f.head.next;
        assertBroken(f, "acyclic");
        DoublyLinkedList g = of(1, 2, 3);
        g.size = 2;
        assertEquals(List.of("size"), violations(g));
        assertBroken(g, "size");
    }

    static List<Integer> values(DoublyLinkedList l) {
        List<Integer> out = new ArrayList<>();
        for (Node n = l.head; n != null; n = n.next) {
            out.add(n.value);
        }
        return out;
    }
}
