package bliss.spf.conformance.programs;

/** Objects in concatenation: toString, null, a toString that returns null, nested concatenation. */
public class Concat02Objects {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    static final class Nothing {
        @Override public String toString() { return null; }
    }
    static String run(int x) {
        Point p = x > 2 ? null : new Point(x, -x);
        Object n = new Nothing();
        String s = "p=" + p + " n=" + n + " " + ("[" + x + "]" + "[" + (x + 1) + "]");
        return s + s.length();
    }
}
