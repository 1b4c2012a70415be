package bliss.spf.models.java.lang;

import bliss.symbolic.Symbolic;

/** Model of {@code java.lang.Long}. As {@link Integer}: the JDK's cache of -128..127 for concrete values. */
public final class Long extends Number implements Comparable<Long> {

    /** {@code long.class}, the component class of {@code long[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) (Class<?>) long[].class.getComponentType();

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;
    public static final int SIZE = 64;
    public static final int BYTES = 8;

    private static final Long[] CACHE = new Long[256];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Long(i - 128);
        }
    }

    private final long value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    public static Long valueOf(long l) {
        if (!Symbolic.isSymbolic(l) && l >= -128 && l <= 127) {
            return CACHE[(int) l + 128];
        }
        return new Long(l);
    }

    public static Long valueOf(String s) {
        return valueOf(parseLong(s, 10));
    }

    public static long parseLong(String s) {
        return parseLong(s, 10);
    }

    /** Engine native: the JDK's {@code Long.parseLong}. */
    public static native long parseLong(String s, int radix);

    public long longValue() {
        return value;
    }

    public int intValue() {
        return (int) value;
    }

    public double doubleValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Long && ((Long) obj).value == value;
    }

    @Override
    public int hashCode() {
        return (int) (value ^ (value >>> 32));
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    @Override
    public int compareTo(Long other) {
        return compare(value, other.value);
    }

    public static int compare(long x, long y) {
        return x < y ? -1 : (x == y ? 0 : 1);
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    /** Engine native (the JDK's). */
    public static native int bitCount(long i);

    /** Engine native (the JDK's). */
    public static native int numberOfTrailingZeros(long i);

    /** Engine native (the JDK's). */
    public static native int numberOfLeadingZeros(long i);

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(long l) {
        return String.valueOf(l);
    }

    /** Engine native (the JDK's). */
    public static native String toHexString(long l);

    /** Engine native (the JDK's). */
    public static native String toBinaryString(long l);
}
