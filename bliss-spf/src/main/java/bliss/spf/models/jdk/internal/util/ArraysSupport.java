package bliss.spf.models.jdk.internal.util;

/**
 * Model of {@code jdk.internal.util.ArraysSupport}, which {@code Arrays}, {@code ArrayList} and
 * {@code PriorityQueue} (run from the JDK's bytecode) call: array growth and element-by-element mismatch (the JDK's
 * is vectorized through {@code Unsafe}); floating-point elements compare as their {@code floatToIntBits} and
 * {@code doubleToLongBits} do.
 */
public class ArraysSupport {

    public static final int SOFT_MAX_ARRAY_LENGTH = Integer.MAX_VALUE - 8;

    private ArraysSupport() {
    }

    /** The JDK's growth rule: old length plus the larger of the minimum growth and the preferred growth. */
    public static int newLength(int oldLength, int minGrowth, int prefGrowth) {
        int prefLength = oldLength + Math.max(minGrowth, prefGrowth);
        if (0 < prefLength && prefLength <= SOFT_MAX_ARRAY_LENGTH) {
            return prefLength;
        }
        int minLength = oldLength + minGrowth;
        if (minLength < 0) {
            throw new OutOfMemoryError("Required array length ".concat(String.valueOf(oldLength)).concat(" + ")
                    .concat(String.valueOf(minGrowth)).concat(" is too large"));
        }
        return minLength <= SOFT_MAX_ARRAY_LENGTH ? SOFT_MAX_ARRAY_LENGTH : minLength;
    }

    public static int mismatch(boolean[] a, boolean[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(boolean[] a, int aFromIndex, boolean[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(byte[] a, byte[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(byte[] a, int aFromIndex, byte[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(char[] a, char[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(char[] a, int aFromIndex, char[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(short[] a, short[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(short[] a, int aFromIndex, short[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(int[] a, int[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(int[] a, int aFromIndex, int[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(long[] a, long[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(long[] a, int aFromIndex, long[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (a[aFromIndex + i] != b[bFromIndex + i]) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(float[] a, float[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(float[] a, int aFromIndex, float[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[aFromIndex + i]) != Float.floatToIntBits(b[bFromIndex + i])) {
                return i;
            }
        }
        return -1;
    }

    public static int mismatch(double[] a, double[] b, int length) {
        return mismatch(a, 0, b, 0, length);
    }

    public static int mismatch(double[] a, int aFromIndex, double[] b, int bFromIndex, int length) {
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[aFromIndex + i]) != Double.doubleToLongBits(b[bFromIndex + i])) {
                return i;
            }
        }
        return -1;
    }
}
