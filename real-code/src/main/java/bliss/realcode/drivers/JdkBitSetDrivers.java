package bliss.realcode.drivers;

import bliss.realcode.jdk.BitSet;
import bliss.symbolic.Symbolic;

import static bliss.realcode.drivers.Calls.call;

/**
 * Drivers of OpenJDK 17's {@code java.util.BitSet}, copied as {@link BitSet}: its words are an input array of
 * longs.
 */
public final class JdkBitSetDrivers {

    private JdkBitSetDrivers() {
    }

    private static BitSet receiver() {
        return Symbolic.object("X", new BitSet());
    }

    public static void get() {
        BitSet x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.get(i));
    }

    public static void nextSetBit() {
        BitSet x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.nextSetBit(i));
    }

    public static void clear() {
        BitSet x = receiver();
        int i = Symbolic.integer("i");
        call(() -> x.clear(i));
    }

    public static void length() {
        BitSet x = receiver();
        call(x::length);
    }

    public static void cardinality() {
        BitSet x = receiver();
        call(x::cardinality);
    }
}
