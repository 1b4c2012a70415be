package bliss.realcode.drivers;

import bliss.realcode.jdk.Hashtable;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.Hashtable}, copied as {@link Hashtable}: Integer keys and values. The
 * entries' {@code key} and {@code value} are declared with the class's type variables, which the drivers bind to
 * Integer ({@code Symbolic.typeArgument}): at its first read such a field is an Integer of the structure already met
 * or a new one.
 */
public final class JdkHashtableDrivers {

    private JdkHashtableDrivers() {
    }

    private static Hashtable<Integer, Integer> receiver() {
        Symbolic.typeArgument("K", Integer.class);
        Symbolic.typeArgument("V", Integer.class);
        return Symbolic.object("X", new Hashtable<Integer, Integer>(1));
    }

    public static void get() {
        Hashtable<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void containsKey() {
        Hashtable<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.containsKey(k));
    }

    public static void put() {
        Hashtable<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }

    public static void remove() {
        Hashtable<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.remove(k));
    }
}
