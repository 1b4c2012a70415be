package bliss.subjects.drivers;

import bliss.subjects.StrictHashMap;
import bliss.symbolic.Symbolic;

/** Drivers for {@link StrictHashMap} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class StrictHashMapDrivers {

    private StrictHashMapDrivers() {
    }

    public static void repOK() {
        StrictHashMap X = Symbolic.object("X", new StrictHashMap());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void put() {
        StrictHashMap X = Symbolic.object("X", new StrictHashMap());
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        StrictHashMap X = Symbolic.object("X", new StrictHashMap());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsKey() {
        StrictHashMap X = Symbolic.object("X", new StrictHashMap());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void get() {
        StrictHashMap X = Symbolic.object("X", new StrictHashMap());
        int k = Symbolic.integer("k");
        try {
            X.get(k);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
