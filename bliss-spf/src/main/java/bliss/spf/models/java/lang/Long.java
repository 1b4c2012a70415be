package bliss.spf.models.java.lang;

/** Model of {@code java.lang.Long}. As {@link Integer}: no cache, so boxes are equal but never identical. */
public final class Long implements Comparable<Long> {

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;

    private final long value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    public static Long valueOf(long l) {
        return new Long(l);
    }

    public long longValue() {
        return value;
    }

    public int intValue() {
        return (int) value;
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

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(long l) {
        return String.valueOf(l);
    }
}
