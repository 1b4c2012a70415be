package bliss.subjects.drivers;

import bliss.subjects.MyLinkedList;
import bliss.symbolic.Symbolic;

/** Drivers for {@link MyLinkedList} (BLISS paper, Fig. 10): a symbolic receiver and ints, the call in try/catch. */
public final class MyLinkedListDrivers {

    private MyLinkedListDrivers() {
    }

    public static void repOK() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void addLast() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.addLast(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void find() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.find(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void findPrevious() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.findPrevious(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.remove(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void reverse() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        try {
            X.reverse();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void size() {
        MyLinkedList X = Symbolic.object("X", new MyLinkedList());
        try {
            X.size();
        } catch (Throwable t) {
            // see repOK
        }
    }
}
