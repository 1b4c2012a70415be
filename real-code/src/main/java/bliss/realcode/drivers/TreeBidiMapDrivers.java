package bliss.realcode.drivers;

import bliss.realcode.commons.TreeBidiMap;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of Commons Collections' {@code TreeBidiMap}, Integer keys and values: a node's {@code key} and {@code value}
 * are declared by type variables, so the drivers name their classes.
 */
public final class TreeBidiMapDrivers {

    private TreeBidiMapDrivers() {
    }

    private static TreeBidiMap<Integer, Integer> receiver() {
        Symbolic.fieldClasses("key", Integer.class);
        Symbolic.fieldClasses("value", Integer.class);
        return Symbolic.object("X", new TreeBidiMap<Integer, Integer>());
    }

    public static void get() {
        TreeBidiMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void getKey() {
        TreeBidiMap<Integer, Integer> x = receiver();
        int v = Symbolic.integer("v");
        call(() -> x.getKey(v));
    }

    public static void remove() {
        TreeBidiMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.remove(k));
    }

    public static void put() {
        TreeBidiMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }
}
