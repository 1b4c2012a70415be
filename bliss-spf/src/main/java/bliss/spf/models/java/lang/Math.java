package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Math}, integer part only. Each method branches on its arguments, so with symbolic
 * arguments it splits the path as the JDK's code would; an engine may replace these bodies with if-then-else
 * expressions to avoid the split.
 */
public final class Math {

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
}
