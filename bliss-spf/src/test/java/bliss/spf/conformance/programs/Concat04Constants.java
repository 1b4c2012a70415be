package bliss.spf.conformance.programs;

/** Compile-time constants folded by javac and \u0001/\u0002 in literals (the recipe's tag characters). */
public class Concat04Constants {
    static final String A = "a";
    static final int N = 42;
    static String run(int x) {
        String tags = "\u0001" + x + "\u0002";
        return (A + N + "b") + tags.length() + (int) tags.charAt(0) + (int) tags.charAt(tags.length() - 1) + x;
    }
}
