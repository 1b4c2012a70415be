package bliss.realcode.drivers;

import bliss.realcode.jdk.ArrayBlockingQueue;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.concurrent.ArrayBlockingQueue}, copied as {@link ArrayBlockingQueue}: one
 * thread, the lock and its conditions the constructor's.
 */
public final class JdkArrayBlockingQueueDrivers {

    private JdkArrayBlockingQueueDrivers() {
    }

    /**
     * The receiver; its {@code Object[] items} holds Integers, as an {@code ArrayBlockingQueue<Integer>}'s does, and
     * it keeps the constructor's lock and conditions ({@code Symbolic.keep}): an unlocked lock, no waiter.
     */
    private static ArrayBlockingQueue<Integer> receiver() {
        Symbolic.fieldClasses("items", Integer.class);
        Symbolic.keep("lock", "notEmpty", "notFull");
        return Symbolic.object("X", new ArrayBlockingQueue<Integer>(1));
    }

    public static void offer() {
        ArrayBlockingQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.offer(e));
    }

    public static void poll() {
        ArrayBlockingQueue<Integer> x = receiver();
        call(x::poll);
    }

    public static void contains() {
        ArrayBlockingQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.contains(e));
    }
}
