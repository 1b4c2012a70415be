package rbt;

import bliss.symbolic.Symbolic;

/** Drivers in the paper's style (Fig. 10): a symbolic tree of symbolic Integer keys, the call inside try/catch. */
public final class RedBlackTreeDrivers {

    private RedBlackTreeDrivers() {
    }

    public static void bfs() {
        RedBlackTree<Integer> X = Symbolic.object("X", new RedBlackTree<Integer>());
        try {
            X.bfs();
        } catch (Throwable t) {
            // a path that raised ends normally
        }
    }

    public static void contains() {
        RedBlackTree<Integer> X = Symbolic.object("X", new RedBlackTree<Integer>());
        int k = Symbolic.integer("k");
        try {
            X.contains(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void depthOf() {
        RedBlackTree<Integer> X = Symbolic.object("X", new RedBlackTree<Integer>());
        int k = Symbolic.integer("k");
        try {
            X.depthOf(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void add() {
        RedBlackTree<Integer> X = Symbolic.object("X", new RedBlackTree<Integer>());
        int k = Symbolic.integer("k");
        try {
            X.add(k);
        } catch (Throwable t) {
            // see bfs
        }
    }
}
