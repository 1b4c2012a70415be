package bliss.spf.conformance.programs;

/**
 * Math.min and Math.max of floats and doubles as OpenJDK's Hashtable takes them (the smaller of length * loadFactor
 * and a bound): ordinary values, NaN in either place, and the two zeros, which == does not tell apart and min and max
 * do (-0.0 is the smaller).
 */
public class Jdk38FloatMinMax {

    static String run(int x) {
        float f = x / 2.0f;
        double d = x * 0.25;
        float nan = 0.0f / 0.0f;
        StringBuilder sb = new StringBuilder();
        sb.append(Math.min(f, 1.0f)).append(' ').append(Math.max(f, -0.0f)).append(' ')
                .append(Math.min(-f, 0.0f)).append(' ').append(Math.max(0.0f, -f)).append(' ')
                .append(Math.min(nan, f)).append(' ').append(Math.max(f, nan)).append(' ')
                .append(Math.max(d, 0.5)).append(' ').append(Math.min(0.0, -d)).append(' ')
                .append(Math.max(-0.0, d * 0)).append(' ').append(Math.min(d, Double.NaN)).append(' ')
                .append((int) Math.min(x * 0.75f, 2.0f + 1));
        return sb.toString();
    }
}
