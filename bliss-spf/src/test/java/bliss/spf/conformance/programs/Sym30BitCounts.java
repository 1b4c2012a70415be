package bliss.spf.conformance.programs;

import bliss.symbolic.Symbolic;

/** Symbolic: the bit counts of a symbolic int and long, as BitSet's nextSetBit and length take them. */
public class Sym30BitCounts {
    static String run(int x) {
        long w = x;
        if (Long.numberOfLeadingZeros(w) == 64) {
            return "zero";
        }
        if (Long.numberOfTrailingZeros(w) == 2) {
            return "two";
        }
        return Integer.bitCount(x) > 2 || Integer.highestOneBit(x) < 0 ? "many" : "few";
    }

    static final int LO = -8, HI = 8;
    /**
     * 4: the counts are branch-free model code, so only the program's own branches split. x = 0 (64 leading zeros:
     * "zero"); two trailing zeros, 4 and -4 ("two"); more than two bits, 7 and every other negative ("many"); then
     * the second operand: a negative highest bit needs a negative x, and every negative x but -4 has more than two
     * bits, so only its false side is feasible: 1, 2, 3, 5, 6, 8 ("few").
     */
    static final int PATHS = 4;

    static void symbolic() {
        int x = Symbolic.integer("x");
        Symbolic.assume(x >= LO && x <= HI);
        System.out.println(run(x));
    }
}
