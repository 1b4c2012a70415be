package bliss.spf.explore.subjects;

import bliss.symbolic.Symbolic;

/** Drivers that branch on symbolic ints, longs and booleans: each path's condition is known in advance. */
public final class Branches {

    private Branches() {
    }

    /**
     * A loop that branches on a symbolic value at every turn and never ends on one path (x above every count):
     * exits with n = 0, 1, 2, ... ; the path that keeps going is cut by the choice limit.
     */
    public static void spin() {
        int x = Symbolic.integer("x");
        int n = 0;
        while (x != n) {
            n++;
        }
    }

    /** Not a driver: a driver takes no parameters (the command line says so). */
    public static void withParameter(int x) {
    }

    /** A branch only Z3 decides (a product): two paths. */
    public static void product() {
        int x = Symbolic.integer("x");
        int y = Symbolic.integer("y");
        if (x * y == 391) {
            x = 1;
        }
    }

    /** Three paths: x <= 0; 0 < x <= 10; x > 10. */
    public static void classify() {
        int x = Symbolic.integer("x");
        if (x > 0) {
            if (x > 10) {
                x = 2;
            } else {
                x = 1;
            }
        } else {
            x = 0;
        }
    }

    /** The inner test is infeasible under the outer one: two paths. */
    public static void infeasible() {
        int x = Symbolic.integer("x");
        if (x > 5) {
            if (x < 3) {
                throw new IllegalStateException("unreachable");
            }
        }
    }

    /** Arithmetic flows into the condition: 2 * x + 1 == y. */
    public static void arithmetic() {
        int x = Symbolic.integer("x");
        int y = Symbolic.integer("y");
        if (2 * x + 1 == y) {
            x = 0;
        }
    }

    /** Longs: the lcmp+if pair becomes one comparison. */
    public static void longs() {
        long a = Symbolic.longInteger("a");
        long b = Symbolic.longInteger("b");
        if (a < b) {
            a = b;
        }
    }

    /** Booleans are 0/1 variables. */
    public static void booleans() {
        boolean p = Symbolic.bool("p");
        boolean q = Symbolic.bool("q");
        if (p && !q) {
            p = false;
        }
    }

    /** A switch on a symbolic value: one path per case and the default. */
    public static void switches() {
        int x = Symbolic.integer("x");
        switch (x) {
            case 1 -> x = 10;
            case 5 -> x = 50;
            case 7 -> x = 70;
            default -> x = 0;
        }
    }

    /** Division by a symbolic divisor: an ArithmeticException path where d == 0. */
    public static void division() {
        int n = Symbolic.integer("n");
        int d = Symbolic.integer("d");
        int q = n / d;
        if (q > 3) {
            q = 0;
        }
    }

    /** Symbolic.assume cuts the paths where it cannot hold. */
    public static void assume() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= 0 && x < 10);
        if (x > 20) {
            throw new IllegalStateException("excluded by the assumption");
        }
    }

    /** A loop bounded by a symbolic value and by 3. */
    public static void loop() {
        int n = Symbolic.integer("n");
        int i = 0;
        while (i < n && i < 3) {
            i++;
        }
    }
}
