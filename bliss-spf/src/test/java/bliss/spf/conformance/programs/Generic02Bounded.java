package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;

/** Bounded type parameters, generic methods with inference, wildcards, a generic max. */
public class Generic02Bounded {
    static <T extends Comparable<? super T>> T max(List<? extends T> xs) {
        T best = null;
        for (T t : xs) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }
    static double sum(List<? extends Number> xs) {
        double s = 0;
        for (Number n : xs) s += n.doubleValue();
        return s;
    }
    static <T> void fill(List<? super T> into, T value, int n) { for (int i = 0; i < n; i++) into.add(value); }
    static final class Box<T extends CharSequence> {
        final T value;
        Box(T value) { this.value = value; }
        int length() { return value.length(); }
    }
    static String run(int x) {
        List<Integer> ints = new ArrayList<>(List.of(3, x, -x, 7));
        List<Object> objs = new ArrayList<>();
        fill(objs, "s", 2);
        fill(objs, x, 1);
        return max(ints) + " " + max(List.of("b", "a" + x, "c")) + " " + sum(ints) + " " + objs + " "
                + new Box<>("box" + x).length() + " " + new Box<>(new StringBuilder("ab")).length();
    }
}
