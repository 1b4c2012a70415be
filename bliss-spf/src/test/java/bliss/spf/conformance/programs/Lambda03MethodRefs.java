package bliss.spf.conformance.programs;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;
import java.util.ArrayList;
import java.util.List;

/** Method references: static, bound, unbound, constructor, with unboxing of the result. */
public class Lambda03MethodRefs {
    static int square(int v) { return v * v; }
    static String run(int x) {
        Function<Integer, Integer> sq = Lambda03MethodRefs::square;
        String prefix = "p" + x;
        Function<String, Boolean> starts = prefix::startsWith;
        ToIntFunction<String> len = String::length;
        BiFunction<String, Integer, Character> at = String::charAt;
        Supplier<List<String>> fresh = ArrayList::new;
        Function<String, StringBuilder> builder = StringBuilder::new;
        List<String> l = fresh.get();
        l.add(prefix);
        return sq.apply(x) + " " + starts.apply("p") + " " + len.applyAsInt(prefix) + " " + at.apply(prefix, 0) + " "
                + l + " " + builder.apply("sb").reverse();
    }
}
