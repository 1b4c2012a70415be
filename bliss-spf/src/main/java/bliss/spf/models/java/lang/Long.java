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

    /** Counts bits by adding neighbouring groups (no branches, so a symbolic argument does not split the path). */
    public static int bitCount(long i) {
        i = (i & 0x5555555555555555L) + ((i >>> 1) & 0x5555555555555555L);
        i = (i & 0x3333333333333333L) + ((i >>> 2) & 0x3333333333333333L);
        i = (i & 0x0f0f0f0f0f0f0f0fL) + ((i >>> 4) & 0x0f0f0f0f0f0f0f0fL);
        i = i + (i >>> 8);
        i = i + (i >>> 16);
        i = i + (i >>> 32);
        return (int) i & 0x7f;
    }

    /** The bits below the lowest set bit, counted (all 64 of zero): no branches. */
    public static int numberOfTrailingZeros(long i) {
        return bitCount(~i & (i - 1));
    }

    /** The bits above the highest set bit, counted: the clear bits once every bit below a set one is set. */
    public static int numberOfLeadingZeros(long i) {
        return bitCount(~smearRight(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static long highestOneBit(long i) {
        long s = smearRight(i);
        return s - (s >>> 1);
    }

    /** {@code i} with every bit below its highest set bit set too. */
    private static long smearRight(long i) {
        i |= i >>> 1;
        i |= i >>> 2;
        i |= i >>> 4;
        i |= i >>> 8;
        i |= i >>> 16;
        return i | (i >>> 32);
    }

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
