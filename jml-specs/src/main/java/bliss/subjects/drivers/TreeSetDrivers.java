package bliss.subjects.drivers;

import bliss.subjects.TreeSet;
import bliss.symbolic.Symbolic;

/** Drivers for {@link TreeSet} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class TreeSetDrivers {

    private TreeSetDrivers() {
    }

    public static void bfs() {
        TreeSet X = Symbolic.object("X", new TreeSet());
        try {
            X.bfs();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void dfs() {
        TreeSet X = Symbolic.object("X", new TreeSet());
        try {
            X.dfs();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void repOK() {
        TreeSet X = Symbolic.object("X", new TreeSet());
        try {
            X.repOK();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void contains() {
        TreeSet X = Symbolic.object("X", new TreeSet());
        int k = Symbolic.integer("k");
        try {
            X.contains(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void add() {
        TreeSet X = Symbolic.object("X", new TreeSet());
        int k = Symbolic.integer("k");
        try {
            X.add(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void remove() {
        TreeSet X = Symbolic.object("X", new TreeSet());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see bfs
        }
    }
}
