package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** A split of text with a symbolic part: concrete runs split it; a symbolic run needs concretization (the test). */
public class Sym90SplitOfSymbolicText {
    static String run(int x) {
        return "s" + ("k" + x).split("1")[0];
    }

    static void symbolic() {
        int x = Symbolic.integer("x");
        System.out.println(run(x));
    }
}
