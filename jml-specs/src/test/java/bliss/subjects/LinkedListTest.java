package bliss.subjects;

import bliss.subjects.LinkedList.Entry;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinkedListTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(-3, 30)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithArrayList(@ForAll("operations") List<Op> ops) {
        LinkedList list = new LinkedList();
        List<Integer> reference = new ArrayList<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> assertEquals(reference.add(op.value()), list.add(op.value()));
                case 1 -> assertEquals(reference.contains(op.value()), list.contains(op.value()));
                default -> {
                    int index = op.value();
                    if (index < 0 || index >= reference.size()) {
                        assertThrows(IndexOutOfBoundsException.class, () -> list.remove(index));
                    } else {
                        assertEquals(reference.remove(index), list.remove(index));
                    }
                }
            }
            assertTrue(list.repOK(), () -> "after " + op);
            assertTrue(list.repOKHybrid());
            assertEquals(List.of(), LinkedListSpec.violations(list));
            assertEquals(reference, elements(list));
            assertEquals(reference.size(), list.size);
        }
    }

    @Property(tries = 3000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        LinkedList list = new LinkedList();
        for (Op op : ops) {
            if (op.kind() != 2 || list.size == 0) {
                list.add(op.value());
            } else {
                list.remove(Math.floorMod(op.value(), list.size));
            }
        }
        List<String> changes = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            changes.add(Heaps.mutate(list, random));
        }
        List<String> violated = LinkedListSpec.violations(list);
        assertEquals(violated.isEmpty(), list.repOK(), () -> changes + " violates " + violated);
        assertEquals(LinkedListSpec.structurallyValid(list), list.repOKHybrid(), () -> changes + " violates " + violated);
    }

    // ----------------------------------------------------------------------------------------------------------
    // One broken instance per clause

    /** A valid list 1, 2, 3. */
    private static LinkedList small() {
        LinkedList l = new LinkedList();
        l.add(1);
        l.add(2);
        l.add(3);
        return l;
    }

    private static void assertBroken(LinkedList l, String clause, boolean structural) {
        List<String> violated = LinkedListSpec.violations(l);
        assertTrue(violated.contains(clause), () -> "expected " + clause + " in " + violated);
        assertFalse(l.repOK(), clause);
        assertEquals(!structural, l.repOKHybrid(), clause);
    }

    @Test
    void validSmallLists() {
        assertTrue(new LinkedList().repOK());
        assertTrue(small().repOK());
        assertEquals(List.of(1, 2, 3), elements(small()));
    }

    @Test
    void noHeader() {
        LinkedList l = new LinkedList();
        l.header = null;
        l.size = -1;
        assertEquals(List.of("header"), LinkedListSpec.violations(l));
        assertBroken(l, "header", true);
    }

    @Test
    void nullLink() {
        LinkedList l = small();
        l.header.next.next.next = null;
        assertBroken(l, "next-non-null", true);
    }

    @Test
    void badPreviousPointer() {
        LinkedList l = small();
        l.header.next.next.previous = l.header;
        assertEquals(List.of("next-previous"), LinkedListSpec.violations(l));
        assertBroken(l, "next-previous", true);
    }

    @Test
    void cycleNotThroughTheHeader() {
        LinkedList l = small();
        Entry third = l.header.next.next.next;
        third.next = l.header.next; // 1 -> 2 -> 3 -> 1 ..., the header never comes back
        assertBroken(l, "next-previous", true);
    }

    @Test
    void entryLinkedFromAnEntryItDoesNotPointBackTo() {
        LinkedList l = small();
        l.header.next.next = l.header.next.next.next; // 1 -> 3, but 3.previous is still 2
        l.size = 2;
        assertEquals(List.of("next-previous"), LinkedListSpec.violations(l));
        assertBroken(l, "next-previous", true);
    }

    @Test
    void wrongSize() {
        LinkedList l = small();
        l.size = 2;
        assertEquals(List.of("size"), LinkedListSpec.violations(l));
        assertBroken(l, "size", false);
    }

    static List<Integer> elements(LinkedList l) {
        List<Integer> out = new ArrayList<>();
        for (Entry e = l.header.next; e != l.header; e = e.next) {
            out.add(e.element);
        }
        return out;
    }
}
