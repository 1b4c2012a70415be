package bliss.realcode.drivers;

import bliss.realcode.jdk.HashMap;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of OpenJDK 17's {@code java.util.HashMap}, copied as {@link HashMap}: Integer keys and values. */
public final class JdkHashMapDrivers {

    private JdkHashMapDrivers() {
    }

    private static HashMap<Integer, Integer> receiver() {
        return Symbolic.object("X", new HashMap<Integer, Integer>());
    }

    public static void put() {
        HashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }

    public static void get() {
        HashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void remove() {
        HashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.remove(k));
    }
}
