package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Integer}. Unlike the JDK, {@link #valueOf(int)} keeps no cache of small values: a
 * cache test on a symbolic int would split the path for no observable benefit other than {@code ==} on boxes,
 * which correct code does not use. So two boxes of the same value are equal but never identical.
 */
public final class Integer implements Comparable<Integer> {

    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;

    private final int value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Integer(int value) {
        this.value = value;
    }

    public static Integer valueOf(int i) {
        return new Integer(i);
    }

    public int intValue() {
        return value;
    }

    public long longValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Integer && ((Integer) obj).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    @Override
    public int compareTo(Integer other) {
        return compare(value, other.value);
    }

    public static int compare(int x, int y) {
        return x < y ? -1 : (x == y ? 0 : 1);
    }

    public static int max(int a, int b) {
        return a >= b ? a : b;
    }

    public static int min(int a, int b) {
        return a <= b ? a : b;
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(int i) {
        return String.valueOf(i);
    }
}
