package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: a boxed symbolic int (a fresh box, no cache test), equals and compareTo. */
public class Sym12Boxing {
    static String run(int x) {
        Integer a = x;
        Integer b = 5;
        return a.equals(b) + " " + a.compareTo(b);
    }

    static final int LO = 0, HI = 9;
    /** 3: x == 5 forks; then compare's x < 5 forks only where x != 5 */
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
