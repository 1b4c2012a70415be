package bliss.spf.models.java.lang;

import bliss.symbolic.Symbolic;

/**
 * Model of {@code java.lang.Integer}. {@link #valueOf(int)} keeps the JDK's cache of -128..127 for concrete values,
 * so {@code ==} on small boxes is what the JDK gives; a symbolic value always gets a fresh box (testing it against
 * the cache's range would split the path for no other benefit than {@code ==} on boxes). Conversions to and from
 * text in a radix are the JDK's own methods, run by the engine on concrete values ({@code native} here).
 */
public final class Integer extends Number implements Comparable<Integer> {

    /** {@code int.class}, the component class of {@code int[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) (Class<?>) int[].class.getComponentType();

    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;
    public static final int SIZE = 32;
    public static final int BYTES = 4;

    private static final Integer[] CACHE = new Integer[256];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Integer(i - 128);
        }
    }

    private final int value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Integer(int value) {
        this.value = value;
    }

    public static Integer valueOf(int i) {
        if (!Symbolic.isSymbolic(i) && i >= -128 && i <= 127) {
            return CACHE[i + 128];
        }
        return new Integer(i);
    }

    public static Integer valueOf(String s) {
        return valueOf(parseInt(s, 10));
    }

    public static Integer valueOf(String s, int radix) {
        return valueOf(parseInt(s, radix));
    }

    public static int parseInt(String s) {
        return parseInt(s, 10);
    }

    /** Engine native: the JDK's {@code Integer.parseInt}. */
    public static native int parseInt(String s, int radix);

    public int intValue() {
        return value;
    }

    public long longValue() {
        return value;
    }

    public short shortValue() {
        return (short) value;
    }

    public byte byteValue() {
        return (byte) value;
    }

    public double doubleValue() {
        return value;
    }

    public float floatValue() {
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

    public static int compareUnsigned(int x, int y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long toUnsignedLong(int x) {
        return x & 0xffffffffL;
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

    /** Without branches: the sign bit, or 1 when some bit of the negation's sign is set. */
    public static int signum(int i) {
        return (i >> 31) | (-i >>> 31);
    }

    /** Counts bits by adding neighbouring groups (no branches, so a symbolic argument does not split the path). */
    public static int bitCount(int i) {
        i = (i & 0x55555555) + ((i >>> 1) & 0x55555555);
        i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
        i = (i & 0x0f0f0f0f) + ((i >>> 4) & 0x0f0f0f0f);
        i = (i & 0x00ff00ff) + ((i >>> 8) & 0x00ff00ff);
        return (i & 0x0000ffff) + (i >>> 16);
    }

    public static int rotateLeft(int i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static int rotateRight(int i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    public static int highestOneBit(int i) {
        int s = smearRight(i);
        return s - (s >>> 1);
    }

    /** The bits above the highest set bit, counted: the clear bits once every bit below a set one is set. */
    public static int numberOfLeadingZeros(int i) {
        return bitCount(~smearRight(i));
    }

    /** The bits below the lowest set bit, counted (all 32 of zero): no branches. */
    public static int numberOfTrailingZeros(int i) {
        return bitCount(~i & (i - 1));
    }

    /** {@code i} with every bit below its highest set bit set too. */
    private static int smearRight(int i) {
        i |= i >>> 1;
        i |= i >>> 2;
        i |= i >>> 4;
        i |= i >>> 8;
        return i | (i >>> 16);
    }

    /** Engine native (the JDK's). */
    public static native int reverse(int i);

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(int i) {
        return String.valueOf(i);
    }

    /** Engine native (the JDK's). */
    public static native String toString(int i, int radix);

    /** Engine native (the JDK's). */
    public static native String toHexString(int i);

    /** Engine native (the JDK's). */
    public static native String toBinaryString(int i);

    /** Engine native (the JDK's). */
    public static native String toOctalString(int i);
}
