package bliss.subjects.drivers;

import bliss.subjects.BinomialHeap;
import bliss.symbolic.Symbolic;

import java.util.NoSuchElementException;

/**
 * Drivers for {@link BinomialHeap} (BLISS paper, Fig. 10 and Fig. 14): a symbolic receiver, symbolic arguments,
 * the call in try/catch; {@code extractMin_bug} lets the bug's exception escape; {@code trace_L1..L3} run one to
 * three operations, each chosen by a symbolic int.
 */
public final class BinomialHeapDrivers {

    private BinomialHeapDrivers() {
    }

    public static void bfs() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        try {
            X.bfs();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void dfs() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        try {
            X.dfs();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void repOK() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        try {
            X.repOK();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void insert() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        int k = Symbolic.integer("k");
        try {
            X.insert(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void extractMin() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        try {
            X.extractMin();
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void delete() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        int k = Symbolic.integer("k");
        try {
            X.delete(k);
        } catch (Throwable t) {
            // see bfs
        }
    }

    /**
     * Paper Fig. 14: on every valid heap (the concrete repOK runs first), the buggy extractMin must leave
     * {@code size} equal to the number of nodes; a path on which it does not ends in an uncaught exception.
     */
    public static void extractMin_bug() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        if (X.repOK()) {
            try {
                X.extractMinBuggy();
            } catch (NoSuchElementException empty) {
                return;
            }
            if (X.size != X.numNodes()) {
                throw new IllegalStateException("extractMin left size different from the number of nodes");
            }
        }
    }

    public static void trace_L1() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        int op1 = Symbolic.integer("op1");
        int k1 = Symbolic.integer("k1");
        int nk1 = Symbolic.integer("nk1");
        try {
            operation(X, op1, k1, nk1);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void trace_L2() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        int op1 = Symbolic.integer("op1");
        int k1 = Symbolic.integer("k1");
        int nk1 = Symbolic.integer("nk1");
        int op2 = Symbolic.integer("op2");
        int k2 = Symbolic.integer("k2");
        int nk2 = Symbolic.integer("nk2");
        try {
            operation(X, op1, k1, nk1);
            operation(X, op2, k2, nk2);
        } catch (Throwable t) {
            // see bfs
        }
    }

    public static void trace_L3() {
        BinomialHeap X = Symbolic.object("X", new BinomialHeap());
        int op1 = Symbolic.integer("op1");
        int k1 = Symbolic.integer("k1");
        int nk1 = Symbolic.integer("nk1");
        int op2 = Symbolic.integer("op2");
        int k2 = Symbolic.integer("k2");
        int nk2 = Symbolic.integer("nk2");
        int op3 = Symbolic.integer("op3");
        int k3 = Symbolic.integer("k3");
        int nk3 = Symbolic.integer("nk3");
        try {
            operation(X, op1, k1, nk1);
            operation(X, op2, k2, nk2);
            operation(X, op3, k3, nk3);
        } catch (Throwable t) {
            // see bfs
        }
    }

    /** One operation of a call sequence: 0 insert, 1 findMinimum, 2 extractMin, 3 delete, other decreaseKey. */
    private static void operation(BinomialHeap X, int op, int k, int nk) {
        if (op == 0) {
            X.insert(k);
        } else if (op == 1) {
            X.findMinimum();
        } else if (op == 2) {
            X.extractMin();
        } else if (op == 3) {
            X.delete(k);
        } else {
            X.decreaseKey(k, nk);
        }
    }
}
