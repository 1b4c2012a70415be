package bliss.subjects.drivers;

import bliss.subjects.TreeMap;
import bliss.symbolic.Symbolic;

/**
 * Drivers for {@link TreeMap} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in
 * try/catch; {@code trace_L1..L3} run one to three operations, each chosen by a symbolic int.
 */
public final class TreeMapDrivers {

    private TreeMapDrivers() {
    }

    public static void containsKey() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void print() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        try {
            X.print();
        } catch (Throwable t) {
            // see containsKey
        }
    }

    public static void put() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see containsKey
        }
    }

    public static void remove() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see containsKey
        }
    }

    public static void trace_L1() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        int op1 = Symbolic.integer("op1");
        int k1 = Symbolic.integer("k1");
        int v1 = Symbolic.integer("v1");
        try {
            operation(X, op1, k1, v1);
        } catch (Throwable t) {
            // see containsKey
        }
    }

    public static void trace_L2() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        int op1 = Symbolic.integer("op1");
        int k1 = Symbolic.integer("k1");
        int v1 = Symbolic.integer("v1");
        int op2 = Symbolic.integer("op2");
        int k2 = Symbolic.integer("k2");
        int v2 = Symbolic.integer("v2");
        try {
            operation(X, op1, k1, v1);
            operation(X, op2, k2, v2);
        } catch (Throwable t) {
            // see containsKey
        }
    }

    public static void trace_L3() {
        TreeMap X = Symbolic.object("X", new TreeMap());
        int op1 = Symbolic.integer("op1");
        int k1 = Symbolic.integer("k1");
        int v1 = Symbolic.integer("v1");
        int op2 = Symbolic.integer("op2");
        int k2 = Symbolic.integer("k2");
        int v2 = Symbolic.integer("v2");
        int op3 = Symbolic.integer("op3");
        int k3 = Symbolic.integer("k3");
        int v3 = Symbolic.integer("v3");
        try {
            operation(X, op1, k1, v1);
            operation(X, op2, k2, v2);
            operation(X, op3, k3, v3);
        } catch (Throwable t) {
            // see containsKey
        }
    }

    /** One operation of a call sequence: 0 put, 1 remove, other containsKey. */
    private static void operation(TreeMap X, int op, int k, int v) {
        if (op == 0) {
            X.put(k, v);
        } else if (op == 1) {
            X.remove(k);
        } else {
            X.containsKey(k);
        }
    }
}
