package bliss.subjects.drivers;

import bliss.subjects.SortedList;
import bliss.symbolic.Symbolic;

/** Drivers for {@link SortedList} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class SortedListDrivers {

    private SortedListDrivers() {
    }

    public static void repOK() {
        SortedList X = Symbolic.object("X", new SortedList());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void insert() {
        SortedList X = Symbolic.object("X", new SortedList());
        int x = Symbolic.integer("x");
        try {
            X.insert(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        SortedList X = Symbolic.object("X", new SortedList());
        int x = Symbolic.integer("x");
        try {
            X.remove(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void contains() {
        SortedList X = Symbolic.object("X", new SortedList());
        int x = Symbolic.integer("x");
        try {
            X.contains(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void removeFirst() {
        SortedList X = Symbolic.object("X", new SortedList());
        try {
            X.removeFirst();
        } catch (Throwable t) {
            // see repOK
        }
    }
}
