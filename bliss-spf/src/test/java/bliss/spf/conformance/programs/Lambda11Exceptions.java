package bliss.spf.conformance.programs;

import java.util.function.Function;

/** Exceptions thrown inside lambdas propagate to the caller with their messages. */
public class Lambda11Exceptions {
    static String run(int x) {
        Function<Integer, Integer> inverse = v -> 100 / v;
        Function<String, Integer> parse = Integer::parseInt;
        try {
            return inverse.apply(x) + " " + parse.apply(x > 3 ? "x" + x : String.valueOf(x));
        } catch (ArithmeticException e) {
            return "arith " + e.getMessage();
        }
    }
}
