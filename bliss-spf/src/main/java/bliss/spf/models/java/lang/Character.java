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

    // ---- code points (the JDK's code, over the surrogate ranges) ----

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    public static boolean isValidCodePoint(int codePoint) {
        return (codePoint >>> 16) < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < MAX_SURROGATE + 1;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAtImpl(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointAtImpl(a, index, limit);
    }

    private static int codePointAtImpl(char[] a, int index, int limit) {
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex; ) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw new IllegalArgumentException(notACodePoint(codePoint));
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[]{(char) codePoint};
        }
        if (isValidCodePoint(codePoint)) {
            return new char[]{highSurrogate(codePoint), lowSurrogate(codePoint)};
        }
        throw new IllegalArgumentException(notACodePoint(codePoint));
    }

    /** The JDK's {@code String.format("Not a valid Unicode code point: 0x%X", codePoint)}. */
    private static String notACodePoint(int codePoint) {
        return "Not a valid Unicode code point: 0x".concat(Integer.toHexString(codePoint).toUpperCase());
    }

    public static String toString(int codePoint) {
        return String.valueOf(toChars(codePoint));
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ---- the rest of the classification: the JDK's own methods, run on the host (a symbolic argument is named) ----

    /** Engine native (the JDK's). */
    public static native boolean isDigit(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isLetter(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isLetterOrDigit(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isUpperCase(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isLowerCase(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isWhitespace(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isSpaceChar(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isSpaceChar(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isISOControl(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isISOControl(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isTitleCase(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isDefined(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isJavaIdentifierStart(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isJavaIdentifierPart(char ch);

    /** Engine native (the JDK's). */
    public static native boolean isJavaIdentifierStart(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isJavaIdentifierPart(int codePoint);

    /** Engine native (the JDK's). */
    public static native boolean isIdeographic(int codePoint);

    /** Engine native (the JDK's). */
    public static native int toUpperCase(int codePoint);

    /** Engine native (the JDK's). */
    public static native int toLowerCase(int codePoint);

    /** Engine native (the JDK's). */
    public static native char toTitleCase(char ch);

    /** Engine native (the JDK's). */
    public static native int getType(char ch);

    /** Engine native (the JDK's). */
    public static native int getType(int codePoint);

    /** Engine native (the JDK's). */
    public static native int getNumericValue(int codePoint);

    /** Engine native (the JDK's). */
    public static native int digit(int codePoint, int radix);
}
