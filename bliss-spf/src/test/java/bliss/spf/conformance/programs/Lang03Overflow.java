package bliss.spf.conformance.programs;

/** Integer overflow, division and remainder signs, MIN_VALUE corner cases, compound assignments narrowing. */
public class Lang03Overflow {
    static String run(int x) {
        int max = Integer.MAX_VALUE;
        long lmin = Long.MIN_VALUE;
        byte b = 120;
        b += x;
        short s = Short.MAX_VALUE;
        s++;
        char c = 0;
        c--;
        int div = x == 0 ? 0 : Integer.MIN_VALUE / (x > 0 ? -1 : x);
        return (max + x) + " " + (max * x) + " " + (lmin - x) + " " + (-7 / 2) + " " + (-7 % 2) + " " + (7 % -2) + " "
                + (x / 3) + " " + (x % 3) + " " + b + " " + s + " " + (int) c + " " + div + " " + (Integer.MIN_VALUE % -1)
                + " " + (long) max * max + " " + -Integer.MIN_VALUE;
    }
}
