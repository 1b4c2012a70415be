package bliss.subjects.drivers;

import bliss.subjects.DoublyLinkedList;
import bliss.symbolic.Symbolic;

/** Drivers for {@link DoublyLinkedList} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class DoublyLinkedListDrivers {

    private DoublyLinkedListDrivers() {
    }

    public static void repOK() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void addFirst() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.addFirst(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void addLast() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.addLast(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void removeFirst() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        try {
            X.removeFirst();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void removeLast() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        try {
            X.removeLast();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.remove(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void contains() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        int x = Symbolic.integer("x");
        try {
            X.contains(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void reverse() {
        DoublyLinkedList X = Symbolic.object("X", new DoublyLinkedList());
        try {
            X.reverse();
        } catch (Throwable t) {
            // see repOK
        }
    }
}
