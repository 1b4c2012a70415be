package values.floats;

import bliss.symbolic.Symbolic;

/** Floating-point input fields: a load factor and a capacity as {@code java.util.HashMap} has them, a boxed weight. */
public class Load {

    /*@ invariant true; @*/

    int capacity;
    float loadFactor;
    Double weight;

    public boolean repOK() {
        return true;
    }

    /** HashMap.resize's threshold: below 2^30 the product truncated, else the largest int (NaN is not below). */
    public int threshold() {
        float ft = (float) capacity * loadFactor;
        return ft < (float) (1 << 30) ? (int) ft : Integer.MAX_VALUE;
    }

    /** NaN, positive, negative, positive zero or negative zero (told apart by the sign of 1 / f). */
    public int sign() {
        if (Float.isNaN(loadFactor)) {
            return 0;
        }
        if (loadFactor > 0) {
            return 1;
        }
        if (loadFactor < 0) {
            return 2;
        }
        return 1 / loadFactor > 0 ? 3 : 4;
    }

    /** A boxed double: null, above 1.5, exactly 1.5 (twice it truncated to a long is 3), or anything else. */
    public int weigh() {
        if (weight == null) {
            return 0;
        }
        double w = weight;
        if (w > 1.5) {
            return 1;
        }
        return (long) (w * 2) == 3 ? 2 : 3;
    }

    /** Every int survives a round trip through double; not every int one through float (2^24 + 1 does not). */
    public int roundTrips() {
        if ((int) (double) capacity != capacity) {
            return -1;
        }
        return (int) (float) capacity == capacity ? 1 : 2;
    }

    public static void thresholdDriver() {
        System.out.println(Symbolic.object("X", new Load()).threshold());
    }

    public static void signDriver() {
        System.out.println(Symbolic.object("X", new Load()).sign());
    }

    public static void weighDriver() {
        System.out.println(Symbolic.object("X", new Load()).weigh());
    }

    public static void roundTripsDriver() {
        System.out.println(Symbolic.object("X", new Load()).roundTrips());
    }
}
