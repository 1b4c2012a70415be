package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: division by a symbolic divisor forks on zero; the quotient and remainder stay symbolic in the text. */
public class Sym14Division {
    static String run(int x) {
        return "q=" + (100 / x) + " r=" + (100 % x);
    }

    static final int LO = -3, HI = 3;
    /** 2: x == 0 (ArithmeticException) or not; the remainder's zero test is then decided */
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
