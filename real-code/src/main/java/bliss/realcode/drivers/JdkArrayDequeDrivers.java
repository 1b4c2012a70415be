package bliss.realcode.drivers;

import bliss.realcode.jdk.ArrayDeque;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of OpenJDK 17's {@code java.util.ArrayDeque}, copied as {@link ArrayDeque}. */
public final class JdkArrayDequeDrivers {

    private JdkArrayDequeDrivers() {
    }

    /** The receiver; its {@code Object[] elements} holds Integers, as a {@code ArrayDeque<Integer>}'s does. */
    private static ArrayDeque<Integer> receiver() {
        Symbolic.fieldClasses("elements", Integer.class);
        return Symbolic.object("X", new ArrayDeque<Integer>());
    }

    public static void addLast() {
        ArrayDeque<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.addLast(e));
    }

    public static void pollFirst() {
        ArrayDeque<Integer> x = receiver();
        call(x::pollFirst);
    }

    public static void contains() {
        ArrayDeque<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.contains(e));
    }
}
