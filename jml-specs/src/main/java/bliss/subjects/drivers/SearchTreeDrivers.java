package bliss.subjects.drivers;

import bliss.subjects.SearchTree;
import bliss.symbolic.Symbolic;

/** Drivers for {@link SearchTree} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, try/catch. */
public final class SearchTreeDrivers {

    private SearchTreeDrivers() {
    }

    public static void repOK() {
        SearchTree X = Symbolic.object("X", new SearchTree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void contains() {
        SearchTree X = Symbolic.object("X", new SearchTree());
        int k = Symbolic.integer("k");
        try {
            X.contains(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void add() {
        SearchTree X = Symbolic.object("X", new SearchTree());
        int k = Symbolic.integer("k");
        try {
            X.add(k);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void remove() {
        SearchTree X = Symbolic.object("X", new SearchTree());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
