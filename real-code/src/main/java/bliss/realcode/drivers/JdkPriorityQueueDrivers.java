package bliss.realcode.drivers;

import bliss.realcode.jdk.PriorityQueue;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of OpenJDK 17's {@code java.util.PriorityQueue}, copied as {@link PriorityQueue}: Integer elements. */
public final class JdkPriorityQueueDrivers {

    private JdkPriorityQueueDrivers() {
    }

    /**
     * The receiver; its {@code Object[] queue} holds Integers, as a {@code PriorityQueue<Integer>}'s does, and its
     * comparator is closed: natural ordering, null or an object already there, never a user's comparator.
     */
    private static PriorityQueue<Integer> receiver() {
        Symbolic.fieldClasses("queue", Integer.class);
        Symbolic.fieldClasses("comparator");
        return Symbolic.object("X", new PriorityQueue<Integer>());
    }

    public static void offer() {
        PriorityQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.offer(e));
    }

    public static void poll() {
        PriorityQueue<Integer> x = receiver();
        call(x::poll);
    }

    public static void remove() {
        PriorityQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.remove((Integer) e));
    }
}
