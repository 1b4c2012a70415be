package bliss.realcode.drivers;

import bliss.realcode.jdk.ConcurrentLinkedQueue;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.concurrent.ConcurrentLinkedQueue}, copied as
 * {@link ConcurrentLinkedQueue}: its nodes reached through VarHandles, one thread.
 */
public final class JdkConcurrentLinkedQueueDrivers {

    private JdkConcurrentLinkedQueueDrivers() {
    }

    /** The receiver, a {@code ConcurrentLinkedQueue<Integer>}: its nodes' items are Integers or null. */
    private static ConcurrentLinkedQueue<Integer> receiver() {
        Symbolic.typeArgument("E", Integer.class);
        return Symbolic.object("X", new ConcurrentLinkedQueue<Integer>());
    }

    public static void offer() {
        ConcurrentLinkedQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.offer(e));
    }

    public static void poll() {
        ConcurrentLinkedQueue<Integer> x = receiver();
        call(x::poll);
    }

    public static void peek() {
        ConcurrentLinkedQueue<Integer> x = receiver();
        call(x::peek);
    }

    public static void contains() {
        ConcurrentLinkedQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.contains(e));
    }

    public static void remove() {
        ConcurrentLinkedQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.remove(e));
    }
}
