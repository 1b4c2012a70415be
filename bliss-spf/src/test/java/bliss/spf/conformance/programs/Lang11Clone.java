package bliss.spf.conformance.programs;

/** clone(): arrays (shallow), a Cloneable class (field-by-field copy), CloneNotSupportedException otherwise. */
public class Lang11Clone {
    static final class Point implements Cloneable {
        int x, y;
        int[] tags = {1, 2};
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override protected Point clone() {
            try { return (Point) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
    }
    static final class NotCloneable {
        Object copy() throws CloneNotSupportedException { return super.clone(); }
    }
    static String run(int x) {
        Point p = new Point(x, -x);
        Point q = p.clone();
        q.x++;
        q.tags[0] = 9;
        String r = p.x + " " + q.x + " " + p.tags[0] + " " + (p.tags == q.tags) + " " + (p != q);
        try {
            new NotCloneable().copy();
            return r + " cloned";
        } catch (CloneNotSupportedException e) {
            return r + " " + e.getClass().getSimpleName();
        }
    }
}
