package bliss.spf.conformance.programs;

import java.util.function.BiPredicate;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/** Predicate combinators (and, or, negate, not, isEqual) and primitive predicates. */
public class Lambda04Predicates {
    static String run(int x) {
        Predicate<Integer> even = v -> v % 2 == 0;
        Predicate<Integer> positive = v -> v > 0;
        IntPredicate small = v -> Math.abs(v) < 5;
        BiPredicate<String, Integer> longer = (s, n) -> s.length() > n;
        return even.test(x) + " " + even.and(positive).test(x) + " " + even.or(positive).test(x) + " "
                + even.negate().test(x) + " " + Predicate.not(positive).test(x) + " " + small.negate().test(x) + " "
                + small.and(v -> v != 0).test(x) + " " + longer.test("abc", x) + " "
                + Predicate.isEqual("a" + x).test("a1");
    }
}
