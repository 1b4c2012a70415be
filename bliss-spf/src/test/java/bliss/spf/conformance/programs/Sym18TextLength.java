package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the length of text with a symbolic number is a term (its digit count), decided by one branch. */
public class Sym18TextLength {
    static String run(int x) {
        String s = "n" + x;
        return s.length() == 3 ? "two characters for x" : "other";
    }

    static final int LO = -20, HI = 120;
    /** 2: x in -9..-1 or 10..99, or not */
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
