package bliss.realcode.drivers;

import bliss.realcode.commons.LRUMap;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of Commons Collections' {@code LRUMap} (with its superclasses {@code AbstractLinkedMap} and {@code
 * AbstractHashedMap}), Integer keys and values: the entries' {@code key} and {@code value} are declared
 * {@code Object}, so the drivers name their classes.
 */
public final class LRUMapDrivers {

    private LRUMapDrivers() {
    }

    private static LRUMap<Integer, Integer> receiver() {
        Symbolic.fieldClasses("key", Integer.class);
        Symbolic.fieldClasses("value", Integer.class);
        return Symbolic.object("X", new LRUMap<Integer, Integer>(2));
    }

    public static void get() {
        LRUMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        call(() -> x.get(k));
    }

    public static void put() {
        LRUMap<Integer, Integer> x = receiver();
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        call(() -> x.put(k, v));
    }
}
