package bliss.subjects.drivers;

import bliss.subjects.LinkedList;
import bliss.symbolic.Symbolic;

/** Drivers for {@link LinkedList} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, try/catch. */
public final class LinkedListDrivers {

    private LinkedListDrivers() {
    }

    public static void repOK() {
        LinkedList X = Symbolic.object("X", new LinkedList());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void add() {
        LinkedList X = Symbolic.object("X", new LinkedList());
        int e = Symbolic.integer("e");
        try {
            X.add(e);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void contains() {
        LinkedList X = Symbolic.object("X", new LinkedList());
        int e = Symbolic.integer("e");
        try {
            X.contains(e);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        LinkedList X = Symbolic.object("X", new LinkedList());
        int i = Symbolic.integer("i");
        try {
            X.remove(i);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
