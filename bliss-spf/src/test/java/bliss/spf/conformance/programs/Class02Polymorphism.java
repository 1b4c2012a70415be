package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;

/** Virtual dispatch through abstract classes and interfaces, super calls, overloading vs overriding. */
public class Class02Polymorphism {
    static abstract class Shape {
        abstract double area();
        String name() { return getClass().getSimpleName(); }
        public String toString() { return name() + "(" + area() + ")"; }
    }
    static class Circle extends Shape { final double r; Circle(double r) { this.r = r; } double area() { return 3 * r * r; } }
    static class Rect extends Shape { final double w, h; Rect(double w, double h) { this.w = w; this.h = h; } double area() { return w * h; } }
    static class Square extends Rect {
        Square(double s) { super(s, s); }
        @Override String name() { return "Sq/" + super.name(); }
    }
    static String describe(Shape s) { return "shape"; }
    static String describe(Rect r) { return "rect"; }
    static String run(int x) {
        List<Shape> shapes = new ArrayList<>(List.of(new Circle(x), new Rect(x, 2), new Square(x)));
        double total = 0;
        for (Shape s : shapes) total += s.area();
        Shape sq = new Square(1);
        return shapes + " " + total + " " + describe(sq) + " " + describe((Rect) sq);
    }
}
