package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a loop bounded by x. */
public class Sym13Loop {
    static String run(int x) {
        int s = 0;
        for (int i = 0; i < x; i++) s += i;
        return "sum " + s;
    }

    static final int LO = 0, HI = 4;
    /** 5: one per number of iterations 0..4 */
    static final int PATHS = 5;

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
