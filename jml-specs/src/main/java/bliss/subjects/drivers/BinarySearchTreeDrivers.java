package bliss.subjects.drivers;

import bliss.subjects.BinarySearchTree;
import bliss.symbolic.Symbolic;

/** Drivers for {@link BinarySearchTree} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class BinarySearchTreeDrivers {

    private BinarySearchTreeDrivers() {
    }

    public static void repOK() {
        BinarySearchTree X = Symbolic.object("X", new BinarySearchTree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void insert() {
        BinarySearchTree X = Symbolic.object("X", new BinarySearchTree());
        int x = Symbolic.integer("x");
        try {
            X.insert(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        BinarySearchTree X = Symbolic.object("X", new BinarySearchTree());
        int x = Symbolic.integer("x");
        try {
            X.remove(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void find() {
        BinarySearchTree X = Symbolic.object("X", new BinarySearchTree());
        int x = Symbolic.integer("x");
        try {
            X.find(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void findMin() {
        BinarySearchTree X = Symbolic.object("X", new BinarySearchTree());
        try {
            X.findMin();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void findMax() {
        BinarySearchTree X = Symbolic.object("X", new BinarySearchTree());
        try {
            X.findMax();
        } catch (Throwable t) {
            // see repOK
        }
    }
}
