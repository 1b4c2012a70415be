package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/**
 * Symbolic: substrings of text with a symbolic number in it, the string theory's terms: the digits after the first
 * char, and a range that fits only the longer texts (StringIndexOutOfBoundsException with the JDK's message).
 */
public class Sym24Substring {
    static String run(int x) {
        String s = "k" + x;
        String digits = s.substring(1);
        try {
            return digits.length() + " " + digits + " " + s.substring(2, 4) + " " + s.subSequence(1, 2);
        } catch (StringIndexOutOfBoundsException e) {
            return "short " + digits + " " + e.getMessage();
        }
    }

    static final int LO = -12, HI = 120;
    /** 2: "k" + x has at least 4 chars (x <= -10 or x >= 100) or not */
    static final int PATHS = 2;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
