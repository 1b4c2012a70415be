package bliss.subjects.drivers;

import bliss.subjects.HashMap;
import bliss.symbolic.Symbolic;

/** Drivers for {@link HashMap} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class HashMapDrivers {

    private HashMapDrivers() {
    }

    public static void repOK() {
        HashMap X = Symbolic.object("X", new HashMap());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void put() {
        HashMap X = Symbolic.object("X", new HashMap());
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        HashMap X = Symbolic.object("X", new HashMap());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsKey() {
        HashMap X = Symbolic.object("X", new HashMap());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void get() {
        HashMap X = Symbolic.object("X", new HashMap());
        int k = Symbolic.integer("k");
        try {
            X.get(k);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
