package bliss.spf.conformance.programs;

/** Number as a supertype, byte/short/float/double boxes, conversions between them. */
public class Jdk05Numbers {
    static double total(Number... ns) {
        double t = 0;
        for (Number n : ns) t += n.doubleValue();
        return t;
    }
    static String run(int x) {
        Number n = x;
        Number[] all = {(byte) x, (short) (x * 1000), x, (long) x * x, x / 2f, x / 3.0};
        StringBuilder sb = new StringBuilder();
        for (Number v : all) {
            sb.append(v.getClass().getSimpleName()).append('=').append(v).append(',').append(v.intValue()).append(';');
        }
        Double d = x / 0.0;
        return sb + " " + total(all) + " " + n.longValue() + " " + d.isNaN() + " " + d.isInfinite() + " "
                + Double.compare(x, 0.0) + " " + Float.compare(-0.0f, 0.0f) + " " + Double.valueOf(x).equals(x * 1.0);
    }
}
