package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.solver.Intervals.Ints;
import bliss.spf.solver.Intervals.Range;
import bliss.spf.solver.Intervals.Reals;
import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Each rule of {@link Intervals} against Java's own arithmetic ({@link Expr#eval}), by brute force over float and
 * double bit patterns near the bounds that matter (the zeros, {@code MIN_VALUE}, {@code MIN_NORMAL}, 1,
 * {@code MAX_VALUE}, the infinities, NaN, their neighbours) and random ones: a range computed for an expression holds
 * its value under every sampled assignment within the operands' ranges; narrowing by a condition keeps every sampled
 * assignment that satisfies it; and a conjunction found refuted has no sampled assignment satisfying it. Then the
 * questions of Hashtable's repOK that it must refute, and the near misses (a product that underflows to zero, a NaN
 * that fcmpl lets through) that it must not.
 */
class IntervalsTest {

    private static final Var X = Var.ofFloat(1, "x");
    private static final Var Y = Var.ofFloat(2, "y");
    private static final Var D = Var.ofDouble(3, "d");
    private static final Var E = Var.ofDouble(4, "e");

    /** Floats at and around the bounds that matter, both signs. */
    private static final float[] FLOAT_BOUNDS;
    /** The float values tried for a variable: the bounds, their neighbours, and random bit patterns. */
    private static final float[] FLOATS;
    private static final double[] DOUBLE_BOUNDS;
    private static final double[] DOUBLES;

    static {
        float[] base = {0f, Float.MIN_VALUE, 2 * Float.MIN_VALUE, Float.MIN_NORMAL, 0.5f, 1f, 2f, 3f, 2.14748365E9f,
                Float.MAX_VALUE, Float.POSITIVE_INFINITY};
        Set<Float> bounds = new LinkedHashSet<>();
        for (float b : base) {
            bounds.add(b);
            bounds.add(-b);
        }
        FLOAT_BOUNDS = toFloats(bounds);
        Set<Float> values = new LinkedHashSet<>(bounds);
        for (float b : base) {
            for (float v : new float[]{b, -b}) {
                values.add(Math.nextUp(v));
                values.add(Math.nextDown(v));
            }
        }
        values.add(Float.NaN);
        Random random = new Random(21);
        for (int i = 0; i < 24; i++) {
            values.add(Float.intBitsToFloat(random.nextInt()));
        }
        FLOATS = toFloats(values);

        double[] dbase = {0d, Double.MIN_VALUE, Double.MIN_NORMAL, 0.5, 1d, 3d, Float.MAX_VALUE, Double.MAX_VALUE,
                Double.POSITIVE_INFINITY};
        Set<Double> dbounds = new LinkedHashSet<>();
        for (double b : dbase) {
            dbounds.add(b);
            dbounds.add(-b);
        }
        DOUBLE_BOUNDS = dbounds.stream().mapToDouble(Double::doubleValue).toArray();
        Set<Double> dvalues = new LinkedHashSet<>(dbounds);
        for (double b : dbase) {
            for (double v : new double[]{b, -b}) {
                dvalues.add(Math.nextUp(v));
                dvalues.add(Math.nextDown(v));
            }
        }
        dvalues.add(Double.NaN);
        for (int i = 0; i < 16; i++) {
            dvalues.add(Double.longBitsToDouble(random.nextLong()));
        }
        DOUBLES = dvalues.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static float[] toFloats(Set<Float> set) {
        float[] out = new float[set.size()];
        int i = 0;
        for (float f : set) {
            out[i++] = f;
        }
        return out;
    }

    // ---- ranges and their members

    /** Every range with bounds among {@code bounds} (and with or without NaN), the empty one and NaN alone. */
    private static List<Reals> ranges(double[] bounds) {
        List<Reals> out = new ArrayList<>();
        for (double lo : bounds) {
            for (double hi : bounds) {
                if (lo <= hi) {
                    out.add(new Reals(lo, hi, false));
                    out.add(new Reals(lo, hi, true));
                }
            }
        }
        out.add(Reals.NONE);
        out.add(new Reals(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, true));
        return out;
    }

    private static double[] floatBounds() {
        double[] out = new double[FLOAT_BOUNDS.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = FLOAT_BOUNDS[i];
        }
        return out;
    }

    /** The sampled values in r, its bounds and their inner neighbours, NaN if r has it: as raw bits of the type. */
    private static List<Long> members(Reals r, Type t) {
        Set<Long> out = new LinkedHashSet<>();
        if (t == Type.FLOAT) {
            for (float v : FLOATS) {
                if (r.contains(v)) {
                    out.add(bits(v));
                }
            }
            if (r.numbers()) {
                for (float v : new float[]{(float) r.lo(), (float) r.hi(), Math.nextUp((float) r.lo()),
                        Math.nextDown((float) r.hi()), -(float) r.lo(), -(float) r.hi()}) {
                    if (r.contains(v)) {
                        out.add(bits(v));
                    }
                }
            }
        } else {
            for (double v : DOUBLES) {
                if (r.contains(v)) {
                    out.add(bits(v));
                }
            }
            if (r.numbers()) {
                for (double v : new double[]{r.lo(), r.hi(), Math.nextUp(r.lo()), Math.nextDown(r.hi()), -r.lo(),
                        -r.hi()}) {
                    if (r.contains(v)) {
                        out.add(bits(v));
                    }
                }
            }
        }
        return new ArrayList<>(out);
    }

    private static long bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    private static long bits(double d) {
        return Double.doubleToRawLongBits(d);
    }

    private static Const f(float v) {
        return new Const(bits(v), Type.FLOAT);
    }

    private static Const dc(double v) {
        return new Const(bits(v), Type.DOUBLE);
    }

    /** Whether the range holds a concrete value of type t (raw bits for floats and doubles). */
    private static boolean holds(Range r, Type t, long value) {
        return switch (t) {
            case FLOAT -> ((Reals) r).contains(Float.intBitsToFloat((int) value));
            case DOUBLE -> ((Reals) r).contains(Double.longBitsToDouble(value));
            default -> ((Ints) r).contains(value);
        };
    }

    // ---- evaluation rules

    /** Every float and double instruction of two operands, over pairs of ranges, against Java's result. */
    @Test
    void binaryFloatingRulesHoldJavasResults() {
        Random random = new Random(7);
        List<Reals> fr = ranges(floatBounds());
        List<Reals> dr = ranges(DOUBLE_BOUNDS);
        Floating.Op[] floatOps = {Floating.Op.FADD, Floating.Op.FSUB, Floating.Op.FMUL, Floating.Op.FDIV,
                Floating.Op.FREM, Floating.Op.FCMPL, Floating.Op.FCMPG};
        Floating.Op[] doubleOps = {Floating.Op.DADD, Floating.Op.DSUB, Floating.Op.DMUL, Floating.Op.DDIV,
                Floating.Op.DCMPL, Floating.Op.DCMPG};
        int checked = 0;
        for (int trial = 0; trial < 1500; trial++) {
            boolean isFloat = trial % 4 != 3;
            List<Reals> pool = isFloat ? fr : dr;
            Reals a = pool.get(random.nextInt(pool.size()));
            Reals b = pool.get(random.nextInt(pool.size()));
            Floating.Op[] ops = isFloat ? floatOps : doubleOps;
            Var u = isFloat ? X : D;
            Var v = isFloat ? Y : E;
            Type t = isFloat ? Type.FLOAT : Type.DOUBLE;
            List<Long> as = members(a, t);
            List<Long> bs = members(b, t);
            for (Floating.Op op : ops) {
                Intervals iv = new Intervals();
                iv.restrict(u, a);
                iv.restrict(v, b);
                Floating e = new Floating(op, u, v);
                Range r = iv.of(e);
                for (long x : as) {
                    for (long y : bs) {
                        long result = e.eval(Map.of(u, x, v, y));
                        assertTrue(holds(r, op.result(), result), () -> op + " over " + a + ", " + b + " gives " + r
                                + " without " + show(result, op.result()) + " (" + show(x, t) + ", " + show(y, t) + ")");
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 100_000, "checked " + checked);
    }

    /** The same operand on both sides of a comparison: equal unless NaN. */
    @Test
    void anExpressionComparedWithItselfIsEqualUnlessNaN() {
        for (Reals a : ranges(floatBounds())) {
            Intervals iv = new Intervals();
            iv.restrict(X, a);
            Expr p = new Floating(Floating.Op.FMUL, f(3f), X);
            for (Floating.Op op : new Floating.Op[]{Floating.Op.FCMPL, Floating.Op.FCMPG}) {
                Floating e = new Floating(op, p, p);
                Range r = iv.of(e);
                for (long x : members(a, Type.FLOAT)) {
                    assertTrue(holds(r, Type.INT, e.eval(Map.of(X, x))), () -> e + " over " + a + ": " + r);
                }
            }
        }
    }

    /** Negation and the conversions, over every range of the operand's type. */
    @Test
    void unaryFloatingRulesHoldJavasResults() {
        for (Reals a : ranges(floatBounds())) {
            for (Floating.Op op : new Floating.Op[]{Floating.Op.FNEG, Floating.Op.F2I, Floating.Op.F2L,
                    Floating.Op.F2D}) {
                check(op, X, a, Type.FLOAT);
            }
        }
        for (Reals a : ranges(DOUBLE_BOUNDS)) {
            for (Floating.Op op : new Floating.Op[]{Floating.Op.DNEG, Floating.Op.D2I, Floating.Op.D2L,
                    Floating.Op.D2F}) {
                check(op, D, a, Type.DOUBLE);
            }
        }
        long[] intBounds = {Integer.MIN_VALUE, -16_777_217, -1, 0, 1, 3, 16_777_217, Integer.MAX_VALUE};
        long[] longBounds = {Long.MIN_VALUE, -(1L << 53) - 1, -1, 0, 1, 3, (1L << 53) + 1, Long.MAX_VALUE};
        Var n = Var.ofInt(5, "n");
        Var m = Var.ofLong(6, "m");
        for (long lo : intBounds) {
            for (long hi : intBounds) {
                if (lo > hi) {
                    continue;
                }
                for (Floating.Op op : new Floating.Op[]{Floating.Op.I2F, Floating.Op.I2D}) {
                    Intervals iv = new Intervals();
                    iv.restrict(n, new Ints(lo, hi));
                    Floating e = new Floating(op, n, null);
                    Range r = iv.of(e);
                    for (long v : new long[]{lo, hi, lo + 1, hi - 1, (lo + hi) / 2}) {
                        if (lo <= v && v <= hi) {
                            assertTrue(holds(r, op.result(), e.eval(Map.of(n, v))), () -> e + " over " + lo + ".." + hi);
                        }
                    }
                }
            }
        }
        for (long lo : longBounds) {
            for (long hi : longBounds) {
                if (lo > hi) {
                    continue;
                }
                for (Floating.Op op : new Floating.Op[]{Floating.Op.L2F, Floating.Op.L2D}) {
                    Intervals iv = new Intervals();
                    iv.restrict(m, new Ints(lo, hi));
                    Floating e = new Floating(op, m, null);
                    Range r = iv.of(e);
                    for (long v : new long[]{lo, hi, lo + 1, hi - 1, lo / 2 + hi / 2}) {
                        if (lo <= v && v <= hi) {
                            assertTrue(holds(r, op.result(), e.eval(Map.of(m, v))), () -> e + " over " + lo + ".." + hi);
                        }
                    }
                }
            }
        }
    }

    private static void check(Floating.Op op, Var v, Reals a, Type t) {
        Intervals iv = new Intervals();
        iv.restrict(v, a);
        Floating e = new Floating(op, v, null);
        Range r = iv.of(e);
        for (long x : members(a, t)) {
            long result = e.eval(Map.of(v, x));
            assertTrue(holds(r, op.result(), result), () -> op + " over " + a + " gives " + r + " without "
                    + show(result, op.result()));
        }
    }

    /** int and long arithmetic over ranges with bounds near 0 and the ends of the type. */
    @Test
    void integerRulesHoldJavasResults() {
        for (Type t : new Type[]{Type.INT, Type.LONG}) {
            long min = t == Type.INT ? Integer.MIN_VALUE : Long.MIN_VALUE;
            long max = t == Type.INT ? Integer.MAX_VALUE : Long.MAX_VALUE;
            long[] bounds = {min, min + 1, -5, -1, 0, 1, 2, 5, max - 1, max};
            Var a = new Var(7, "a", t, min, max);
            Var b = new Var(8, "b", t, min, max);
            Var s = Var.ofInt(9, "s");
            List<Ints> ranges = new ArrayList<>();
            for (long lo : bounds) {
                for (long hi : bounds) {
                    if (lo <= hi) {
                        ranges.add(new Ints(lo, hi));
                    }
                }
            }
            for (Ints ra : ranges) {
                for (Ints rb : ranges) {
                    for (Binary.Op op : Binary.Op.values()) {
                        Var right = op.isShift() ? s : b;
                        Ints rr = op.isShift() ? new Ints(Math.max(rb.lo(), Integer.MIN_VALUE),
                                Math.min(rb.hi(), Integer.MAX_VALUE)) : rb;
                        if (rr.empty()) {
                            continue;
                        }
                        Intervals iv = new Intervals();
                        iv.restrict(a, ra);
                        iv.restrict(right, rr);
                        Binary e = new Binary(op, a, right);
                        Range r = iv.of(e);
                        for (long x : samples(ra)) {
                            for (long y : samples(rr)) {
                                long result;
                                try {
                                    result = e.eval(Map.of(a, x, right, y));
                                } catch (ArithmeticException byZero) {
                                    continue;
                                }
                                assertTrue(holds(r, t, result), () -> e + " over " + ra + ", " + rr + ": " + r
                                        + " without " + result + " (" + x + ", " + y + ")");
                            }
                        }
                    }
                }
            }
        }
    }

    private static long[] samples(Ints r) {
        Set<Long> out = new LinkedHashSet<>();
        for (long v : new long[]{r.lo(), r.hi(), r.lo() + 1, r.hi() - 1, r.lo() / 2 + r.hi() / 2, 0, 1, -1, 31, 32,
                33, 63, 64}) {
            if (r.contains(v)) {
                out.add(v);
            }
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    // ---- narrowing

    /**
     * Narrowing by {@code fcmp(x, y) op k} (and by {@code x op k} of an int) keeps every sampled assignment within
     * the ranges that satisfies it.
     */
    @Test
    void narrowingKeepsEverySatisfyingAssignment() {
        Random random = new Random(11);
        List<Reals> pool = ranges(floatBounds());
        Floating.Op[] cmps = {Floating.Op.FCMPL, Floating.Op.FCMPG};
        for (int trial = 0; trial < 1500; trial++) {
            Reals a = pool.get(random.nextInt(pool.size()));
            Reals b = pool.get(random.nextInt(pool.size()));
            for (Floating.Op cmp : cmps) {
                for (Compare.Op op : Compare.Op.values()) {
                    for (int k = -1; k <= 1; k++) {
                        Expr[] conditions = {cmp(op, new Floating(cmp, X, Y), i(k)),
                                cmp(op, new Floating(cmp, X, f(0.5f)), i(k)),
                                cmp(op, i(k), new Floating(cmp, f(-0f), Y))};
                        for (Expr c : conditions) {
                            Intervals iv = new Intervals();
                            iv.restrict(X, a);
                            iv.restrict(Y, b);
                            iv.narrow(c);
                            Range nx = iv.rangeOf(X);
                            Range ny = iv.rangeOf(Y);
                            for (long x : members(a, Type.FLOAT)) {
                                for (long y : members(b, Type.FLOAT)) {
                                    Map<Var, Long> env = Map.of(X, x, Y, y);
                                    if (c.eval(env) != 0) {
                                        assertTrue(holds(nx, Type.FLOAT, x) && holds(ny, Type.FLOAT, y),
                                                () -> c + " over " + a + ", " + b + " narrowed to " + nx + ", " + ny
                                                        + " without " + show(x, Type.FLOAT) + ", " + show(y, Type.FLOAT));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        Var n = intVar(10, -3, 3);
        Var m = intVar(11, -3, 3);
        for (Compare.Op op : Compare.Op.values()) {
            for (int k = -4; k <= 4; k++) {
                for (Expr c : new Expr[]{cmp(op, n, i(k)), cmp(op, i(k), n), cmp(op, n, m),
                        cmp(op, bin(Binary.Op.REM, i(k), n), i(0))}) {
                    Intervals iv = new Intervals();
                    iv.narrow(c);
                    for (long x = -3; x <= 3; x++) {
                        for (long y = -3; y <= 3; y++) {
                            Map<Var, Long> env = Map.of(n, x, m, y);
                            if (Build.holds(c, env)) {
                                long fx = x;
                                long fy = y;
                                assertTrue(((Ints) iv.rangeOf(n)).contains(x) && ((Ints) iv.rangeOf(m)).contains(y),
                                        () -> c + " narrowed " + iv.rangeOf(n) + ", " + iv.rangeOf(m) + " without " + fx
                                                + ", " + fy);
                            }
                        }
                    }
                }
            }
        }
    }

    // ---- refutation, end to end

    private static final Var LF = Var.ofFloat(20, "X.loadFactor");
    private static final Var N = intVar(21, 0, 2);
    private static final Var T = Var.ofInt(22, "X.threshold");
    private static final Var C = intVar(23, -1, 3);

    /**
     * Random conjunctions of the atoms Hashtable's repOK and Math.min make (and their negations): whenever one is
     * refuted, no assignment of a sampled load factor, every length 0..2, threshold -1..3 and count -1..3 satisfies
     * it. And the refuter must be useful: it refutes some.
     */
    @Test
    void aRefutedConjunctionHasNoSatisfyingAssignment() {
        List<Expr> atoms = atoms();
        Random random = new Random(5);
        int refuted = 0;
        for (int trial = 0; trial < 4000; trial++) {
            List<Expr> conjunction = new ArrayList<>();
            int size = 1 + random.nextInt(4);
            for (int j = 0; j < size; j++) {
                Expr a = atoms.get(random.nextInt(atoms.size()));
                conjunction.add(random.nextBoolean() ? a : Exprs.not(a));
            }
            if (!new Intervals().refutes(conjunction)) {
                continue;
            }
            refuted++;
            Map<Var, Long> env = new HashMap<>();
            for (float lf : FLOATS) {
                env.put(LF, bits(lf));
                for (long n = 0; n <= 2; n++) {
                    env.put(N, n);
                    for (long t = -1; t <= 3; t++) {
                        env.put(T, t);
                        for (long c = -1; c <= 3; c++) {
                            env.put(C, c);
                            Map<Var, Long> at = Map.copyOf(env);
                            assertFalse(satisfiesAll(conjunction, at), () -> "refuted " + conjunction + " but " + at);
                        }
                    }
                }
            }
        }
        assertTrue(refuted > 300, "refuted " + refuted);
    }

    private static List<Expr> atoms() {
        Expr length = Exprs.floating(Floating.Op.I2F, N, null);               // a choice: ite(N == 0, 0f, ...)
        Expr product = new Floating(Floating.Op.FMUL, length, LF);
        Expr grown = new Floating(Floating.Op.FMUL, new Floating(Floating.Op.I2F,
                bin(Binary.Op.ADD, bin(Binary.Op.SHL, N, i(1)), i(1)), null), LF);
        Expr half = new Floating(Floating.Op.FMUL, LF, f(0.5f));
        List<Expr> atoms = new ArrayList<>();
        for (Floating.Op cmp : new Floating.Op[]{Floating.Op.FCMPL, Floating.Op.FCMPG}) {
            atoms.add(gt(new Floating(cmp, LF, f(0f)), i(0)));
            atoms.add(le(new Floating(cmp, LF, f(1f)), i(0)));
            atoms.add(eq(new Floating(cmp, LF, f(-0f)), i(0)));
            atoms.add(lt(new Floating(cmp, LF, f(Float.MIN_VALUE)), i(0)));
            atoms.add(ge(new Floating(cmp, LF, f(Float.MIN_NORMAL)), i(0)));
            atoms.add(eq(new Floating(cmp, LF, f(Float.POSITIVE_INFINITY)), i(0)));
            atoms.add(eq(new Floating(cmp, product, f(0f)), i(0)));
            atoms.add(ne(new Floating(cmp, product, product), i(0)));
            atoms.add(gt(new Floating(cmp, product, f(2.14748365E9f)), i(0)));
            atoms.add(eq(new Floating(cmp, half, f(0f)), i(0)));
            atoms.add(ne(new Floating(cmp, grown, grown), i(0)));
            atoms.add(gt(new Floating(cmp, grown, f(2f)), i(0)));
            atoms.add(lt(new Floating(cmp, new Floating(Floating.Op.FADD, LF, f(-1f)), f(0f)), i(0)));
            atoms.add(gt(new Floating(cmp, new Floating(Floating.Op.FSUB, f(1f), LF), f(0.5f)), i(0)));
        }
        atoms.add(eq(T, new Floating(Floating.Op.F2I, product, null)));
        atoms.add(eq(T, new Floating(Floating.Op.F2I, grown, null)));
        atoms.add(lt(C, T));
        atoms.add(eq(C, i(1)));
        atoms.add(ne(N, i(0)));
        atoms.add(gt(N, i(1)));
        atoms.add(eq(bin(Binary.Op.REM, C, N), i(1)));
        atoms.add(ne(bin(Binary.Op.REM, bin(Binary.Op.AND, C, i(Integer.MAX_VALUE)), N), i(0)));
        return atoms;
    }

    // ---- the questions that matter, and the near misses

    private static final Var LENGTH = intVar(30, 0, 2);

    private static List<Expr> repOk() {
        return List.of(gt(new Floating(Floating.Op.FCMPL, LF, f(0f)), i(0)),
                le(new Floating(Floating.Op.FCMPG, LF, f(1f)), i(0)), ne(LENGTH, i(0)));
    }

    private static Expr tableTimesLoadFactor() {
        return Exprs.floating(Floating.Op.FMUL, Exprs.floating(Floating.Op.I2F, LENGTH, null), LF);
    }

    private static boolean refutes(List<Expr> pathCondition, Expr query) {
        List<Expr> all = new ArrayList<>(pathCondition);
        all.add(query);
        return new Intervals().refutes(all);
    }

    /** Math.min's three questions on {@code table.length * loadFactor} under {@code 0 < loadFactor <= 1}. */
    @Test
    void mathMinsQuestionsOnHashtablesProductAreRefuted() {
        Expr p = tableTimesLoadFactor();
        assertInstanceOf(Floating.class, p);
        assertInstanceOf(Ite.class, ((Floating) p).left(), "the length's conversion is a choice of constants");
        assertTrue(refutes(repOk(), eq(new Floating(Floating.Op.FCMPL, p, f(0f)), i(0))), "a == 0.0f");
        assertTrue(refutes(repOk(), ne(new Floating(Floating.Op.FCMPL, p, p), i(0))), "a != a (NaN)");
        assertTrue(refutes(repOk(), gt(new Floating(Floating.Op.FCMPG, p, f(2.14748365E9f)), i(0))), "a > b");
        // the threshold and a count below it: count == 2 is impossible when length * loadFactor <= 2
        Expr threshold = eq(T, new Floating(Floating.Op.F2I, p, null));
        List<Expr> withThreshold = new ArrayList<>(repOk());
        withThreshold.add(threshold);
        withThreshold.add(lt(C, T));
        assertTrue(refutes(withThreshold, eq(C, i(2))));
        assertFalse(refutes(withThreshold, eq(C, i(1))), "a count of 1 below a threshold of 2");
        // a bin of a table whose length a division says is not 0, of one bin at scope 1
        Var one = intVar(31, 0, 1);
        Var hash = Var.ofInt(32, "N1.hash");
        Expr bin = bin(Binary.Op.REM, bin(Binary.Op.AND, hash, i(Integer.MAX_VALUE)), one);
        assertTrue(refutes(List.of(eq(bin(Binary.Op.REM, bin(Binary.Op.AND, Var.ofInt(33, "k"), i(Integer.MAX_VALUE)),
                one), i(0))), ne(bin, i(0))));
        assertFalse(refutes(List.of(gt(LENGTH, i(0))), ne(bin(Binary.Op.REM, hash, LENGTH), i(0))), "two bins");
    }

    /** What must stay satisfiable: each is, by a concrete witness in Java's arithmetic. */
    @Test
    void nearMissesAreNotRefuted() {
        Expr positive = gt(new Floating(Floating.Op.FCMPL, LF, f(0f)), i(0));
        // a positive product can underflow to 0: MIN_VALUE * 0.5f == 0 (a tie, to even)
        assertEquals(0f, Float.MIN_VALUE * 0.5f);
        assertFalse(refutes(List.of(positive), eq(new Floating(Floating.Op.FCMPL,
                new Floating(Floating.Op.FMUL, LF, f(0.5f)), f(0f)), i(0))));
        assertEquals(0f, Float.MIN_VALUE * Float.MIN_VALUE);
        assertFalse(refutes(List.of(positive), eq(new Floating(Floating.Op.FCMPL,
                new Floating(Floating.Op.FMUL, LF, LF), f(0f)), i(0))));
        // from MIN_NORMAL up, half is subnormal but not 0
        assertTrue(refutes(List.of(ge(new Floating(Floating.Op.FCMPL, LF, f(Float.MIN_NORMAL)), i(0))),
                eq(new Floating(Floating.Op.FCMPL, new Floating(Floating.Op.FMUL, LF, f(0.5f)), f(0f)), i(0))));
        // fcmpl lets NaN through <= 1, fcmpg does not
        Expr p = new Floating(Floating.Op.FMUL, f(3f), LF);
        Expr isNaN = ne(new Floating(Floating.Op.FCMPL, p, p), i(0));
        assertFalse(refutes(List.of(le(new Floating(Floating.Op.FCMPL, LF, f(1f)), i(0))), isNaN));
        assertTrue(refutes(List.of(le(new Floating(Floating.Op.FCMPG, LF, f(1f)), i(0))), isNaN));
        // without a range, the product may be NaN, 0, or beyond any bound
        assertFalse(refutes(List.of(), isNaN));
        assertFalse(refutes(List.of(ne(LENGTH, i(0))), eq(new Floating(Floating.Op.FCMPL, tableTimesLoadFactor(),
                f(0f)), i(0))));
        // the zeros are one number: x == 0.0f holds for -0.0f
        assertTrue(refutes(List.of(eq(new Floating(Floating.Op.FCMPL, LF, f(0f)), i(0))),
                ne(new Floating(Floating.Op.FCMPL, LF, f(-0f)), i(0))));
        assertFalse(refutes(List.of(eq(new Floating(Floating.Op.FCMPL, LF, f(0f)), i(0))),
                eq(new Floating(Floating.Op.FCMPL, LF, f(-0f)), i(0))));
        // 1 - x > 1 for no x > 0 but NaN, which fcmpl makes -1 (not > 0) and fcmpg makes 1
        Expr oneMinus = new Floating(Floating.Op.FSUB, f(1f), LF);
        assertTrue(refutes(List.of(positive), gt(new Floating(Floating.Op.FCMPL, oneMinus, f(1f)), i(0))));
        assertFalse(refutes(List.of(), gt(new Floating(Floating.Op.FCMPG, oneMinus, f(1f)), i(0))));
        // inf * 0 is NaN: a product over a range holding both is not a number for sure
        assertFalse(refutes(List.of(ge(new Floating(Floating.Op.FCMPL, LF, f(0f)), i(0))),
                ne(new Floating(Floating.Op.FCMPL, new Floating(Floating.Op.FMUL, LF, f(Float.POSITIVE_INFINITY)),
                        new Floating(Floating.Op.FMUL, LF, f(Float.POSITIVE_INFINITY))), i(0))));
    }

    /** In the chain: the three questions answered without Z3, counted as {@code byRanges}; Z3 agrees. */
    @Test
    void theChainAnswersThemWithoutZ3() {
        Expr p = tableTimesLoadFactor();
        List<Expr> questions = List.of(eq(new Floating(Floating.Op.FCMPL, p, f(0f)), i(0)),
                ne(new Floating(Floating.Op.FCMPL, p, p), i(0)),
                gt(new Floating(Floating.Op.FCMPG, p, f(2.14748365E9f)), i(0)));
        try (PathSolver standard = PathSolvers.standard(); PathSolver z3 = PathSolvers.z3Only()) {
            for (Expr c : repOk()) {
                assertTrue(standard.isSatisfiable(c));
                standard.push(c);
                z3.push(c);
            }
            long z3Before = standard.stats().z3Calls();
            for (Expr q : questions) {
                assertFalse(standard.isSatisfiable(q), q.toString());
                assertFalse(z3.isSatisfiable(q), q + " (Z3)");
            }
            assertEquals(3, standard.stats().byRanges());
            assertEquals(z3Before, standard.stats().z3Calls());
            // a satisfiable one goes on to Z3 and is satisfiable there
            assertTrue(standard.isSatisfiable(lt(new Floating(Floating.Op.FCMPG, p, f(0.5f)), i(0))));
        }
    }

    private static String show(long value, Type t) {
        return switch (t) {
            case FLOAT -> Float.intBitsToFloat((int) value) + "f";
            case DOUBLE -> Double.toString(Double.longBitsToDouble(value));
            default -> Long.toString(value);
        };
    }
}
