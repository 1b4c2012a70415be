package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: Math.abs branches on the sign, then the comparison branches. */
public class Sym11MathAbs {
    static String run(int x) {
        return Math.abs(x) > 3 ? "far" : "near";
    }

    static final int LO = -6, HI = 6;
    /** 4: x < 0 forks, then |x| > 3 forks on each side */
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
