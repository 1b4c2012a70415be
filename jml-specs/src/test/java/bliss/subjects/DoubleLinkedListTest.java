package bliss.subjects;

import bliss.subjects.DoubleLinkedList.Entry;
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
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DoubleLinkedListTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 11),
                Arbitraries.integers().between(-2, 8)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against java.util.LinkedList; repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        DoubleLinkedList list = new DoubleLinkedList();
        java.util.LinkedList<Integer> reference = new java.util.LinkedList<>();
        for (Op op : ops) {
            int v = op.value();
            switch (op.kind()) {
                case 0 -> {
                    list.addFirst(v);
                    reference.addFirst(v);
                }
                case 1 -> {
                    list.addLast(v);
                    reference.addLast(v);
                }
                case 2 -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, list::removeFirst);
                        assertThrows(NoSuchElementException.class, list::getFirst);
                    } else {
                        assertEquals(reference.getFirst(), list.getFirst());
                        assertEquals(reference.removeFirst(), list.removeFirst());
                    }
                }
                case 3 -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, list::removeLast);
                        assertThrows(NoSuchElementException.class, list::getLast);
                    } else {
                        assertEquals(reference.getLast(), list.getLast());
                        assertEquals(reference.removeLast(), list.removeLast());
                    }
                }
                case 4 -> assertEquals(reference.contains(v), list.contains(v));
                case 5 -> assertEquals(reference.remove((Integer) v), list.remove(v));
                case 6 -> assertEquals(reference.lastIndexOf(v), list.lastIndexOf(v));
                case 7 -> assertEquals(reference.indexOf(v), list.indexOf(v));
                case 8 -> {
                    if (v < 0 || v >= reference.size()) {
                        assertThrows(IndexOutOfBoundsException.class, () -> list.get(v));
                        assertThrows(IndexOutOfBoundsException.class, () -> list.removeI(v));
                    } else {
                        assertEquals(reference.get(v), list.get(v));
                        assertEquals(reference.remove(v), list.removeI(v));
                    }
                }
                case 9 -> {
                    if (v < 0 || v > reference.size()) {
                        assertThrows(IndexOutOfBoundsException.class, () -> list.addI(v, 7));
                    } else {
                        list.addI(v, 7);
                        reference.add(v, 7);
                    }
                }
                case 10 -> {
                    if (v >= 0 && v < reference.size()) {
                        assertEquals(reference.set(v, -v), list.set(v, -v));
                    }
                }
                default -> {
                    assertEquals(reference.size(), list.size());
                    assertTrue(list.add(v));
                    reference.add(v);
                }
            }
            assertTrue(list.repOK(), () -> "after " + op);
            assertTrue(list.repOKHybrid());
            assertEquals(List.of(), violations(list));
            assertEquals(reference, elements(list));
        }
        list.clear();
        assertTrue(list.repOK());
        assertEquals(List.of(), elements(list));
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(DoubleLinkedList l) {
        List<String> v = new ArrayList<>();
        if (l.header == null) {
            v.add("header");
            return v;
        }
        Set<Entry> all = reach(l.header, e -> e.next);
        for (Entry e : all) {
            if (e.next == null || e.previous == null) {
                v.add("links");
            } else if (e.next.previous != e) {
                v.add("back-link");
            }
        }
        if (l.size != all.size() - 1) {
            v.add("size");
        }
        return v;
    }

    /** Near the invariant's boundary: repOK and the transcribed invariant agree, and the hybrid on the links. */
    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsLinkPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        DoubleLinkedList list = new DoubleLinkedList();
        for (Op op : ops) {
            list.addLast(op.value());
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(list, random));
        }
        List<String> violated = violations(list);
        assertEquals(violated.isEmpty(), list.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.stream().noneMatch(c -> !c.equals("size")), list.repOKHybrid(),
                () -> changes + " violates " + violated);
    }

    @Test
    void brokenLists() {
        DoubleLinkedList l = new DoubleLinkedList();
        l.add(1);
        l.add(2);
        assertTrue(l.repOK());
        l.header.next.next.previous = l.header;
        assertEquals(List.of("back-link"), violations(l));
        assertFalse(l.repOK());
        assertFalse(l.repOKHybrid());
        DoubleLinkedList m = new DoubleLinkedList();
        m.add(1);
        m.size = 2;
        assertEquals(List.of("size"), violations(m));
        assertFalse(m.repOK());
        assertTrue(m.repOKHybrid());
    }

    static List<Integer> elements(DoubleLinkedList l) {
        List<Integer> out = new ArrayList<>();
        for (Entry e = l.header.next; e != l.header; e = e.next) {
            out.add(e.element);
        }
        return out;
    }
}
