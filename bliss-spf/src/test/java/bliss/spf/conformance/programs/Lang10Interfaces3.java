package bliss.spf.conformance.programs;

import java.util.function.Function;

/** Generic interfaces with default methods that call abstract generic methods; static generic factories. */
public class Lang10Interfaces3 {
    interface Parser<T> {
        T parse(String s);
        default <R> Parser<R> map(Function<? super T, ? extends R> f) { return s -> f.apply(parse(s)); }
        default Parser<T> orElse(T fallback) {
            return s -> {
                try { return parse(s); } catch (RuntimeException e) { return fallback; }
            };
        }
        static Parser<Integer> integer() { return Integer::parseInt; }
    }
    static String run(int x) {
        Parser<Integer> p = Parser.integer();
        Parser<String> doubled = p.map(v -> "" + 2 * v);
        Parser<Integer> safe = p.orElse(-1);
        return doubled.parse(String.valueOf(x)) + " " + safe.parse("x" + x) + " " + safe.parse("" + x * x);
    }
}
