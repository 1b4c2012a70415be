package values.atomic;

import bliss.symbolic.Symbolic;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A list that counts its nodes in an {@code AtomicInteger}, as OpenJDK's LinkedBlockingQueue does: the counter is an
 * input, a value object of a JDK class whose state a test cannot write (java.base does not open AtomicInteger.value
 * to reflection).
 */
public class Counted {

    static class Node {
        Node next;
    }

    Node head;
    final AtomicInteger count = new AtomicInteger();

    /** The chain from head is acyclic and count holds its length. */
    public boolean repOK() {
        if (count == null) {
            return false;
        }
        int n = 0;
        for (Node p = head; p != null; p = p.next) {
            if (++n > 10) {
                return false;
            }
        }
        return count.get() == n;
    }

    public boolean isEmpty() {
        return count.get() == 0;
    }

    public static void isEmptyDriver() {
        Symbolic.fieldClasses("count", AtomicInteger.class);
        Counted c = Symbolic.object("X", new Counted());
        c.isEmpty();
    }
}
