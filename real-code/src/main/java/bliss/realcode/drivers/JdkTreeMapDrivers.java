package bliss.realcode.drivers;

import bliss.realcode.jdk.TreeMap;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/** Drivers of OpenJDK 17's {@code java.util.TreeMap}, copied as {@link TreeMap}: Integer keys and values. */
public final class JdkTreeMapDrivers {

    private JdkTreeMapDrivers() {
    }

    /**
     * A map of natural ordering: its comparator is closed (null or an object already there, never a user's
     * comparator, whose new object would end the path as unsupported).
     */
    private static TreeMap<Integer, Integer> receiver() {
        Symbolic.fieldClasses("comparator");
        return Symbolic.object("X", new TreeMap<Integer, Integer>());
    }

    public static void put() {
        TreeMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }

    public static void get() {
        TreeMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void remove() {
        TreeMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.remove(k));
    }

    /**
     * A map ordered by a comparator: the seed's Descending makes its class a candidate of the input's comparator
     * field, which is null or a Descending.
     */
    private static TreeMap<Integer, Integer> ordered() {
        return Symbolic.object("X", new TreeMap<Integer, Integer>(new Descending()));
    }

    public static void putWithComparator() {
        TreeMap<Integer, Integer> x = ordered();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }

    public static void getWithComparator() {
        TreeMap<Integer, Integer> x = ordered();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void containsKey() {
        TreeMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.containsKey(k));
    }
}
