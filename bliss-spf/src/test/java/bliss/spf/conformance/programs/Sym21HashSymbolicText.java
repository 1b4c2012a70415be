package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the hash of text with a symbolic part is a term of the string theory; its parity is a branch. */
public class Sym21HashSymbolicText {
    static String run(int x) {
        int h = ("k" + x).hashCode();
        return (h % 2 == 0 ? "even " : "odd ") + h;
    }

    static final int LO = -3, HI = 3;
    /** 2: the hash is even or odd ("k0" hashes to 3365, "k1" to 3366) */
    static final int PATHS = 2;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
