package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the sign of x. */
public class Sym01Sign {
    static String run(int x) {
        if (x > 0) return "positive";
        if (x < 0) return "negative";
        return "zero";
    }

    static final int LO = -5, HI = 5;
    /** 3: x > 0 forks, then x < 0 forks */
    static final int PATHS = 3;

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
