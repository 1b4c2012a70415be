package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.priorityblockingqueue.PriorityBlockingQueue;

/** Drivers of the copied PriorityBlockingQueue: Integer elements, keys and values (a user's). */
public final class PriorityBlockingQueueDrivers {
    private PriorityBlockingQueueDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static PriorityBlockingQueue receiver() {
        Symbolic.fieldClasses("queue", Integer.class);
        Symbolic.fieldClasses("comparator");
        Symbolic.keep("lock", "notEmpty", "q"); // q: the PriorityQueue of serialization only, null after the constructor
        return Symbolic.object("X", new PriorityBlockingQueue());
    }
    public static void offer() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.offer(e)); }
    public static void poll() { var x = receiver(); call(x::poll); }
    public static void peek() { var x = receiver(); call(x::peek); }
    public static void contains() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.contains(e)); }
}
