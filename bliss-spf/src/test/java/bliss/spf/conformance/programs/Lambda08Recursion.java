package bliss.spf.conformance.programs;

import java.util.function.IntUnaryOperator;

/** A lambda that calls itself through a field, and a higher-order function returning lambdas. */
public class Lambda08Recursion {
    static IntUnaryOperator fact;
    static {
        fact = n -> n <= 1 ? 1 : n * fact.applyAsInt(n - 1);
    }
    static IntUnaryOperator adder(int k) {
        return v -> v + k;
    }
    static IntUnaryOperator compose(IntUnaryOperator f, int times) {
        IntUnaryOperator r = IntUnaryOperator.identity();
        for (int i = 0; i < times; i++) {
            r = r.andThen(f);
        }
        return r;
    }
    static String run(int x) {
        int n = Math.abs(x) % 10;
        return fact.applyAsInt(n) + " " + compose(adder(x), 4).applyAsInt(1) + " " + adder(2).applyAsInt(x);
    }
}
