package bliss.spf.conformance.programs;

/** Compact canonical constructors validating and normalizing, custom accessors, static factories. */
public class Record02Compact {
    record Range(int lo, int hi) {
        Range {
            if (lo > hi) {
                throw new IllegalArgumentException("bad range " + lo + ".." + hi);
            }
        }
        static Range of(int a, int b) { return new Range(Math.min(a, b), Math.max(a, b)); }
        int length() { return hi - lo; }
    }
    record Label(String text) {
        Label {
            text = text.trim();
        }
        public String text() { return "[" + text + "]"; }
    }
    static String run(int x) {
        Range r = Range.of(x, 3);
        Label l = new Label("  label " + x + "  ");
        String s = r + " " + r.length() + " " + l + " " + l.text();
        return s + " " + new Range(3, x);
    }
}
