package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** A substring of text with a symbolic part: concrete runs cut it; a symbolic run needs concretization (the test). */
public class Sym90SubstringOfSymbolicText {
    static String run(int x) {
        return "s" + ("k" + x).substring(1);
    }

    static void symbolic() {
        int x = Symbolic.integer("x");
        System.out.println(run(x));
    }
}
