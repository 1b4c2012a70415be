package bliss.spf.conformance.programs;

/** Integer and Long: constants, overflow, compare, signum, bitCount, rotations, unsigned helpers, parse. */
public class Jdk03Integers {
    static String run(int x) {
        int big = Integer.MAX_VALUE + x;
        long lbig = Long.MIN_VALUE - x;
        return Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + big + " " + lbig + " " + Integer.compare(x, 2) + " "
                + Long.compare(x, 2L) + " " + Integer.signum(x) + " " + Long.signum(-x) + " " + Integer.bitCount(x) + " "
                + Long.bitCount(x * 12345L) + " " + Integer.rotateLeft(x, 3) + " " + Integer.rotateRight(x, 3) + " "
                + Integer.highestOneBit(Math.abs(x)) + " " + Integer.lowestOneBit(x) + " "
                + Integer.numberOfLeadingZeros(x) + " " + Integer.numberOfTrailingZeros(x) + " "
                + Integer.toUnsignedLong(x) + " " + Integer.compareUnsigned(x, 1) + " " + Integer.reverse(x) + " "
                + Integer.sum(x, 1) + " " + Long.max(x, 1L) + " " + Integer.SIZE + " " + Long.BYTES;
    }
}
