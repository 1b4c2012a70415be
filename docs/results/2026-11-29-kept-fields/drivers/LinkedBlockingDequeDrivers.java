package hunt.drivers;

import bliss.symbolic.Symbolic;
import hunt.linkedblockingdeque.LinkedBlockingDeque;

/** Drivers of the copied LinkedBlockingDeque: Integer elements, keys and values (a user's). */
public final class LinkedBlockingDequeDrivers {
    private LinkedBlockingDequeDrivers() {
    }

    private static void call(Runnable r) {
        try {
            r.run();
        } catch (Throwable t) {
            // an outcome of the method
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static LinkedBlockingDeque receiver() {
        Symbolic.typeArgument("E", Integer.class);
        Symbolic.keep("lock", "notEmpty", "notFull");
        return Symbolic.object("X", new LinkedBlockingDeque());
    }
    public static void offer() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.offer(e)); }
    public static void poll() { var x = receiver(); call(x::poll); }
    public static void peek() { var x = receiver(); call(x::peek); }
    public static void contains() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.contains(e)); }
    public static void offerFirst() { var x = receiver(); int e = Symbolic.integer("e"); call(() -> x.offerFirst(e)); }
    public static void pollLast() { var x = receiver(); call(x::pollLast); }
}
