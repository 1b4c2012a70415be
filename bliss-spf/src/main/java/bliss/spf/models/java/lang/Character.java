package bliss.spf.models.java.lang;

import bliss.symbolic.Symbolic;

/**
 * Model of {@code java.lang.Character}: the box (with the JDK's cache of 0..127 for concrete values) and the
 * classification of characters, which is the JDK's own code run by the engine on concrete values ({@code native}
 * here).
 */
public final class Character implements Comparable<Character> {

    /** {@code char.class}, the component class of {@code char[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) (Class<?>) char[].class.getComponentType();

    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uffff';
    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;

    private static final Character[] CACHE = new Character[128];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Character((char) i);
        }
    }

    private final char value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
        if (!Symbolic.isSymbolic(c) && c <= 127) {
            return CACHE[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Character && ((Character) obj).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    @Override
    public int compareTo(Character other) {
        return value - other.value;
    }

    /** As the JDK: the difference of the two chars, not just its sign. */
    public static int compare(char x, char y) {
        return x - y;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= '\uD800' && ch <= '\uDBFF';
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= '\uDC00' && ch <= '\uDFFF';
    }

    /** Engine native (the JDK's). */
    public static native boolean isDigit(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isLetter(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isLetterOrDigit(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isUpperCase(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isLowerCase(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isWhitespace(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isAlphabetic(int codePoint);

    /** Engine native (the JDK's). */
    public static native char toUpperCase(char ch);

    /** Engine native (the JDK's). */
    public static native char toLowerCase(char ch);

    /** Engine native (the JDK's). */
    public static native int getNumericValue(char ch);

    /** Engine native (the JDK's). */
    public static native int digit(char ch, int radix);

    /** Engine native (the JDK's). */
    public static native char forDigit(int digit, int radix);
}
