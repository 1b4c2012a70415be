package bliss.subjects.drivers;

import bliss.subjects.BinTree;
import bliss.symbolic.Symbolic;

/** Drivers for {@link BinTree} (BLISS paper, Fig. 10): a symbolic receiver, the call inside try/catch. */
public final class BinTreeDrivers {

    private BinTreeDrivers() {
    }

    public static void bfs() {
        BinTree X = Symbolic.object("X", new BinTree());
        try {
            X.bfs();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void dfs() {
        BinTree X = Symbolic.object("X", new BinTree());
        try {
            X.dfs();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void repOK() {
        BinTree X = Symbolic.object("X", new BinTree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void count() {
        BinTree X = Symbolic.object("X", new BinTree());
        try {
            X.count();
        } catch (Throwable t) {
            // see bfs
        }
    }
}
