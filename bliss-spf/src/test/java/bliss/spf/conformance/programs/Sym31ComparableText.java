package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/**
 * Symbolic: text compared through Comparable, as generic code compares it (a sorted map's natural order, Commons'
 * KeyAnalyzer): String's bridge compareTo(Object) is compareTo(String) after a cast, a COMPARE term on symbolic text;
 * a non-string argument is a ClassCastException, null a NullPointerException. It stopped as unsupported (the
 * characters of the symbolic text) when the bridge went to the host's String.
 */
public class Sym31ComparableText {
    static String run(int x) {
        Comparable<Object> c = comparable("v" + x);
        String order = c.compareTo("v5") < 0 ? "before" : c.compareTo("v5") == 0 ? "same" : "after";
        try {
            c.compareTo(x);
        } catch (ClassCastException e) {
            order += " not a string";
        }
        try {
            c.compareTo(null);
        } catch (NullPointerException e) {
            order += " null";
        }
        return order;
    }

    @SuppressWarnings("unchecked")
    private static Comparable<Object> comparable(Object o) {
        return (Comparable<Object>) o;
    }

    static final int LO = -3, HI = 12;
    /** 3: "v" + x before "v5" (x <= 4 or x >= 10: '-' and '1' sort before '5'), the same (x == 5), after (6..9) */
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
