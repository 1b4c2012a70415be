package bliss.spf.conformance.programs;

/** A functional interface of the program's own, with a default method, and a generic one. */
public class Lambda07UserInterface {
    @FunctionalInterface
    interface Shape {
        double area(double size);
        default String describe(double size) { return "area " + area(size); }
    }
    @FunctionalInterface
    interface Combiner<T> {
        T combine(T a, T b);
        static <T> Combiner<T> first() { return (a, b) -> a; }
    }
    static String run(int x) {
        Shape square = s -> s * s;
        Shape circle = s -> 3 * s * s;
        Combiner<String> cat = (a, b) -> a + b;
        Combiner<Integer> sum = Integer::sum;
        return square.describe(x) + " " + circle.area(x) + " " + cat.combine("a", "b" + x) + " " + sum.combine(x, x)
                + " " + Combiner.<String>first().combine("left", "right");
    }
}
