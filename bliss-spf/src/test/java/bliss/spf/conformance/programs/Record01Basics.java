package bliss.spf.conformance.programs;

/** A record's accessors, toString, equals and hashCode as the JDK generates them. */
public class Record01Basics {
    record Point(int x, int y) {}
    record Named(String name, long id, boolean active, char code) {}
    static String run(int x) {
        Point p = new Point(x, -x);
        Point q = new Point(x, -x);
        Named n = new Named("n" + x, x * 1_000_000_000L, x > 0, (char) ('a' + Math.floorMod(x, 26)));
        Named m = new Named(null, 0, false, 'z');
        return p + " " + p.equals(q) + " " + (p == q) + " " + p.hashCode() + " " + q.x() + " " + n + " " + n.hashCode()
                + " " + m + " " + m.hashCode() + " " + m.equals(n) + " " + p.equals(null) + " " + p.equals("x");
    }
}
