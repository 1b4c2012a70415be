package values.hard;

/**
 * Branches only long texts take: a length whose double overflows (a text of at least 2^30 characters, which Z3's
 * string solver cannot build within a second) and a length past the 64 characters the solver first looks among.
 */
public class LongText {

    /*@ invariant true; @*/

    String text;

    public boolean repOK() {
        return true;
    }

    /** -1 without a text, 2 when twice its length overflows, 1 for more than 70 characters starting "ab", else 0. */
    public int kind() {
        if (text == null) {
            return -1;
        }
        if (text.length() * 2 < 0) {
            return 2;
        }
        if (text.length() > 70 && text.startsWith("ab")) {
            return 1;
        }
        return 0;
    }
}
