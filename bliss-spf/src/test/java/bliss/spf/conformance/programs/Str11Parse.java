package bliss.spf.conformance.programs;

/** Parsing numbers from text, and the NumberFormatException for bad input. */
public class Str11Parse {
    static String run(int x) {
        String s = x > 50 ? "12x" : String.valueOf(x * 7);
        int v = Integer.parseInt(s);
        long w = Long.parseLong("-" + Math.abs(x) + "0");
        return v + " " + w + " " + Integer.valueOf("0" + Math.abs(x)) + " " + Integer.parseInt("ff", 16) + " "
                + Integer.toHexString(x) + " " + Integer.toBinaryString(Math.abs(x)) + " " + Integer.toString(x, 7)
                + " " + Double.parseDouble("2.5") * x;
    }
}
