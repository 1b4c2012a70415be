package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a record's equals compares components from the last to the first, as the JDK's does. */
public class Sym10RecordEquals {
    record P(int a, int b) {}
    static String run(int x) {
        return "eq " + new P(x, x % 3).equals(new P(4, 1));
    }

    static final int LO = 0, HI = 9;
    /** 3: x % 3 == 1 forks; if so, x == 4 forks */
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
