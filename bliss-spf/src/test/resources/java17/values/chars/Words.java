package values.chars;

import bliss.symbolic.Symbolic;

import java.util.regex.Pattern;

/**
 * Text split by a regular expression compiled in a static initializer, as Commons Lang's StringUtils keeps one, and
 * read through its char array.
 */
public class Words {

    /*@ invariant true; @*/

    private static final Pattern SPACES = Pattern.compile("\\s+");

    String text;

    public boolean repOK() {
        return true;
    }

    /** No text, an empty one, or the number of words (the split runs on concrete text only). */
    public int words() {
        if (text == null) {
            return -1;
        }
        if (text.isEmpty()) {
            return 0;
        }
        return SPACES.split(text).length;
    }

    /** No text or one longer than 3 characters, else how many of its characters are 'a' (through its char array). */
    public int as() {
        if (text == null || text.length() > 3) {
            return -1;
        }
        int n = 0;
        for (char c : text.toCharArray()) {
            if (c == 'a') {
                n++;
            }
        }
        return n;
    }

    /**
     * No text or one longer than 4 characters, else whether it is an identifier of lower-case letters and digits, a
     * number with an optional sign, or neither (whole matches, each a regular language).
     */
    public int shape() {
        if (text == null || text.length() > 4) {
            return -1;
        }
        if (text.matches("[a-z][a-z0-9_]*")) {
            return 1;
        }
        return Pattern.matches("[+-]?\\d+", text) ? 2 : 0;
    }

    /** No text or more than 3 characters, else whether its upper case is "AB". */
    public int upper() {
        if (text == null || text.length() > 3) {
            return -1;
        }
        return text.toUpperCase().equals("AB") ? 1 : 0;
    }

    public static void upperDriver() {
        System.out.println(Symbolic.object("X", new Words()).upper());
    }

    public static void shapeDriver() {
        System.out.println(Symbolic.object("X", new Words()).shape());
    }

    public static void asDriver() {
        System.out.println(Symbolic.object("X", new Words()).as());
    }

    public static void wordsDriver() {
        System.out.println(Symbolic.object("X", new Words()).words());
    }
}
