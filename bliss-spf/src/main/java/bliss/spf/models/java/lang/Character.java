package bliss.spf.models.java.lang;

/** Model of {@code java.lang.Character}, the boxing part. As {@link Integer}: no cache. */
public final class Character implements Comparable<Character> {

    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uffff';

    private final char value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
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
}
