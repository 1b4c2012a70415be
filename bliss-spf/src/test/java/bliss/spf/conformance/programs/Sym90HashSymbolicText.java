package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Hashing text with a symbolic part: concrete runs hash it; a symbolic run needs concretization (see the test). */
public class Sym90HashSymbolicText {
    static String run(int x) {
        return "h" + ("k" + x).hashCode();
    }

    static void symbolic() {
        int x = Symbolic.integer("x");
        System.out.println(run(x));
    }
}
