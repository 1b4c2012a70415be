package bliss.subjects;

import bliss.subjects.SortedList.Node;
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
import java.util.Random;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SortedListTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(-8, 8)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against a java.util list kept sorted; repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithASortedArrayList(@ForAll("operations") List<Op> ops) {
        SortedList list = new SortedList();
        List<Integer> reference = new ArrayList<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0 -> {
                    list.insert(op.value());
                    reference.add(op.value());
                    Collections.sort(reference);
                }
                case 1 -> assertEquals(reference.remove(Integer.valueOf(op.value())), list.remove(op.value()));
                case 2 -> assertEquals(reference.contains(op.value()), list.contains(op.value()));
                default -> {
                    if (reference.isEmpty()) {
                        assertThrows(NoSuchElementException.class, list::removeFirst);
                    } else {
                        assertEquals(reference.remove(0), list.removeFirst());
                    }
                }
            }
            assertTrue(list.repOK(), () -> "after " + op);
            assertTrue(list.repOKHybrid());
            assertEquals(List.of(), violations(list));
            assertEquals(reference, values(list));
        }
    }

    static final Set<String> STRUCTURAL = Set.of("acyclic");

    /** The JML invariant, transcribed clause by clause. */
    static List<String> violations(SortedList l) {
        List<String> v = new ArrayList<>();
        Set<Node> all = reach(l.head, n -> n.next);
        for (Node n : all) {
            if (reach(n.next, x -> x.next).contains(n)) {
                v.add("acyclic");
            }
            if (n.next != null && !(n.value <= n.next.value)) {
                v.add("sorted");
            }
        }
        if (l.size != all.size()) {
            v.add("size");
        }
        return v;
    }

    @Property(tries = 2000)
    void repOKIsTheInvariantAndHybridIsItsStructuralPart(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        SortedList list = new SortedList();
        for (Op op : ops) {
            list.insert(op.value() / 3);
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

    @Test
    void brokenLists() {
        SortedList ok = new SortedList();
        ok.insert(3);
        ok.insert(1);
        ok.insert(2);
        ok.insert(2);
        assertEquals(List.of(1, 2, 2, 3), values(ok));
        assertTrue(ok.repOK());

        SortedList unsorted = new SortedList();
        unsorted.insert(1);
        unsorted.insert(2);
        unsorted.head.value = 5;
        assertEquals(List.of("sorted"), violations(unsorted));
        assertFalse(unsorted.repOK());
        assertTrue(unsorted.repOKHybrid());

        SortedList size = new SortedList();
        size.insert(1);
        size.size = 0;
        assertEquals(List.of("size"), violations(size));
        assertFalse(size.repOK());

        SortedList cycle = new SortedList();
        cycle.insert(1);
        cycle.insert(1);
        cycle.head.next.next = cycle.head;
        assertTrue(violations(cycle).contains("acyclic"));
        assertFalse(cycle.repOK());
        assertFalse(cycle.repOKHybrid());
    }

    static List<Integer> values(SortedList l) {
        List<Integer> out = new ArrayList<>();
        for (Node n = l.head; n != null; n = n.next) {
            out.add(n.value);
        }
        return out;
    }
}
