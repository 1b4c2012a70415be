package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a lambda capturing the symbolic x, tested on three values. */
public class Sym09LambdaCapture {
    static String run(int x) {
        java.util.function.IntPredicate above = v -> v > x;
        int n = 0;
        for (int v : new int[]{1, 5, 9}) {
            if (above.test(v)) n++;
        }
        return n + " above " + x;
    }

    static final int LO = 0, HI = 10;
    /** 4: 1 > x forks (x = 0 then decides the rest), else 5 > x forks, else 9 > x forks */
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
