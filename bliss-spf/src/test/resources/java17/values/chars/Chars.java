package values.chars;

import bliss.symbolic.Symbolic;

/** A symbolic char decided by the JDK's Character predicates, and one turned into text. */
public class Chars {

    /*@ invariant true; @*/

    char c;
    char[] word;

    public boolean repOK() {
        return true;
    }

    /** A digit, else a letter, else white space, else anything else. */
    public int kind() {
        if (Character.isDigit(c)) {
            return 1;
        }
        if (Character.isLetter(c)) {
            return Character.isUpperCase(c) ? 2 : 3;
        }
        return Character.isWhitespace(c) ? 4 : 0;
    }

    /** The text of a one-char word: "x" or anything else. */
    public int spell() {
        if (word == null || word.length != 1) {
            return -1;
        }
        return new String(word).equals("x") ? 1 : 0;
    }

    /** As spell, the text made by String.copyValueOf (Guava's CharMatcher spells a char so). */
    public int spellCopy() {
        if (word == null || word.length != 1) {
            return -1;
        }
        return String.copyValueOf(word).equals("x") ? 1 : String.valueOf(word).isEmpty() ? 2 : 0;
    }

    /** As spell, the text of the word's first char made by new String(char[], int, int). */
    public int spellFirst() {
        if (word == null || word.length == 0) {
            return -1;
        }
        return new String(word, 0, 1).equals("x") ? 1 : 0;
    }

    public static void spellFirstDriver() {
        System.out.println(Symbolic.object("X", new Chars()).spellFirst());
    }

    public static void spellCopyDriver() {
        System.out.println(Symbolic.object("X", new Chars()).spellCopy());
    }

    public static void kindDriver() {
        System.out.println(Symbolic.object("X", new Chars()).kind());
    }

    public static void spellDriver() {
        System.out.println(Symbolic.object("X", new Chars()).spell());
    }
}
