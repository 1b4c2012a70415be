package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: long arithmetic on a symbolic int, and a long in text. */
public class Sym20SymbolicLong {
    static String run(int x) {
        long big = x * 1_000_000_000L;
        return big > 3_000_000_000L ? "big " + big : "small";
    }

    static final int LO = 0, HI = 6;
    /** 2: big > 3e9 or not */
    static final int PATHS = 2;

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
