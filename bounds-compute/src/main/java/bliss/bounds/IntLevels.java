package bliss.bounds;

import bliss.UserError;
import bliss.jml.CheckedInvariant;
import bliss.jml.JmlExpr;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

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
 *
 * <p><b>Order-only fields</b> get {@code [0, k-1]} instead: a field whose every read is one side of a comparison whose
 * other side reads the same field, both of a quantified variable or {@code this} (never null), matters only by the
 * order of its values. Replacing every value of a model by its rank among the values of the structure's objects
 * keeps every such comparison and every other part of the model, and the ranks of at most k nodes (or of the header
 * alone) lie in {@code [0, k-1]}: the invariant is satisfiable for exactly the same field tuples. Keys of search
 * trees are order-only; the order encoding of each then has k levels instead of about 2k + 4.
 */
final class IntLevels {

    /** More levels than this means a constant too large for the order encoding. */
    private static final int MAX_LEVELS = 1024;

    final int lo;
    final int hi;
    final int fieldLo;
    final int fieldHi;
    /** The order-only int fields (range {@code [0, k-1]}). */
    private final Set<FieldShape> orderOnly;
    private final int scope;
    /** The largest magnitude a two's-complement fallback computes: a side of a comparison (see {@link #bitwidth}). */
    private final long largestSum;

    IntLevels(int lo, int hi, int fieldLo, int fieldHi) {
        this(lo, hi, fieldLo, fieldHi, Set.of(), 1, 0);
    }

    private IntLevels(int lo, int hi, int fieldLo, int fieldHi, Set<FieldShape> orderOnly, int scope,
                      long largestSum) {
        this.lo = lo;
        this.hi = hi;
        this.fieldLo = fieldLo;
        this.fieldHi = fieldHi;
        this.orderOnly = orderOnly;
        this.scope = scope;
        this.largestSum = largestSum;
    }

    /** The lowest value of an int field. */
    int fieldLo(FieldShape f) {
        return orderOnly.contains(f) ? 0 : fieldLo;
    }

    /** The highest value of an int field. */
    int fieldHi(FieldShape f) {
        return orderOnly.contains(f) ? Math.max(0, scope - 1) : fieldHi;
    }

    /** Whether a field is order-only (see the class comment). */
    boolean orderOnly(FieldShape f) {
        return orderOnly.contains(f);
    }

    /** The levels of an invariant at a scope, with order-only fields found. */
    static IntLevels of(CheckedInvariant invariant, int scope) {
        return of(invariant, scope, true);
    }

    /**
     * The levels of an invariant at a scope.
     *
     * @param intRanges give order-only fields the range {@code [0, k-1]} (else every field has the full range)
     */
    static IntLevels of(CheckedInvariant invariant, int scope, boolean intRanges) {
        long[] maxAndSum = {0, 0};
        for (JmlExpr clause : invariant.clauses()) {
            constants(clause, invariant, maxAndSum);
        }
        long fieldHi = Math.max(scope + 1L, maxAndSum[0]);
        long margin = maxAndSum[1] + 1;
        if (2 * (fieldHi + margin) > MAX_LEVELS) {
            throw new UserError("the invariant's int constants (up to " + maxAndSum[0]
                    + ") are too large for bounds: ints are order-encoded over at most " + MAX_LEVELS + " values");
        }
        Set<FieldShape> orderOnly = intRanges ? orderOnlyFields(invariant) : Set.of();
        int terms = 0;
        for (JmlExpr clause : invariant.clauses()) {
            terms = Math.max(terms, widestSide(clause, invariant));
        }
        // each unknown of a side is a level set's size plus lo, at most fieldHi + margin in magnitude
        long largestSum = terms * (fieldHi + margin) + maxAndSum[1];
        return new IntLevels((int) (-fieldHi - margin), (int) (fieldHi + margin), (int) -fieldHi, (int) fieldHi,
                orderOnly, scope, largestSum);
    }

    /** The most unknowns (as {@link #unknowns} counts them) on one side of any comparison within e. */
    private static int widestSide(JmlExpr e, CheckedInvariant inv) {
        int most = 0;
        if (e instanceof JmlExpr.Binary b && isComparison(b.op())) {
            most = Math.max(unknowns(b.left(), inv), unknowns(b.right(), inv));
        }
        for (JmlExpr child : JmlExpr.children(e)) {
            most = Math.max(most, widestSide(child, inv));
        }
        return most;
    }

    /** The unknown terms of an int sum {@code a + b - c + 1}: constants count 0, a conditional its larger branch. */
    private static int unknowns(JmlExpr e, CheckedInvariant inv) {
        if (e instanceof JmlExpr.IntLit || inv.meaning(e) instanceof CheckedInvariant.Constant) {
            return 0;
        } else if (e instanceof JmlExpr.Unary u && u.op() == JmlExpr.UnaryOp.NEG) {
            return unknowns(u.operand(), inv);
        } else if (e instanceof JmlExpr.Binary b
                && (b.op() == JmlExpr.BinaryOp.PLUS || b.op() == JmlExpr.BinaryOp.MINUS)) {
            return unknowns(b.left(), inv) + unknowns(b.right(), inv);
        } else if (e instanceof JmlExpr.Conditional c) {
            return Math.max(unknowns(c.then(), inv), unknowns(c.otherwise(), inv));
        }
        return 1;
    }

    /** The int fields every read of which compares with a read of the same field, both of a non-null object. */
    static Set<FieldShape> orderOnlyFields(CheckedInvariant invariant) {
        Map<FieldShape, Boolean> ok = new HashMap<>();
        Set<JmlExpr> compared = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (JmlExpr clause : invariant.clauses()) {
            comparedReads(clause, invariant, compared);
        }
        for (JmlExpr clause : invariant.clauses()) {
            reads(clause, invariant, compared, ok);
        }
        Set<FieldShape> out = new HashSet<>();
        ok.forEach((f, b) -> {
            if (b) {
                out.add(f);
            }
        });
        return out;
    }

    /** Marks the reads that are a side of a comparison with a read of the same field (both of non-null objects). */
    private static void comparedReads(JmlExpr e, CheckedInvariant inv, Set<JmlExpr> out) {
        if (e instanceof JmlExpr.Binary b && isComparison(b.op())) {
            FieldShape l = intRead(b.left(), inv);
            FieldShape r = intRead(b.right(), inv);
            if (l != null && l.equals(r)) {
                out.add(b.left());
                out.add(b.right());
            }
        }
        for (JmlExpr child : JmlExpr.children(e)) {
            comparedReads(child, inv, out);
        }
    }

    private static void reads(JmlExpr e, CheckedInvariant inv, Set<JmlExpr> compared, Map<FieldShape, Boolean> ok) {
        FieldShape f = fieldRead(e, inv);
        if (f != null && f.kind() == FieldKind.INT) {
            ok.merge(f, compared.contains(e), Boolean::logicalAnd);
        }
        for (JmlExpr child : JmlExpr.children(e)) {
            reads(child, inv, compared, ok);
        }
    }

    private static boolean isComparison(JmlExpr.BinaryOp op) {
        return switch (op) {
            case LT, LE, GT, GE, EQ, NE -> true;
            default -> false;
        };
    }

    /** The field of a read {@code x.f} or {@code f} (of {@code this}) whose target is a variable or this; else null. */
    private static FieldShape intRead(JmlExpr e, CheckedInvariant inv) {
        FieldShape f = fieldRead(e, inv);
        if (f == null || f.kind() != FieldKind.INT) {
            return null;
        }
        if (e instanceof JmlExpr.Field fa) {
            JmlExpr t = fa.target();
            boolean nonNull = t instanceof JmlExpr.This
                    || t instanceof JmlExpr.Name && inv.meaning(t) instanceof CheckedInvariant.Variable;
            return nonNull ? f : null;
        }
        return f; // a field of this
    }

    /** The field an expression reads (a field access or a name meaning a field of this), or null. */
    private static FieldShape fieldRead(JmlExpr e, CheckedInvariant inv) {
        if (e instanceof JmlExpr.Field fa && !(inv.meaning(e) instanceof CheckedInvariant.Constant)) {
            return inv.field(fa);
        }
        if (e instanceof JmlExpr.Name && inv.meaning(e) instanceof CheckedInvariant.ThisField tf) {
            return tf.field();
        }
        return null;
    }

    private static void constants(JmlExpr e, CheckedInvariant inv, long[] maxAndSum) {
        long c = -1;
        if (e instanceof JmlExpr.IntLit i) {
            c = Math.abs((long) i.value());
        } else if (inv.meaning(e) instanceof CheckedInvariant.Constant k && k.value() instanceof Integer v) {
            c = Math.abs((long) v);
        }
        if (c >= 0) {
            maxAndSum[0] = Math.max(maxAndSum[0], c);
            maxAndSum[1] += c;
        }
        for (JmlExpr child : JmlExpr.children(e)) {
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

    /**
     * A bitwidth for two's-complement fallbacks: sums and differences of two values in range, and every side of a
     * comparison of the invariant. Kodkod's ints wrap at the bitwidth; a side with many unknowns (17 of them in
     * bliss-spf's JmlConformanceTest fixture {@code Overflow}) once wrapped where Java's and the Z3 translation's
     * ints do not.
     */
    int bitwidth() {
        long need = Math.max(4L * Math.max(-lo, hi) + 1, largestSum);
        int bits = 2;
        while ((1L << (bits - 1)) - 1 < need) {
            bits++;
        }
        return Math.min(bits, 32);
    }
}
