package bliss.subjects.drivers;

import bliss.subjects.AATree;
import bliss.symbolic.Symbolic;

/** Drivers for {@link AATree} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class AATreeDrivers {

    private AATreeDrivers() {
    }

    public static void repOK() {
        AATree X = Symbolic.object("X", new AATree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void insert() {
        AATree X = Symbolic.object("X", new AATree());
        int x = Symbolic.integer("x");
        try {
            X.insert(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        AATree X = Symbolic.object("X", new AATree());
        int x = Symbolic.integer("x");
        try {
            X.remove(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void contains() {
        AATree X = Symbolic.object("X", new AATree());
        int x = Symbolic.integer("x");
        try {
            X.contains(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void findMin() {
        AATree X = Symbolic.object("X", new AATree());
        try {
            X.findMin();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void findMax() {
        AATree X = Symbolic.object("X", new AATree());
        try {
            X.findMax();
        } catch (Throwable t) {
            // see repOK
        }
    }
}
