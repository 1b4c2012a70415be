package bliss.spf.conformance.programs;

import java.util.function.Function;

/** Method references to varargs methods and to methods of arrays. */
public class Lambda18Varargs {
    static int count(Object... xs) { return xs.length; }
    static String run(int x) {
        Function<String, Integer> one = Lambda18Varargs::count;
        java.util.function.BiFunction<String, String, Integer> two = Lambda18Varargs::count;
        Function<int[], int[]> copy = int[]::clone;
        java.util.function.IntFunction<String[]> mk = String[]::new;
        int[] arr = {x, x + 1};
        int[] c = copy.apply(arr);
        c[0] = -1;
        return one.apply("a") + " " + two.apply("a", "b") + " " + arr[0] + " " + c[0] + " " + mk.apply(3).length;
    }
}
