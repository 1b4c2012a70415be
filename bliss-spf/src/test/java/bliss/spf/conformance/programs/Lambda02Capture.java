package bliss.spf.conformance.programs;

import java.util.function.IntSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.DoubleSupplier;

/** Lambdas capturing locals of each kind (int, long, double, reference) and this. */
public class Lambda02Capture {
    private final int base;
    Lambda02Capture(int base) { this.base = base; }
    IntSupplier plus(int k) { return () -> base + k; }
    static String run(int x) {
        long big = x * 3_000_000_000L;
        double half = x / 2.0;
        String tag = "t" + x;
        LongUnaryOperator addBig = v -> v + big;
        DoubleSupplier h = () -> half * 3;
        IntSupplier s = new Lambda02Capture(x).plus(7);
        java.util.function.Supplier<String> t = () -> tag + tag.length();
        return addBig.applyAsLong(1) + " " + h.getAsDouble() + " " + s.getAsInt() + " " + t.get();
    }
}
