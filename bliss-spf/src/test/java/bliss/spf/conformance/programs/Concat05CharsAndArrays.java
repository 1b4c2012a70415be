package bliss.spf.conformance.programs;

/** char arithmetic in text, char arrays as String.valueOf, arrays' own toString is avoided (identity hash). */
public class Concat05CharsAndArrays {
    static String run(int x) {
        char c = 'A';
        c += Math.floorMod(x, 26);
        char[] cs = {c, (char) (c + 1), '!'};
        return c + "" + (c + 1) + String.valueOf(cs) + new String(cs, 1, 2) + String.copyValueOf(cs) + cs.length;
    }
}
