package bliss.spf.conformance.programs;

import java.util.function.BinaryOperator;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.LongBinaryOperator;

/** Primitive operators (no boxing), BinaryOperator.minBy/maxBy, compose of IntUnaryOperator. */
public class Lambda06Operators {
    static String run(int x) {
        IntBinaryOperator add = Integer::sum;
        IntBinaryOperator max = Math::max;
        IntUnaryOperator inc = v -> v + 1;
        IntUnaryOperator dbl = v -> v * 2;
        LongBinaryOperator mul = (a, b) -> a * b;
        BinaryOperator<Integer> min = BinaryOperator.minBy(Integer::compare);
        BinaryOperator<String> longest = BinaryOperator.maxBy(java.util.Comparator.comparingInt(String::length));
        return add.applyAsInt(x, 3) + " " + max.applyAsInt(x, 3) + " " + inc.andThen(dbl).applyAsInt(x) + " "
                + inc.compose(dbl).applyAsInt(x) + " " + mul.applyAsLong(x, 1L << 40) + " " + min.apply(x, 2) + " "
                + longest.apply("ab", "x" + x) + " " + IntUnaryOperator.identity().applyAsInt(x);
    }
}
