package bliss.spf.conformance.programs;

/** printf to System.out, and format errors from the JDK's formatter. */
public class Str05Format2 {
    static String run(int x) {
        System.out.printf("x=%d, x*x=%d%n", x, x * x);
        System.out.println(String.format("%s and %s", "a", x));
        if (x > 5) {
            return String.format("%d", "not a number");
        }
        return String.format("%3s|%-3s|", x, x);
    }
}
