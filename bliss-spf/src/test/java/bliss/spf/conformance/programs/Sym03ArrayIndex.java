package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a read at a symbolic index forks over the feasible indices and one out-of-bounds path. */
public class Sym03ArrayIndex {
    static String run(int x) {
        int[] a = {10, 20, 30, 40};
        return "a[x]=" + a[x];
    }

    static final int LO = -2, HI = 5;
    /** 5: indices 0..3 and out of bounds (x < 0 or x >= 4) */
    static final int PATHS = 5;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        try {
            System.out.println(run(x));
        } catch (RuntimeException e) {
            System.out.println(e);
        }
    }
}
