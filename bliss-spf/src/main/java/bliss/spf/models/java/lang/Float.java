package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Float}, the box and the bit conversions. Floating point runs concretely in the engine;
 * the bit conversions and text are the JDK's own methods, run by the engine ({@code native} here).
 */
public final class Float extends Number implements Comparable<Float> {

    /** {@code float.class}, the component class of {@code float[]} (the JDK's asks the VM for it by name). */
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) (Class<?>) float[].class.getComponentType();

    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_VALUE = 0x0.000002P-126f;

    private final float value;

    /** Deprecated in the JDK, kept because its descriptor is part of the JDK's API. */
    @Deprecated
    public Float(float value) {
        this.value = value;
    }

    public static Float valueOf(float f) {
        return new Float(f);
    }

    public static Float valueOf(String s) {
        return new Float(parseFloat(s));
    }

    /** Engine native (the JDK's). */
    public static native float parseFloat(String s);

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
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

    public static boolean isNaN(float v) {
        return v != v;
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public static boolean isInfinite(float v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    /** Engine native (the JDK's). */
    public static native int floatToRawIntBits(float value);

    /** Engine native (the JDK's). */
    public static native float intBitsToFloat(int bits);

    public static int floatToIntBits(float value) {
        return isNaN(value) ? 0x7fc00000 : floatToRawIntBits(value);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Float && floatToIntBits(((Float) obj).value) == floatToIntBits(value);
    }

    @Override
    public int hashCode() {
        return floatToIntBits(value);
    }

    public static int hashCode(float value) {
        return floatToIntBits(value);
    }

    @Override
    public int compareTo(Float other) {
        return compare(value, other.value);
    }

    /** As the JDK: -0.0 below 0.0, NaN above everything and equal to itself. */
    public static int compare(float f1, float f2) {
        if (f1 < f2) {
            return -1;
        }
        if (f1 > f2) {
            return 1;
        }
        int a = floatToIntBits(f1);
        int b = floatToIntBits(f2);
        return a == b ? 0 : (a < b ? -1 : 1);
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(float f) {
        return String.valueOf(f);
    }
}
