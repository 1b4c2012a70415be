package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a write at a symbolic index. */
public class Sym04ArrayStore {
    static String run(int x) {
        int[] a = new int[3];
        a[x] = 7;
        return java.util.Arrays.toString(a);
    }

    static final int LO = 0, HI = 3;
    /** 4: indices 0, 1, 2 and out of bounds (x = 3) */
    static final int PATHS = 4;

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
