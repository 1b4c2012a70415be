package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the maximum of an array with one symbolic element. */
public class Sym17ArrayMax {
    static String run(int x) {
        int[] a = {4, x, 7, 2};
        int m = a[0];
        for (int v : a) if (v > m) m = v;
        return "max " + m;
    }

    static final int LO = 0, HI = 10;
    /** 3: x > 4 forks; if so, 7 > x forks */
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
