package bliss.subjects.drivers;

import bliss.subjects.JdkTreeMap;
import bliss.symbolic.Symbolic;

/** Drivers for {@link JdkTreeMap} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class JdkTreeMapDrivers {

    private JdkTreeMapDrivers() {
    }

    public static void repOK() {
        JdkTreeMap X = Symbolic.object("X", new JdkTreeMap());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void put() {
        JdkTreeMap X = Symbolic.object("X", new JdkTreeMap());
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        JdkTreeMap X = Symbolic.object("X", new JdkTreeMap());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void get() {
        JdkTreeMap X = Symbolic.object("X", new JdkTreeMap());
        int k = Symbolic.integer("k");
        try {
            X.get(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsKey() {
        JdkTreeMap X = Symbolic.object("X", new JdkTreeMap());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsValue() {
        JdkTreeMap X = Symbolic.object("X", new JdkTreeMap());
        int v = Symbolic.integer("v");
        try {
            X.containsValue(v);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
