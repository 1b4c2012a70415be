package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: equality of text with a symbolic part is a condition on the term; length is a term too. */
public class Sym08StringEquals {
    static String run(int x) {
        String s = "v" + x;
        if (s.equals("v7")) return "seven";
        if (s.equals("v-1")) return "minus one";
        return s.length() > 2 ? "long " + s : "short " + s;
    }

    static final int LO = -3, HI = 12;
    /** 4: x == 7, x == -1, then length > 2 (x >= 10 or x <= -1) both ways */
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
