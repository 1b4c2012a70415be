package bliss.subjects.drivers;

import bliss.subjects.HashMap;
import bliss.symbolic.Symbolic;

/**
 * Drivers for {@link HashMap} (BLISS paper, Fig. 10): a symbolic receiver, symbolic int keys, the call in try/catch.
 * As the LISSA artifact's drivers, a value to store or look for is a fresh object.
 */
public final class HashMapDrivers {

    private HashMapDrivers() {
    }

    public static void repOK() {
        HashMap<Object> X = Symbolic.object("X", new HashMap<>());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void put() {
        HashMap<Object> X = Symbolic.object("X", new HashMap<>());
        int k = Symbolic.integer("k");
        Object v = new Object();
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        HashMap<Object> X = Symbolic.object("X", new HashMap<>());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsKey() {
        HashMap<Object> X = Symbolic.object("X", new HashMap<>());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void get() {
        HashMap<Object> X = Symbolic.object("X", new HashMap<>());
        int k = Symbolic.integer("k");
        try {
            X.get(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsValue() {
        HashMap<Object> X = Symbolic.object("X", new HashMap<>());
        Object v = new Object();
        try {
            X.containsValue(v);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
