package bliss.spf.conformance.programs;

/** Records with float and double components: equals uses compare (NaN equals NaN, 0.0 differs from -0.0). */
public class Record05Floating {
    record Measure(double value, float weight) {}
    static String run(int x) {
        Measure a = new Measure(x / 0.0 * 0, 1.5f);
        Measure b = new Measure(Double.NaN, 1.5f);
        Measure c = new Measure(0.0, -0.0f);
        Measure d = new Measure(-0.0, 0.0f);
        Measure e = new Measure(x / 4.0, x);
        return a.equals(b) + " " + c.equals(d) + " " + e + " " + e.equals(new Measure(x / 4.0, x)) + " "
                + (e.hashCode() == new Measure(x / 4.0, x).hashCode()) + " " + c.hashCode() + " " + d.hashCode();
    }
}
