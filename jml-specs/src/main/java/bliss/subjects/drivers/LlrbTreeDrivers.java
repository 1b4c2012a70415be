package bliss.subjects.drivers;

import bliss.subjects.LlrbTree;
import bliss.symbolic.Symbolic;

/** Drivers for {@link LlrbTree} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class LlrbTreeDrivers {

    private LlrbTreeDrivers() {
    }

    public static void repOK() {
        LlrbTree X = Symbolic.object("X", new LlrbTree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void put() {
        LlrbTree X = Symbolic.object("X", new LlrbTree());
        int k = Symbolic.integer("k");
        int v = Symbolic.integer("v");
        try {
            X.put(k, v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void get() {
        LlrbTree X = Symbolic.object("X", new LlrbTree());
        int k = Symbolic.integer("k");
        try {
            X.get(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void containsKey() {
        LlrbTree X = Symbolic.object("X", new LlrbTree());
        int k = Symbolic.integer("k");
        try {
            X.containsKey(k);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
