package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** The upper case of text with a symbolic part: concrete runs convert it; a symbolic run needs concretization (the test). */
public class Sym90CaseOfSymbolicText {
    static String run(int x) {
        return "s" + ("k" + x).toUpperCase();
    }

    static void symbolic() {
        int x = Symbolic.integer("x");
        System.out.println(run(x));
    }
}
