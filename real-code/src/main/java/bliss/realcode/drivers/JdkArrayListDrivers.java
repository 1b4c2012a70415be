package bliss.realcode.drivers;

import bliss.realcode.jdk.ArrayList;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of OpenJDK 17's {@code java.util.ArrayList}, copied as {@link ArrayList}: Integer elements. */
public final class JdkArrayListDrivers {

    private JdkArrayListDrivers() {
    }

    /** The receiver; its {@code Object[] elementData} holds Integers, as an {@code ArrayList<Integer>}'s does. */
    private static ArrayList<Integer> receiver() {
        Symbolic.fieldClasses("elementData", Integer.class);
        return Symbolic.object("X", new ArrayList<Integer>());
    }

    public static void add() {
        ArrayList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.add(e));
    }

    public static void removeObject() {
        ArrayList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.remove((Integer) e));
    }

    public static void indexOf() {
        ArrayList<Integer> x = receiver();
        int e = Symbolic.integer("e");
        call(() -> x.indexOf(e));
    }
}
