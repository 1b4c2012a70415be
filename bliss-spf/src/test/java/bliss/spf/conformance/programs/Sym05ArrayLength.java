package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: an array of symbolic length: a negative length, or each feasible length. */
public class Sym05ArrayLength {
    static String run(int x) {
        int[] a = new int[x];
        return "length " + a.length;
    }

    static final int LO = -2, HI = 3;
    /** 5: negative (NegativeArraySizeException), lengths 0..3 */
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
