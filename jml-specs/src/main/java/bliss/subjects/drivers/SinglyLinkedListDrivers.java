package bliss.subjects.drivers;

import bliss.subjects.SinglyLinkedList;
import bliss.symbolic.Symbolic;

/** Drivers for {@link SinglyLinkedList} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, try/catch. */
public final class SinglyLinkedListDrivers {

    private SinglyLinkedListDrivers() {
    }

    public static void repOK() {
        SinglyLinkedList X = Symbolic.object("X", new SinglyLinkedList());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void contains() {
        SinglyLinkedList X = Symbolic.object("X", new SinglyLinkedList());
        int v = Symbolic.integer("v");
        try {
            X.contains(v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void add() {
        SinglyLinkedList X = Symbolic.object("X", new SinglyLinkedList());
        int v = Symbolic.integer("v");
        try {
            X.add(v);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        SinglyLinkedList X = Symbolic.object("X", new SinglyLinkedList());
        int v = Symbolic.integer("v");
        try {
            X.remove(v);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
