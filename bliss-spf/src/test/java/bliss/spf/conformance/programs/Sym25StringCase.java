package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the lower and upper case of text with a symbolic number in it, char by char. */
public class Sym25StringCase {
    static String run(int x) {
        String s = "K" + x;
        return s.toLowerCase() + " " + s.toUpperCase().length();
    }

    static final int LO = -5, HI = 15;
    /**
     * 2: the text's length is chosen, 2 (x in 0..9) or 3 (the others); no char of it converts otherwise than
     * Character's mapping (no fork there); the upper case's length is the text's (no fork)
     */
    static final int PATHS = 2;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
