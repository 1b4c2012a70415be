package bliss.spf.conformance.programs;

/** String identity: literals are interned, computed strings are not, intern() makes them so. */
public class Lang16Interning {
    static final String CONST = "ab";
    static String run(int x) {
        String a = "ab";
        String b = "a" + "b";
        String c = "a" + (x > 0 ? "b" : "c");
        String d = new String("ab");
        return (a == b) + " " + (a == CONST) + " " + (a == c) + " " + a.equals(c) + " " + (a == c.intern()) + " " + (a == d)
                + " " + (a == d.intern()) + " " + (String.valueOf(x) == String.valueOf(x));
    }
}
