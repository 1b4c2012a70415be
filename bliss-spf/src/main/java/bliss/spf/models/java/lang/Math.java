package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Math}. The integer methods are Java code that branches on its arguments, so with
 * symbolic arguments it splits the path as the JDK's code would (an engine may replace these bodies with
 * if-then-else expressions to avoid the split). The floating-point methods are the JDK's own, run by the engine on
 * concrete values ({@code native} here); {@code random} is not modeled (a run must be reproducible).
 */
public final class Math {

    public static final double PI = 3.141592653589793;
    public static final double E = 2.718281828459045;

    private Math() {
    }

    public static int max(int a, int b) {
        return a >= b ? a : b;
    }

    public static long max(long a, long b) {
        return a >= b ? a : b;
    }

    public static int min(int a, int b) {
        return a <= b ? a : b;
    }

    public static long min(long a, long b) {
        return a <= b ? a : b;
    }

    /** As the JDK: {@code abs(Integer.MIN_VALUE)} is {@code Integer.MIN_VALUE}. */
    public static int abs(int a) {
        return a < 0 ? -a : a;
    }

    public static long abs(long a) {
        return a < 0 ? -a : a;
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    /*
     * The floating-point min and max are Java code, as the integer ones, so that a symbolic argument splits the path
     * (a hash table's threshold, the smaller of length * loadFactor and a bound) instead of stopping it. Their
     * specification: NaN if either argument is NaN, and -0.0 below 0.0 (the sign bit tells them apart; == does not).
     */

    public static float max(float a, float b) {
        if (a != a || b != b) {
            return a != a ? a : b;
        }
        if (a == 0.0f && b == 0.0f) {
            return Float.floatToRawIntBits(a) < 0 ? b : a;
        }
        return a >= b ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a || b != b) {
            return a != a ? a : b;
        }
        if (a == 0.0f && b == 0.0f) {
            return Float.floatToRawIntBits(a) < 0 ? a : b;
        }
        return a <= b ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a || b != b) {
            return a != a ? a : b;
        }
        if (a == 0.0d && b == 0.0d) {
            return Double.doubleToRawLongBits(a) < 0 ? b : a;
        }
        return a >= b ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a || b != b) {
            return a != a ? a : b;
        }
        if (a == 0.0d && b == 0.0d) {
            return Double.doubleToRawLongBits(a) < 0 ? a : b;
        }
        return a <= b ? a : b;
    }

    /** Engine native (the JDK's). */
    public static native double abs(double a);

    /** Engine native (the JDK's). */
    public static native float abs(float a);

    /** Engine native (the JDK's). */
    public static native double sqrt(double a);

    /** Engine native (the JDK's). */
    public static native double pow(double a, double b);

    /** Engine native (the JDK's). */
    public static native double floor(double a);

    /** Engine native (the JDK's). */
    public static native double ceil(double a);

    /** Engine native (the JDK's). */
    public static native long round(double a);

    /** Engine native (the JDK's). */
    public static native double log(double a);

    /** Engine native (the JDK's). */
    public static native double exp(double a);
}
