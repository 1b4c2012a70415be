package bliss.realcode.drivers;

import bliss.realcode.commons.CircularFifoQueue;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of Commons Collections' {@code CircularFifoQueue}, copied as {@link CircularFifoQueue}: Integers. */
public final class CircularFifoQueueDrivers {

    private CircularFifoQueueDrivers() {
    }

    /**
     * The receiver; its {@code E[] elements} (an Object[]) holds Integers, as a queue of Integers' does: the field is
     * declared with the type variable E, so E names the class (not the field's name, as for an {@code Object[]}).
     */
    private static CircularFifoQueue<Integer> receiver() {
        Symbolic.typeArgument("E", Integer.class);
        return Symbolic.object("X", new CircularFifoQueue<Integer>(1));
    }

    public static void add() {
        CircularFifoQueue<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void remove() {
        CircularFifoQueue<Integer> x = receiver();
        call(x::remove);
    }

    public static void get() {
        CircularFifoQueue<Integer> x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.get(i));
    }
}
