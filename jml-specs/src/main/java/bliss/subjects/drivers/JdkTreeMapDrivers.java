package bliss.subjects.drivers;

import bliss.subjects.JdkTreeMap;
import bliss.symbolic.Symbolic;

/**
 * Drivers for {@link JdkTreeMap} (BLISS paper, Fig. 10): a symbolic receiver, symbolic int keys, the call in
 * try/catch. As the LISSA artifact's drivers, a value to store or look for is a fresh object.
 */
public final class JdkTreeMapDrivers {

    private JdkTreeMapDrivers() {
    }

    public static void repOK() {
        JdkTreeMap<Object> X = Symbolic.object("X", new JdkTreeMap<>());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void put() {
        JdkTreeMap<Object> X = Symbolic.object("X", new JdkTreeMap<>());
        int k = Symbolic.integer("k");
        Object v = new Object();
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        JdkTreeMap<Object> X = Symbolic.object("X", new JdkTreeMap<>());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void get() {
        JdkTreeMap<Object> X = Symbolic.object("X", new JdkTreeMap<>());
        int k = Symbolic.integer("k");
        try {
            X.get(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsKey() {
        JdkTreeMap<Object> X = Symbolic.object("X", new JdkTreeMap<>());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsValue() {
        JdkTreeMap<Object> X = Symbolic.object("X", new JdkTreeMap<>());
        Object v = new Object();
        try {
            X.containsValue(v);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
