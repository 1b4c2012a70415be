package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Double}, the box and the bit conversions. Floating point runs concretely in the engine;
 * the bit conversions and text are the JDK's own methods, run by the engine ({@code native} here).
 */
public final class Double extends Number implements Comparable<Double> {

    /** {@code double.class}, the component class of {@code double[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) (Class<?>) double[].class.getComponentType();

    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;

    private final double value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static Double valueOf(String s) {
        return new Double(parseDouble(s));
    }

    /** Engine native (the JDK's). */
    public static native double parseDouble(String s);

    public double doubleValue() {
        return value;
    }

    public float floatValue() {
        return (float) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public static boolean isNaN(double v) {
        return v != v;
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public static boolean isInfinite(double v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(double d) {
        return !isNaN(d) && !isInfinite(d);
    }

    /** Engine native (the JDK's). */
    public static native long doubleToRawLongBits(double value);

    /** Engine native (the JDK's). */
    public static native double longBitsToDouble(long bits);

    public static long doubleToLongBits(double value) {
        return isNaN(value) ? 0x7ff8000000000000L : doubleToRawLongBits(value);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Double && doubleToLongBits(((Double) obj).value) == doubleToLongBits(value);
    }

    @Override
    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    @Override
    public int compareTo(Double other) {
        return compare(value, other.value);
    }

    /** As the JDK: -0.0 below 0.0, NaN above everything and equal to itself. */
    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long a = doubleToLongBits(d1);
        long b = doubleToLongBits(d2);
        return a == b ? 0 : (a < b ? -1 : 1);
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(double d) {
        return String.valueOf(d);
    }
}
