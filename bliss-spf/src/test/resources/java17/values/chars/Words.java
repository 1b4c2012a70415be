package values.chars;

import bliss.symbolic.Symbolic;

import java.util.regex.Pattern;

/**
 * Text split by a regular expression compiled in a static initializer, as Commons Lang's StringUtils keeps one, and
 * read through its char array.
 */
public class Words {

    /*@ invariant true; @*/

    private static final Pattern SPACES = Pattern.compile("\\s*,\\s*");

    String text;

    public boolean repOK() {
        return true;
    }

    /**
     * No text, an empty one, or the number of comma-separated words, spaces around the commas dropped (a split by an
     * expression whose matches are not one literal or a run of one class: it runs on concrete text only).
     */
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

    /**
     * No text or more than 4 characters, no comma, or the distance from the first comma to the next one (0 for none;
     * String.indexOf from an index).
     */
    public int secondComma() {
        if (text == null || text.length() > 4) {
            return -9;
        }
        int i = text.indexOf(',');
        if (i < 0) {
            return -1;
        }
        int j = text.indexOf(",", i + 1);
        return j < 0 ? 0 : j - i;
    }

    /** No text or more than 4 characters, else what follows its last dot ("-" for none). */
    public String afterLastDot() {
        if (text == null || text.length() > 4) {
            return "?";
        }
        int k = text.lastIndexOf('.');
        return k < 0 ? "-" : text.substring(k + 1);
    }

    /** No text or more than 4 characters, else the first dot at index 2 or later (-1 for none). */
    public int dotFromTwo() {
        if (text == null || text.length() > 4) {
            return -9;
        }
        int k = text.indexOf('.', 2);
        return k < 0 ? -1 : k;
    }

    /** No text or more than 3 characters, else whether its trimmed text is empty (0), "a" (1) or other (2). */
    public int trimmedIs() {
        if (text == null || text.length() > 3) {
            return -1;
        }
        String t = text.trim();
        return t.isEmpty() ? 0 : t.equals("a") ? 1 : 2;
    }

    /** No text or more than 3 characters, else whether its commas made dashes give "a-b" (String.replace of chars). */
    public int dashes() {
        if (text == null || text.length() > 3) {
            return -1;
        }
        return text.replace(',', '-').equals("a-b") ? 1 : 0;
    }

    /** No text or more than 3 characters, else the text with every comma replaced by "; " (String.replace). */
    public String semicolons() {
        if (text == null || text.length() > 3) {
            return "-";
        }
        return text.replace(",", "; ");
    }

    /** No text or more than 3 characters, else the text with every run of white space made one space. */
    public String squeezed() {
        if (text == null || text.length() > 3) {
            return "-";
        }
        return text.replaceAll("\\s+", " ");
    }

    /** No text or more than 4 characters, else where each run of spaces starts and ends (Matcher.find). */
    public String runs() {
        if (text == null || text.length() > 4) {
            return "-";
        }
        java.util.regex.Matcher m = RUNS.matcher(text);
        String out = "";
        while (m.find()) {
            out = out + m.start() + "-" + m.end() + " ";
        }
        return out;
    }

    private static final Pattern RUNS = Pattern.compile(" +");

    /** No text or more than 3 characters, else its number of words separated by white space. */
    public int spaced() {
        if (text == null || text.length() > 3) {
            return -1;
        }
        return text.split("\\s+").length;
    }

    /** No text or more than 3 characters, else its number of comma-separated fields (String.split's fast path). */
    public int fields() {
        if (text == null || text.length() > 3) {
            return -1;
        }
        return text.split(",").length;
    }

    /**
     * No text or more than 4 characters, else its first two dot-separated fields and the rest
     * (Pattern.split with a limit: an escaped dot is a literal).
     */
    public String firstTwo() {
        if (text == null || text.length() > 4) {
            return "-";
        }
        String[] parts = DOTS.split(text, 3);
        String joined = parts.length + ":";
        for (String part : parts) {
            joined = joined + "|" + part;
        }
        return joined;
    }

    private static final Pattern DOTS = Pattern.compile("\\.");

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

    public static void secondCommaDriver() {
        System.out.println(Symbolic.object("X", new Words()).secondComma());
    }

    public static void afterLastDotDriver() {
        System.out.println(Symbolic.object("X", new Words()).afterLastDot());
    }

    public static void dotFromTwoDriver() {
        System.out.println(Symbolic.object("X", new Words()).dotFromTwo());
    }

    public static void trimmedIsDriver() {
        System.out.println(Symbolic.object("X", new Words()).trimmedIs());
    }

    public static void dashesDriver() {
        System.out.println(Symbolic.object("X", new Words()).dashes());
    }

    public static void semicolonsDriver() {
        System.out.println(Symbolic.object("X", new Words()).semicolons());
    }

    public static void squeezedDriver() {
        System.out.println(Symbolic.object("X", new Words()).squeezed());
    }

    public static void runsDriver() {
        System.out.println(Symbolic.object("X", new Words()).runs());
    }

    public static void spacedDriver() {
        System.out.println(Symbolic.object("X", new Words()).spaced());
    }

    public static void fieldsDriver() {
        System.out.println(Symbolic.object("X", new Words()).fields());
    }

    public static void firstTwoDriver() {
        System.out.println(Symbolic.object("X", new Words()).firstTwo());
    }

    public static void wordsDriver() {
        System.out.println(Symbolic.object("X", new Words()).words());
    }
}
