package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: String.format of text with a symbolic number in it keeps the text symbolic ({@code %s}, {@code %%}). */
public class Sym26FormatText {
    static String run(int x) {
        String t = String.format("<%s>%%", "k" + x);
        return t.length() > 5 ? "long " + t : "short " + t;
    }

    static final int LO = -5, HI = 15;
    /** 2: "<k" + x + ">%" is longer than 5 chars (x < 0 or x > 9) or not */
    static final int PATHS = 2;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
