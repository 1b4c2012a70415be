package bliss.subjects;

import bliss.subjects.MyLinkedList.MyListNode;
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
import java.util.Random;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MyLinkedListTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 7),
                Arbitraries.integers().between(-2, 8)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against java.util.ArrayList; repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithJavaUtil(@ForAll("operations") List<Op> ops) {
        MyLinkedList list = new MyLinkedList();
        List<Integer> reference = new ArrayList<>();
        for (Op op : ops) {
            int v = op.value();
            switch (op.kind()) {
                case 0, 1 -> {
                    list.addLast(v);
                    reference.add(v);
                }
                case 2 -> {
                    list.remove(v);
                    reference.remove((Integer) v);
                }
                case 3 -> {
                    MyLinkedList.MyLinkedListItr found = list.find(v);
                    assertEquals(reference.contains(v), !found.isPastEnd());
                    if (!found.isPastEnd()) {
                        assertEquals(v, found.retrieve());
                    }
                }
                case 4 -> {
                    MyLinkedList.MyLinkedListItr before = list.findPrevious(v);
                    int i = reference.indexOf(v);
                    assertSame(i < 0 ? last(list) : node(list, i - 1), before._current);
                }
                case 5 -> {
                    list.reverse();
                    Collections.reverse(reference);
                }
                case 6 -> {
                    MyLinkedList.MyLinkedListItr first = list.first();
                    assertEquals(reference.isEmpty() ? null : reference.get(0), first.retrieve());
                    list.insert(v, first);
                    if (!reference.isEmpty()) {
                        reference.add(1, v);
                    }
                }
                default -> {
                    assertEquals(reference.size(), list.size());
                    assertEquals(reference.isEmpty(), list.isEmpty());
                }
            }
            assertTrue(list.repOK(), () -> "after " + op);
            assertTrue(list.repOKHybrid());
            assertEquals(List.of(), violations(list));
            assertEquals(reference, elements(list));
        }
        list.clear();
        assertTrue(list.isEmpty());
        assertNull(list.first().retrieve());
    }

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(MyLinkedList l) {
        List<String> v = new ArrayList<>();
        if (l._header == null) {
            v.add("header");
            return v;
        }
        for (MyListNode n : reach(l._header, x -> x._next)) {
            if (reach(n._next, x -> x._next).contains(n)) {
                v.add("acyclic");
            }
        }
        return v;
    }

    /** Near the invariant's boundary: repOK (the two-speed walk), the transcribed invariant and the hybrid agree. */
    @Property(tries = 3000)
    void repOKIsTheInvariantAndSoIsTheHybrid(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        MyLinkedList list = new MyLinkedList();
        for (Op op : ops) {
            list.addLast(op.value());
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(list, random));
        }
        List<String> violated = violations(list);
        assertEquals(violated.isEmpty(), list.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.isEmpty(), list.repOKHybrid(), () -> changes + " violates " + violated);
    }

    /** Loops of every length and position are found by the two-speed walk. */
    @Test
    void everyLoopIsFound() {
        for (int length = 1; length <= 7; length++) {
            for (int back = 0; back < length; back++) {
                MyLinkedList l = new MyLinkedList();
                for (int i = 0; i < length; i++) {
                    l.addLast(i);
                }
                last(l)._next = node(l, back);
                assertFalse(l.repOK(), length + " nodes, back to " + back);
                assertFalse(l.repOKHybrid());
            }
            MyLinkedList self = new MyLinkedList();
            self._header._next = self._header;
            assertFalse(self.repOK());
        }
    }

    static MyListNode node(MyLinkedList l, int i) {
        MyListNode n = l._header;
        for (int j = 0; j <= i; j++) {
            n = n._next;
        }
        return n;
    }

    static MyListNode last(MyLinkedList l) {
        MyListNode n = l._header;
        while (n._next != null) {
            n = n._next;
        }
        return n;
    }

    static List<Integer> elements(MyLinkedList l) {
        List<Integer> out = new ArrayList<>();
        for (MyListNode n = l._header._next; n != null; n = n._next) {
            out.add(n._element);
        }
        return out;
    }
}
