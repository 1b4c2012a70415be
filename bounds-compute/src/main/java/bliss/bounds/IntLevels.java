package bliss.bounds;

import bliss.UserError;
import bliss.jml.CheckedInvariant;
import bliss.jml.Expr;

/**
 * The order encoding of ints: an int x in {@code [lo, hi]} is the set of <i>levels</i> {@code {v : lo < v <= x}},
 * one atom per level. Then {@code x <= y} is set inclusion, {@code x == y} set equality, {@code x + c} a shift of
 * the set: comparisons propagate in a SAT solver as well as the hand-written "ordered levels" of heights and black
 * heights do, where two's-complement adders and comparators do not.
 *
 * <p>Fields take values in {@code [fieldLo, fieldHi]}: at least {@code -(k+1)..k+1} (keys, sizes, counts and
 * heights at scope k) and every constant of the invariant. {@code [lo, hi]} adds a margin of the sum of all
 * constants on each side, so that shifting a field value or count by the constants of one expression never leaves
 * the range and comparisons stay exact.
 */
final class IntLevels {

    /** More levels than this means a constant too large for the order encoding. */
    private static final int MAX_LEVELS = 1024;

    final int lo;
    final int hi;
    final int fieldLo;
    final int fieldHi;

    IntLevels(int lo, int hi, int fieldLo, int fieldHi) {
        this.lo = lo;
        this.hi = hi;
        this.fieldLo = fieldLo;
        this.fieldHi = fieldHi;
    }

    static IntLevels of(CheckedInvariant invariant, int scope) {
        long[] maxAndSum = {0, 0};
        for (Expr clause : invariant.clauses()) {
            constants(clause, invariant, maxAndSum);
        }
        long fieldHi = Math.max(scope + 1L, maxAndSum[0]);
        long margin = maxAndSum[1] + 1;
        if (2 * (fieldHi + margin) > MAX_LEVELS) {
            throw new UserError("the invariant's int constants (up to " + maxAndSum[0]
                    + ") are too large for bounds: ints are order-encoded over at most " + MAX_LEVELS + " values");
        }
        return new IntLevels((int) (-fieldHi - margin), (int) (fieldHi + margin), (int) -fieldHi, (int) fieldHi);
    }

    private static void constants(Expr e, CheckedInvariant inv, long[] maxAndSum) {
        long c = -1;
        if (e instanceof Expr.IntLit i) {
            c = Math.abs((long) i.value());
        } else if (inv.meaning(e) instanceof CheckedInvariant.Constant k && k.value() instanceof Integer v) {
            c = Math.abs((long) v);
        }
        if (c >= 0) {
            maxAndSum[0] = Math.max(maxAndSum[0], c);
            maxAndSum[1] += c;
        }
        for (Expr child : Encoding.children(e)) {
            constants(child, inv, maxAndSum);
        }
    }

    /** The number of level atoms: levels {@code lo+1 .. hi}. */
    int count() {
        return hi - lo;
    }

    /** Position of level v among the level atoms (0 for lo+1). */
    int index(int v) {
        return v - lo - 1;
    }

    /** A bitwidth for two's-complement fallbacks: sums and differences of two values in range. */
    int bitwidth() {
        long need = 4L * Math.max(-lo, hi) + 1;
        int bits = 2;
        while ((1L << (bits - 1)) - 1 < need) {
            bits++;
        }
        return Math.min(bits, 32);
    }
}
