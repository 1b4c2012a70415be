package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/** Generic higher-order helpers written by the program: map, filter, fold. */
public class Lambda13Generic {
    static <T, R> List<R> map(List<T> in, Function<? super T, ? extends R> f) {
        List<R> out = new ArrayList<>();
        for (T t : in) out.add(f.apply(t));
        return out;
    }
    static <T> List<T> filter(List<T> in, Predicate<? super T> p) {
        List<T> out = new ArrayList<>();
        for (T t : in) if (p.test(t)) out.add(t);
        return out;
    }
    interface Fold<A, T> { A step(A acc, T t); }
    static <A, T> A fold(List<T> in, A zero, Fold<A, T> f) {
        A acc = zero;
        for (T t : in) acc = f.step(acc, t);
        return acc;
    }
    static String run(int x) {
        List<Integer> xs = new ArrayList<>();
        for (int i = -3; i <= 3; i++) xs.add(i * x);
        List<String> strs = map(filter(xs, v -> v >= 0), v -> "<" + v + ">");
        return strs + " " + fold(xs, 0, Integer::sum) + " " + fold(strs, "", String::concat);
    }
}
