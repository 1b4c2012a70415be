package bliss.spf.explore.subjects;

import bliss.symbolic.Symbolic;

/** Drivers for {@link Tree} in the paper's Fig. 10 style, and a few without try/catch. */
public final class TreeDrivers {

    private TreeDrivers() {
    }

    public static void count() {
        Tree X = Symbolic.object("X", new Tree());
        try {
            X.count();
        } catch (Throwable t) {
            // outcomes of the analysed method
        }
    }

    public static void repOK() {
        Tree X = Symbolic.object("X", new Tree());
        try {
            X.repOK();
        } catch (Throwable t) {
            // outcomes of the analysed method
        }
    }

    public static void pruneLeft() {
        Tree X = Symbolic.object("X", new Tree());
        try {
            X.pruneLeft();
        } catch (Throwable t) {
            // outcomes of the analysed method
        }
    }

    public static void leftKey() {
        Tree X = Symbolic.object("X", new Tree());
        try {
            X.leftKey();
        } catch (Throwable t) {
            // outcomes of the analysed method
        }
    }

    /** No try/catch: a NullPointerException escapes the driver. */
    public static void leftKeyUncaught() {
        Tree X = Symbolic.object("X", new Tree());
        X.leftKey();
    }

    public static void positiveLeftmost() {
        Tree X = Symbolic.object("X", new Tree());
        X.positiveLeftmost();
    }
}
