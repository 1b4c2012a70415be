package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.linkedblockingqueue.LinkedBlockingQueue;

/** Drivers of the copied LinkedBlockingQueue: Integer elements, keys and values (a user's). */
public final class LinkedBlockingQueueDrivers {
    private LinkedBlockingQueueDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static LinkedBlockingQueue receiver() {
        Symbolic.typeArgument("E", Integer.class);
        Symbolic.fieldClasses("count", java.util.concurrent.atomic.AtomicInteger.class); // an input: the length
        Symbolic.keep("takeLock", "notEmpty", "putLock", "notFull");
        return Symbolic.object("X", new LinkedBlockingQueue());
    }
    public static void offer() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.offer(e)); }
    public static void poll() { var x = receiver(); call(x::poll); }
    public static void peek() { var x = receiver(); call(x::peek); }
    public static void contains() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.contains(e)); }
}
