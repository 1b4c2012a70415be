package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a switch on x is a choice among its cases (each key its own path) and the default. */
public class Sym06Switch {
    static String run(int x) {
        switch (x) {
            case 1: return "one";
            case 2:
            case 3: return "few";
            case 10: return "ten";
            default: return "many";
        }
    }

    static final int LO = 0, HI = 12;
    /** 5: keys 1, 2, 3, 10, and the default */
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
