package bliss.spf.conformance.programs;

/** String concatenation of every primitive type, javac's indy recipe with constants. */
public class Concat01Primitives {
    static String run(int x) {
        long l = x * 10_000_000_000L;
        char c = (char) ('a' + Math.floorMod(x, 26));
        boolean b = x > 0;
        byte by = (byte) (x * 50);
        short s = (short) (x * 3000);
        double d = x / 4.0;
        float f = x / 3.0f;
        return "i=" + x + " l=" + l + " c=" + c + " b=" + b + " by=" + by + " s=" + s + " d=" + d + " f=" + f;
    }
}
