package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** Local classes capturing effectively final locals; an anonymous Iterator; an anonymous abstract subclass. */
public class Nested02Local {
    static abstract class Shape {
        abstract int area();
        public String toString() { return getClass().getSimpleName().isEmpty() ? "anon" + area() : "shape" + area(); }
    }
    static String run(int x) {
        int scale = x * 2;
        class Rect extends Shape {
            final int w, h;
            Rect(int w, int h) { this.w = w; this.h = h; }
            int area() { return w * h * scale; }
        }
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Rect(1, 2));
        shapes.add(new Shape() { int area() { return scale + 1; } });
        Iterator<Integer> countdown = new Iterator<>() {
            int n = 3;
            public boolean hasNext() { return n > 0; }
            public Integer next() { return n--; }
        };
        StringBuilder sb = new StringBuilder();
        while (countdown.hasNext()) sb.append(countdown.next());
        return shapes + " " + sb + " " + new Rect(3, 3).getClass().getSimpleName();
    }
}
