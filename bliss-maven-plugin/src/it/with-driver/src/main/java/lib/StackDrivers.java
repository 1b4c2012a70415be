package lib;

import bliss.symbolic.Symbolic;

public final class StackDrivers {
    private StackDrivers() {
    }

    /** Pops, and checks that the element popped is gone from the top. */
    public static void pop() {
        Stack<Integer> X = Symbolic.object("X", new Stack<Integer>());
        int k = Symbolic.integer("k");
        X.push(k);
        Integer e = X.pop();
        if (e == null || e != k) {
            throw new AssertionError("pop after push(" + k + ") gave " + e);
        }
    }
}
