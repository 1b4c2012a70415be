package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a symbolic char turned into text and compared. */
public class Sym15CharText {
    static String run(int x) {
        char c = (char) ('a' + x);
        String s = String.valueOf(c);
        return s.equals("c") ? "is c" : "not c " + s;
    }

    static final int LO = 0, HI = 5;
    /** 2: the char is 'c' or not */
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
