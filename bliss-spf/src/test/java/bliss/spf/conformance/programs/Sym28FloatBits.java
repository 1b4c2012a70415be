package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/**
 * Symbolic: the bits of a float and a double computed from x, and a float made of x's bits (Float.floatToIntBits,
 * Double.doubleToRawLongBits and longBitsToDouble, Float.intBitsToFloat), as EqualsBuilder and HashCodeBuilder
 * compare and hash them.
 */
public class Sym28FloatBits {
    static String run(int x) {
        int bits = Float.floatToIntBits(x / 4.0f);
        double d = Double.longBitsToDouble(Double.doubleToRawLongBits(x * 0.5));
        float g = Float.intBitsToFloat(x);
        return (bits == 0x3f800000 ? "one" : bits < 0 ? "negative" : "other") + (d == 2.0 ? " two" : "")
                + (g > 0 ? " tiny" : g == 0 ? " zero" : g != g ? " nan" : " below");
    }

    static final int LO = -3, HI = 9;
    /**
     * 4: x = 4 (1.0f, d 2.0, a tiny positive float); x &lt; 0 (the sign bit set; the bits -1..-3 are NaNs); x = 0
     * (+0.0f); the other positive x (a tiny positive float). Equal bits and d == 2.0 hold together, so they fork once.
     */
    static final int PATHS = 4;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
