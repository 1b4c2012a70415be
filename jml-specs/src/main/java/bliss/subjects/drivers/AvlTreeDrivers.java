package bliss.subjects.drivers;

import bliss.subjects.AvlTree;
import bliss.symbolic.Symbolic;

/** Drivers for {@link AvlTree} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class AvlTreeDrivers {

    private AvlTreeDrivers() {
    }

    public static void bfs() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            X.bfs();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void dfs() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            X.dfs();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void repOK() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void contains() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        int k = Symbolic.integer("k");
        try {
            X.contains(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void insert() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        int k = Symbolic.integer("k");
        try {
            X.insert(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void remove() {
        AvlTree X = Symbolic.object("X", new AvlTree());
        int k = Symbolic.integer("k");
        try {
            X.remove(k);
        } catch (Throwable t) {
            // see bfs
        }
    }
}
