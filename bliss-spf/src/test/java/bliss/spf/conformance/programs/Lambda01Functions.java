package bliss.spf.conformance.programs;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/** The java.util.function interfaces with boxing: Function, BiFunction, Supplier, UnaryOperator. */
public class Lambda01Functions {
    static String run(int x) {
        Function<Integer, Integer> twice = v -> v * 2;
        BiFunction<Integer, Integer, String> pair = (a, b) -> a + ":" + b;
        Supplier<String> hello = () -> "hello";
        UnaryOperator<String> shout = s -> s.toUpperCase() + "!";
        return pair.apply(twice.apply(x), x - 1) + " " + shout.apply(hello.get()) + " " + twice.andThen(twice).apply(x)
                + " " + twice.compose((Integer v) -> v + 1).apply(x) + " " + Function.<Integer>identity().apply(x);
    }
}
