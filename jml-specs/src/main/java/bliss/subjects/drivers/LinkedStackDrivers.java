package bliss.subjects.drivers;

import bliss.subjects.LinkedStack;
import bliss.symbolic.Symbolic;

/** Drivers for {@link LinkedStack} (BLISS paper, Fig. 10): a symbolic receiver, symbolic arguments, the call in try/catch. */
public final class LinkedStackDrivers {

    private LinkedStackDrivers() {
    }

    public static void repOK() {
        LinkedStack X = Symbolic.object("X", new LinkedStack());
        try {
            X.repOK();
        } catch (Throwable t) {
            // exceptions are outcomes of the analysed method, not of the driver
        }
    }

    public static void push() {
        LinkedStack X = Symbolic.object("X", new LinkedStack());
        int x = Symbolic.integer("x");
        try {
            X.push(x);
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void pop() {
        LinkedStack X = Symbolic.object("X", new LinkedStack());
        try {
            X.pop();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void top() {
        LinkedStack X = Symbolic.object("X", new LinkedStack());
        try {
            X.top();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void topAndPop() {
        LinkedStack X = Symbolic.object("X", new LinkedStack());
        try {
            X.topAndPop();
        } catch (Throwable t) {
            // see repOK
        }
    }

    public static void contains() {
        LinkedStack X = Symbolic.object("X", new LinkedStack());
        int x = Symbolic.integer("x");
        try {
            X.contains(x);
        } catch (Throwable t) {
            // see repOK
        }
    }
}
