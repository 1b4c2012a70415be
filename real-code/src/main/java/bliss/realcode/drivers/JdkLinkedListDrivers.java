package bliss.realcode.drivers;

import bliss.realcode.jdk.LinkedList;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of OpenJDK 17's {@code java.util.LinkedList}, copied as {@link LinkedList}. */
public final class JdkLinkedListDrivers {

    private JdkLinkedListDrivers() {
    }

    private static LinkedList<Integer> receiver() {
        return Symbolic.object("X", new LinkedList<Integer>());
    }

    public static void add() {
        LinkedList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void get() {
        LinkedList<Integer> x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.get(i));
    }

    public static void indexOf() {
        LinkedList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.indexOf(e));
    }

    public static void removeFirst() {
        LinkedList<Integer> x = receiver();
        call(x::removeFirst);
    }

    public static void removeObject() {
        LinkedList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.remove((Integer) e));
    }
}
