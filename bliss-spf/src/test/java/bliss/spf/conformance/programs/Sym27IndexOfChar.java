package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/**
 * Symbolic: {@code indexOf(int)} of a symbolic code point in a text holding a supplementary one (found where its
 * surrogate pair starts) and the pair's low surrogate (found as a char), and of a char in text with a symbolic number.
 */
public class Sym27IndexOfChar {
    static String run(int x) {
        int smile = "a\uD83D\uDE00b".indexOf(x + 0x1F5F0);
        int low = "a\uD83D\uDE00b".indexOf(x + 0xDDF0);
        int one = ("k" + x).indexOf('7');
        return (smile >= 0 ? "found " + smile : "none") + (low >= 0 ? " low at " + low : " no low")
                + (one >= 0 ? " 7 at " + one : " no 7");
    }

    static final int LO = -2, HI = 100;
    /**
     * 3: only x = 16 finds U+1F600 (at 1) and U+DE00 (at 2), and "k16" has no '7'; for the others, "k" + x has a '7'
     * (7, 17, 27, ..., 70..79, 87, 97) or not
     */
    static final int PATHS = 3;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
