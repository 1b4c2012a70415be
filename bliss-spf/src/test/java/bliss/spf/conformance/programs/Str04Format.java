package bliss.spf.conformance.programs;

/** String.format with concrete arguments: widths, padding, hex, booleans, strings, chars, objects. */
public class Str04Format {
    static final class Named {
        @Override public String toString() { return "named"; }
    }
    static String run(int x) {
        return String.format("%d|%5d|%-5d|%05d|%x|%X|%s|%b|%c|%s|%8.3f|%,d|%%", x, x, x, x, x, x * 255, "str",
                x > 0, (char) ('a' + Math.floorMod(x, 26)), new Named(), x / 7.0, x * 1000000);
    }
}
