package bliss.realcode.drivers;

import bliss.realcode.jdk.ConcurrentHashMap;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.concurrent.ConcurrentHashMap}, copied as {@link ConcurrentHashMap} (its
 * fields and table reached through {@code jdk.internal.misc.Unsafe}): Integer keys and values. The nodes' {@code key}
 * and {@code val} are declared with the class's type variables, which the drivers bind to Integer
 * ({@code Symbolic.typeArgument}): at its first read such a field is an Integer of the structure already met or a new
 * one.
 */
public final class JdkConcurrentHashMapDrivers {

    private JdkConcurrentHashMapDrivers() {
    }

    private static ConcurrentHashMap<Integer, Integer> receiver() {
        Symbolic.typeArgument("K", Integer.class);
        Symbolic.typeArgument("V", Integer.class);
        return Symbolic.object("X", new ConcurrentHashMap<Integer, Integer>());
    }

    public static void get() {
        ConcurrentHashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void containsKey() {
        ConcurrentHashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.containsKey(k));
    }

    public static void put() {
        ConcurrentHashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }

    public static void remove() {
        ConcurrentHashMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.remove(k));
    }
}
