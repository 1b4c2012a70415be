package bliss.spf.conformance.programs;

/** Floating point, concretely: division, NaN and infinities, rounding on casts, comparisons, printing. */
public class Float01Arithmetic {
    static String run(int x) {
        double d = x / 3.0;
        float f = (float) d;
        double inf = 1.0 / x;
        double nan = 0.0 / (x - x);
        long asLong = (long) (d * 1e15);
        int fromBig = (int) 1e20;
        int fromNan = (int) nan;
        return d + " " + f + " " + inf + " " + (nan == nan) + " " + Double.isNaN(nan) + " " + asLong + " " + fromBig
                + " " + fromNan + " " + (d < 1.5) + " " + (float) (0.1 + 0.2) + " " + (0.1 + 0.2) + " " + -0.0 + " "
                + (0.0 == -0.0) + " " + Math.min(-0.0, 0.0) + " " + (double) Float.MAX_VALUE + " " + (x % 2.5);
    }
}
