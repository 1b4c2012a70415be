package bliss.subjects;

import bliss.subjects.LinkedStack.ListNode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static bliss.subjects.Heaps.reach;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LinkedStackTest {

    record Op(int kind, int value) {
    }

    @Provide
    Arbitrary<List<Op>> operations() {
        Arbitrary<Op> op = Combinators.combine(Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(-10, 10)).as(Op::new);
        return op.list().ofMinSize(20).ofMaxSize(300);
    }

    /** Every operation against java.util.ArrayDeque used as a stack; repOK after each. */
    @Property(tries = 300)
    void operationsKeepTheInvariantAndAgreeWithArrayDeque(@ForAll("operations") List<Op> ops) {
        LinkedStack stack = new LinkedStack();
        ArrayDeque<Integer> reference = new ArrayDeque<>();
        for (Op op : ops) {
            switch (op.kind()) {
                case 0, 1 -> {
                    stack.push(op.value());
                    reference.push(op.value());
                }
                case 2 -> {
                    if (reference.isEmpty()) {
                        assertThrows(LinkedStack.Underflow.class, stack::pop);
                        assertNull(stack.top());
                        assertNull(stack.topAndPop());
                    } else {
                        assertEquals(reference.peek(), stack.top());
                        assertEquals(reference.pop(), stack.topAndPop());
                    }
                }
                case 3 -> {
                    if (!reference.isEmpty()) {
                        reference.pop();
                        assertDoesNotThrow(stack::pop);
                    }
                }
                default -> assertEquals(reference.contains(op.value()), stack.contains(op.value()));
            }
            assertTrue(stack.repOK(), () -> "after " + op);
            assertTrue(stack.repOKHybrid());
            assertEquals(List.of(), violations(stack));
            assertEquals(new ArrayList<>(reference), elements(stack));
            assertEquals(reference.isEmpty(), stack.isEmpty());
        }
    }

    /** The JML invariant, transcribed. */
    static List<String> violations(LinkedStack s) {
        List<String> v = new ArrayList<>();
        for (ListNode n : reach(s.topOfStack, x -> x.next)) {
            if (reach(n.next, x -> x.next).contains(n)) {
                v.add("acyclic");
            }
        }
        return v;
    }

    /** Structures one to three field changes away from a valid stack: repOK, the invariant and the hybrid agree. */
    @Property(tries = 2000)
    void repOKIsTheInvariantAndHybrid(@ForAll("operations") List<Op> ops, @ForAll Random random) {
        LinkedStack stack = new LinkedStack();
        for (Op op : ops) {
            stack.push(op.value());
        }
        List<String> changes = new ArrayList<>();
        for (int i = random.nextInt(3); i >= 0; i--) {
            changes.add(Heaps.mutate(stack, random));
        }
        List<String> violated = violations(stack);
        assertEquals(violated.isEmpty(), stack.repOK(), () -> changes + " violates " + violated);
        assertEquals(violated.isEmpty(), stack.repOKHybrid(), () -> changes + " violates " + violated);
    }

    @Test
    void cyclicStacks() {
        LinkedStack s = new LinkedStack();
        s.push(1);
        s.push(2);
        s.push(3);
        assertTrue(s.repOK());
        s.topOfStack.next.next.next = s.topOfStack.next; // 3 -> 2 -> 1 -> 2
        assertEquals(List.of("acyclic", "acyclic"), violations(s));
        assertFalse(s.repOK());
        assertFalse(s.repOKHybrid());
        LinkedStack self = new LinkedStack();
        self.push(1);
        self.topOfStack.next = self.topOfStack;
        assertFalse(self.repOK());
    }

    static List<Integer> elements(LinkedStack s) {
        List<Integer> out = new ArrayList<>();
        for (ListNode n = s.topOfStack; n != null; n = n.next) {
            out.add(n.element);
        }
        return out;
    }
}
