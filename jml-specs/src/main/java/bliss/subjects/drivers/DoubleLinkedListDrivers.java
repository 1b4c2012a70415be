package bliss.subjects.drivers;

import bliss.subjects.DoubleLinkedList;
import bliss.symbolic.Symbolic;

/** Drivers for {@link DoubleLinkedList} (BLISS paper, Fig. 10): a symbolic receiver and ints, the call in try/catch. */
public final class DoubleLinkedListDrivers {

    private DoubleLinkedListDrivers() {
    }

    public static void repOK() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void addFirst() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        int o = Symbolic.integer("o");
        try {
            X.addFirst(o);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void addLast() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        int o = Symbolic.integer("o");
        try {
            X.addLast(o);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void removeFirst() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        try {
            X.removeFirst();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void removeLast() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        try {
            X.removeLast();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void getFirst() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        try {
            X.getFirst();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void getLast() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        try {
            X.getLast();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void contains() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        int o = Symbolic.integer("o");
        try {
            X.contains(o);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        int o = Symbolic.integer("o");
        try {
            X.remove(o);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void lastIndexOf() {
        DoubleLinkedList X = Symbolic.object("X", new DoubleLinkedList());
        int o = Symbolic.integer("o");
        try {
            X.lastIndexOf(o);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
