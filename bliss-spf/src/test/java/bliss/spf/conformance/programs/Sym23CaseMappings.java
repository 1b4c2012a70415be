package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/**
 * Symbolic: the case mappings of a symbolic char over ASCII, Latin-1 and Latin Extended-A, where upper and lower case
 * come in runs (A..Z), in pairs (U+0100, U+0101, ...) and one by one (U+00FF to U+0178, U+0131 to 'I', U+017F to 'S');
 * title case, and the mappings of the same value as a code point.
 */
public class Sym23CaseMappings {
    static String run(int x) {
        char c = (char) x;
        char lower = Character.toLowerCase(c);
        char upper = Character.toUpperCase(c);
        return (lower != c ? "lower " : upper != c ? "upper " : "caseless ") + (int) lower + " " + (int) upper + " "
                + (int) Character.toTitleCase(c) + " " + Character.toLowerCase(x) + " " + Character.toUpperCase(x);
    }

    static final int LO = 0, HI = 0x17F;
    /** 3: a char with a lower-case mapping of its own, else one with an upper-case one, else one with neither */
    static final int PATHS = 3;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
