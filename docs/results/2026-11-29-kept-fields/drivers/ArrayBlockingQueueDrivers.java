package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.arrayblockingqueue.ArrayBlockingQueue;

/** Drivers of the copied ArrayBlockingQueue: Integer elements, keys and values (a user's). */
public final class ArrayBlockingQueueDrivers {
    private ArrayBlockingQueueDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ArrayBlockingQueue receiver() {
        Symbolic.fieldClasses("items", Integer.class);
        Symbolic.keep("lock", "notEmpty", "notFull");
        return Symbolic.object("X", new ArrayBlockingQueue(1));
    }
    public static void offer() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.offer(e)); }
    public static void poll() { var x = receiver(); call(x::poll); }
    public static void peek() { var x = receiver(); call(x::peek); }
    public static void contains() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.contains(e)); }
}
