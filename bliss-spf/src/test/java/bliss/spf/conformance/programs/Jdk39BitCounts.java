package bliss.spf.conformance.programs;

/**
 * The bit counts of Integer and Long as BitSet and HashMap take them (numberOfTrailingZeros, numberOfLeadingZeros,
 * bitCount, highestOneBit, lowestOneBit), at zero, at both ends of the range and at ordinary values.
 */
public class Jdk39BitCounts {

    static final int[] INPUTS = {Integer.MIN_VALUE, -65, -8, -3, -1, 0, 1, 2, 3, 12, 64, 100, 1 << 30,
            Integer.MAX_VALUE};

    static String run(int x) {
        long w = ((long) x << 33) ^ x;
        StringBuilder sb = new StringBuilder();
        sb.append(Integer.numberOfTrailingZeros(x)).append(' ').append(Integer.numberOfLeadingZeros(x)).append(' ')
                .append(Integer.bitCount(x)).append(' ').append(Integer.highestOneBit(x)).append(' ')
                .append(Integer.lowestOneBit(x)).append(' ').append(Long.numberOfTrailingZeros(w)).append(' ')
                .append(Long.numberOfLeadingZeros(w)).append(' ').append(Long.bitCount(w)).append(' ')
                .append(Long.highestOneBit(w)).append(' ').append(Long.lowestOneBit(w)).append(' ')
                .append(Long.numberOfTrailingZeros((long) x)).append(' ').append(Long.numberOfLeadingZeros(x >>> 3));
        return sb.toString();
    }
}
