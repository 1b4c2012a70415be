package bliss.spf.conformance.programs;

import java.util.List;

/** Records holding records, lists and arrays (arrays compare by identity), a record implementing an interface. */
public class Record03Nested {
    interface Shape { double area(); }
    record Square(double side) implements Shape { public double area() { return side * side; } }
    record Pair<A, B>(A first, B second) {}
    record Holder(int[] values, List<String> names) {}
    static String run(int x) {
        Pair<Square, String> p = new Pair<>(new Square(x), "sq");
        Pair<Square, String> q = new Pair<>(new Square(x), "sq");
        int[] arr = {x};
        Holder h1 = new Holder(arr, List.of("a"));
        Holder h2 = new Holder(arr, List.of("a"));
        Holder h3 = new Holder(new int[]{x}, List.of("a"));
        Shape s = p.first();
        return p + " " + p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + s.area() + " " + h1.equals(h2)
                + " " + h1.equals(h3) + " " + h1.names();
    }
}
