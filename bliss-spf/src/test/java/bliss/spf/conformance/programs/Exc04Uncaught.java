package bliss.spf.conformance.programs;

/** Exceptions escaping run: their type and message are what the test compares. */
public class Exc04Uncaught {
    static String run(int x) {
        if (x < 0) throw new IllegalArgumentException("x must be non-negative, was " + x);
        if (x == 0) throw new IllegalStateException();
        if (x > 50) throw new UnsupportedOperationException("too big: " + x * 2);
        int[] a = new int[3];
        return "a[x]=" + a[x];
    }
}
