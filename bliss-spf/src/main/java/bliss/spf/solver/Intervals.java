package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Dags;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Interval reasoning over Java's int, long, float and double values, for refuting a conjunction of conditions
 * ({@link IntervalRefuter}). Each variable has a <em>range</em>: an interval of ints or longs, or for a float or double
 * an interval of its non-NaN values (compared numerically, so -0.0 and +0.0 are one point) and whether it may be NaN.
 * {@link #of} gives a range that holds every value an expression takes when its variables lie within theirs;
 * {@link #narrow} shrinks the ranges by a condition known to hold; {@link #refutes} narrows by every condition of a
 * conjunction, a few rounds, and then finds one condition false over the whole of the ranges, or a variable with no
 * value left.
 *
 * <p>Why floating-point ranges are exact enough without outward rounding: IEEE 754's rounding to nearest is monotone
 * (x &lt;= y implies round(x) &lt;= round(y), overflow to an infinity and underflow to a zero included), and Java
 * computes every float or double operation as the exact result rounded. So over a box of operands, the rounded sum,
 * product or conversion lies between the rounded results at the box's extreme corners, and those corners are
 * computed here by the very same Java operation. What breaks monotonicity is NaN (0 * inf, inf - inf, a NaN operand),
 * which is tracked apart: an operation that may meet such a pair gives every value and NaN.
 *
 * <p>The semantics is {@link Expr#eval}'s, with {@link JavaBitVectors}' reading of a division by zero: a condition
 * whose evaluation divides by zero does not hold. A range only has to hold the values of the evaluations that
 * succeed, so a divisor's range leaves zero out.
 *
 * <pre>
 * @specfield ranges: Var -> set of values   -- the values each variable may still take
 * </pre>
 */
final class Intervals {

    /** How often {@link #refutes} narrows by each condition at most (the ranges of a chain of comparisons move one step a round). */
    static final int ROUNDS = 8;

    /** A range: the values of an expression or variable. */
    sealed interface Range permits Ints, Reals {
        /** Whether no value is in the range. */
        boolean empty();
    }

    /**
     * The ints or longs (or a condition's 0 and 1) in {@code [lo, hi]}; none when {@code lo > hi}.
     */
    record Ints(long lo, long hi) implements Range {
        static final Ints NONE = new Ints(1, 0);
        static final Ints BOOL = new Ints(0, 1);

        @Override
        public boolean empty() {
            return lo > hi;
        }

        boolean contains(long v) {
            return lo <= v && v <= hi;
        }
    }

    /**
     * The floats or doubles whose value lies in {@code [lo, hi]} numerically (none when {@code lo > hi}; either zero
     * stands for both), and NaN when {@code nan}. For a float, the bounds are floats.
     */
    record Reals(double lo, double hi, boolean nan) implements Range {
        static final Reals ALL = new Reals(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, true);
        static final Reals NONE = new Reals(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, false);

        @Override
        public boolean empty() {
            return !numbers() && !nan;
        }

        /** Whether some non-NaN value is in the range. */
        boolean numbers() {
            return lo <= hi;
        }

        boolean mayBeZero() {
            return numbers() && lo <= 0 && hi >= 0;
        }

        boolean mayBeInfinite() {
            return numbers() && (lo == Double.NEGATIVE_INFINITY || hi == Double.POSITIVE_INFINITY);
        }

        /** Whether the range holds {@code v} (NaN when it may be NaN). */
        boolean contains(double v) {
            return Double.isNaN(v) ? nan : lo <= v && v <= hi;
        }
    }

    private final Map<Var, Range> ranges = new HashMap<>();
    /** Ranges of the expressions met since the ranges last changed. */
    private final Map<Expr, Range> memo = new IdentityHashMap<>();

    /**
     * @effects ranges' = every variable over the values its type and its bounds ({@link Var#min}, {@link Var#max})
     *          allow
     */
    Intervals() {
    }

    /**
     * @requires range holds the values of v's type only (floats: float bounds)
     * @effects ranges'(v) = ranges(v) & range
     */
    void restrict(Var v, Range range) {
        update(v, meet(rangeOf(v), range));
    }

    /** @return ranges(v) */
    Range rangeOf(Var v) {
        Range r = ranges.get(v);
        return r != null ? r : initial(v);
    }

    /**
     * Whether the conjunction of {@code conditions} is unsatisfiable, found by narrowing the ranges by each condition
     * for up to {@link #ROUNDS} rounds and then evaluating each over them.
     *
     * @requires every condition has type BOOL
     * @effects narrows the ranges by the conditions (ranges' holds every model of the conditions within ranges)
     * @return true only when no assignment within the ranges satisfies every condition (false: not known)
     */
    boolean refutes(List<Expr> conditions) {
        for (int round = 0; round < ROUNDS; round++) {
            boolean changed = false;
            for (Expr c : conditions) {
                changed |= narrow(c);
                if (noValueLeft()) {
                    return true;
                }
            }
            if (!changed) {
                break;
            }
        }
        for (Expr c : conditions) {
            if (!mayHold(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @requires condition.type() == BOOL
     * @return false only when no assignment within the ranges makes {@code condition} evaluate to true
     */
    boolean mayHold(Expr condition) {
        Ints v = (Ints) of(condition);
        return v.contains(1);
    }

    private boolean noValueLeft() {
        for (Range r : ranges.values()) {
            if (r.empty()) {
                return true;
            }
        }
        return false;
    }

    // ---- narrowing

    /**
     * Narrows the ranges by a condition that holds.
     *
     * @requires condition.type() == BOOL
     * @effects ranges' is within ranges, and holds every assignment within ranges under which {@code condition}
     *          evaluates to true
     * @return whether a range changed
     */
    boolean narrow(Expr condition) {
        boolean changed = divisorsNonZero(condition);
        if (!(condition instanceof Compare c)) {
            return changed;
        }
        Expr left = c.left();
        Expr right = c.right();
        if (!isIntegral(left.type())) {
            return changed;
        }
        if (left instanceof Var v && isIntegral(v.type())) {
            changed |= narrowInt(v, c.op(), (Ints) of(right));
        }
        if (right instanceof Var v && isIntegral(v.type())) {
            changed |= narrowInt(v, c.op().flip(), (Ints) of(left));
        }
        if (left instanceof Floating f && isComparison(f.op())) {
            changed |= narrowCompared(f, allowed(c.op(), (Ints) of(right)));
        }
        if (right instanceof Floating f && isComparison(f.op())) {
            changed |= narrowCompared(f, allowed(c.op().flip(), (Ints) of(left)));
        }
        return changed;
    }

    /**
     * The results of an fcmp/dcmp for which {@code result op other} may hold: bit 0 for -1, bit 1 for 0, bit 2 for 1.
     */
    private static int allowed(Compare.Op op, Ints other) {
        int mask = 0;
        for (int r = -1; r <= 1; r++) {
            if (compare(op, new Ints(r, r), other).contains(1)) {
                mask |= 1 << (r + 1);
            }
        }
        return mask;
    }

    /**
     * Narrows the variables compared by {@code f} (an fcmpl, fcmpg, dcmpl or dcmpg) when its result is one of
     * {@code results} ({@link #allowed}'s bits).
     */
    private boolean narrowCompared(Floating f, int results) {
        int nanResult = nanResult(f.op());
        boolean nanAllowed = (results & (1 << (nanResult + 1))) != 0;
        boolean changed = false;
        if (f.left() instanceof Var x) {
            changed |= narrowReal(x, results, (Reals) of(f.right()), nanAllowed);
        }
        if (f.right() instanceof Var y) {
            // fcmp(a, b) = r for numbers exactly when b compared with a gives -r: mirror the bits
            int mirrored = (results & 2) | ((results & 1) << 2) | ((results & 4) >> 2);
            changed |= narrowReal(y, mirrored, (Reals) of(f.left()), nanAllowed);
        }
        return changed;
    }

    /**
     * Narrows x by: x compared with some value of {@code other} gives one of {@code results} (bit 0: x less, bit 1:
     * equal, bit 2: greater), or one of them is NaN, which is allowed when {@code nanAllowed}.
     */
    private boolean narrowReal(Var x, int results, Reals other, boolean nanAllowed) {
        if (other.nan && nanAllowed) {
            return false;                         // the other side NaN satisfies it whatever x is
        }
        Reals now = (Reals) rangeOf(x);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        if (other.numbers()) {
            if ((results & 1) != 0 && other.hi > Double.NEGATIVE_INFINITY) {      // x < y for some y: x < other.hi
                lo = Double.NEGATIVE_INFINITY;
                hi = Math.max(hi, below(other.hi, x.type()));
            }
            if ((results & 2) != 0) {                                             // x == y
                lo = Math.min(lo, other.lo);
                hi = Math.max(hi, other.hi);
            }
            if ((results & 4) != 0 && other.lo < Double.POSITIVE_INFINITY) {      // x > y for some y: x > other.lo
                lo = Math.min(lo, above(other.lo, x.type()));
                hi = Double.POSITIVE_INFINITY;
            }
        }
        return update(x, meet(now, new Reals(lo, hi, nanAllowed)));
    }

    /** The greatest value of the type below v (v not -inf). */
    private static double below(double v, Type t) {
        return t == Type.FLOAT ? Math.nextDown((float) v) : Math.nextDown(v);
    }

    /** The least value of the type above v (v not +inf). */
    private static double above(double v, Type t) {
        return t == Type.FLOAT ? Math.nextUp((float) v) : Math.nextUp(v);
    }

    /** Narrows an int or long variable by {@code v op b} for some value of b. */
    private boolean narrowInt(Var v, Compare.Op op, Ints b) {
        Ints a = (Ints) rangeOf(v);
        if (b.empty()) {
            return update(v, Ints.NONE);
        }
        Ints n = switch (op) {
            case EQ -> new Ints(Math.max(a.lo, b.lo), Math.min(a.hi, b.hi));
            case NE -> b.lo != b.hi ? a : a.lo == b.lo ? (a.hi == b.lo ? Ints.NONE : new Ints(a.lo + 1, a.hi))
                    : a.hi == b.lo ? new Ints(a.lo, a.hi - 1) : a;
            case LT -> b.hi == Long.MIN_VALUE ? Ints.NONE : new Ints(a.lo, Math.min(a.hi, b.hi - 1));
            case LE -> new Ints(a.lo, Math.min(a.hi, b.hi));
            case GT -> b.lo == Long.MAX_VALUE ? Ints.NONE : new Ints(Math.max(a.lo, b.lo + 1), a.hi);
            case GE -> new Ints(Math.max(a.lo, b.lo), a.hi);
        };
        return update(v, n);
    }

    /**
     * A division reached whenever the condition is evaluated (not under a {@code ?:}'s side) by a variable: the
     * variable is not zero, or the condition does not hold.
     */
    private boolean divisorsNonZero(Expr e) {
        if (e instanceof Var || e instanceof Const) {
            return false;
        }
        List<Var> divisors = new ArrayList<>(0);
        new Dags.Fold<Boolean>() {
            @Override
            protected Boolean compute(Expr e) {
                if (e instanceof Binary b) {
                    of(b.left());
                    of(b.right());
                    if ((b.op() == Binary.Op.DIV || b.op() == Binary.Op.REM) && b.right() instanceof Var v
                            && !divisors.contains(v)) {
                        divisors.add(v);
                    }
                } else if (e instanceof Compare c) {
                    of(c.left());
                    of(c.right());
                } else if (e instanceof Unary u) {
                    of(u.operand());
                } else if (e instanceof Floating f) {
                    of(f.left());
                    if (f.right() != null) {
                        of(f.right());
                    }
                } else if (e instanceof Not n) {
                    of(n.operand());
                } else if (e instanceof Ite i) {
                    of(i.cond());
                }
                return Boolean.TRUE;
            }
        }.apply(e);
        boolean changed = false;
        for (Var v : divisors) {
            changed |= narrowInt(v, Compare.Op.NE, new Ints(0, 0));
        }
        return changed;
    }

    /** @return whether the range of v became narrower */
    private boolean update(Var v, Range n) {
        Range old = rangeOf(v);
        boolean narrower;
        if (old instanceof Ints o) {
            Ints m = (Ints) n;
            narrower = !o.empty() && (m.empty() || m.lo > o.lo || m.hi < o.hi);
        } else {
            Reals o = (Reals) old;
            Reals m = (Reals) n;
            narrower = !o.empty() && (m.empty() || o.nan && !m.nan
                    || m.numbers() != o.numbers() || m.numbers() && (m.lo > o.lo || m.hi < o.hi));
        }
        if (narrower) {
            ranges.put(v, n);
            memo.clear();
        }
        return narrower;
    }

    private static Range meet(Range a, Range b) {
        if (a instanceof Ints x) {
            Ints y = (Ints) b;
            return new Ints(Math.max(x.lo, y.lo), Math.min(x.hi, y.hi));
        }
        Reals x = (Reals) a;
        Reals y = (Reals) b;
        if (!x.numbers() || !y.numbers()) {
            return new Reals(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, x.nan && y.nan);
        }
        return new Reals(max(x.lo, y.lo), min(x.hi, y.hi), x.nan && y.nan);
    }

    // ---- evaluation

    /**
     * @return a range holding the value of {@code e} under every assignment within the ranges under which its
     *         evaluation succeeds (a condition: its 0 and 1)
     */
    Range of(Expr e) {
        Range r = memo.get(e);
        if (r == null) {
            r = compute(e);
            memo.put(e, r);
        }
        return r;
    }

    private Range compute(Expr e) {
        if (e instanceof Const c) {
            return constant(c);
        }
        if (e instanceof Var v) {
            return rangeOf(v);
        }
        if (e instanceof Binary b) {
            if (!isIntegral(b.type())) {
                return all(b.type());
            }
            return binary(b.op(), b.type(), (Ints) of(b.left()), (Ints) of(b.right()));
        }
        if (e instanceof Unary u) {
            return unary(u, of(u.operand()));
        }
        if (e instanceof Compare c) {
            if (!isIntegral(c.left().type())) {
                return Ints.BOOL;                // a comparison of bit patterns: not reasoned about
            }
            if (c.left().equals(c.right())) {    // one expression has one value
                Range side = of(c.left());
                if (side.empty()) {
                    return Ints.NONE;
                }
                boolean holds = c.op() == Compare.Op.EQ || c.op() == Compare.Op.LE || c.op() == Compare.Op.GE;
                return holds ? new Ints(1, 1) : new Ints(0, 0);
            }
            return compare(c.op(), (Ints) of(c.left()), (Ints) of(c.right()));
        }
        if (e instanceof Not n) {
            Ints v = (Ints) of(n.operand());
            return v.empty() ? v : new Ints(1 - v.hi, 1 - v.lo);
        }
        if (e instanceof Ite i) {
            Ints cond = (Ints) of(i.cond());
            if (cond.empty()) {
                return none(i.type());
            }
            if (cond.lo == 1) {
                return of(i.then());
            }
            if (cond.hi == 0) {
                return of(i.otherwise());
            }
            return join(of(i.then()), of(i.otherwise()));
        }
        if (e instanceof Floating f) {
            return floating(f);
        }
        return all(e.type()); // a string operation
    }

    /** A range for every value of {@code t}. */
    static Range all(Type t) {
        return switch (t) {
            case FLOAT, DOUBLE -> Reals.ALL;
            case BOOL -> Ints.BOOL;
            case STRING -> new Ints(Long.MIN_VALUE, Long.MAX_VALUE);
            default -> new Ints(ConditionSimplifier.typeMin(t), ConditionSimplifier.typeMax(t));
        };
    }

    private static Range none(Type t) {
        return t == Type.FLOAT || t == Type.DOUBLE ? Reals.NONE : Ints.NONE;
    }

    private static Range initial(Var v) {
        if (isIntegral(v.type())) {
            return new Ints(Math.max(v.min(), ConditionSimplifier.typeMin(v.type())),
                    Math.min(v.max(), ConditionSimplifier.typeMax(v.type())));
        }
        return all(v.type());
    }

    static Range constant(Const c) {
        if (c.type() == Type.FLOAT || c.type() == Type.DOUBLE) {
            double d = c.type() == Type.FLOAT ? Float.intBitsToFloat((int) c.value()) : Double.longBitsToDouble(c.value());
            return Double.isNaN(d) ? new Reals(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, true)
                    : new Reals(d, d, false);
        }
        return new Ints(c.value(), c.value());
    }

    private static Range join(Range a, Range b) {
        if (a instanceof Ints x) {
            Ints y = (Ints) b;
            return x.empty() ? y : y.empty() ? x : new Ints(Math.min(x.lo, y.lo), Math.max(x.hi, y.hi));
        }
        Reals x = (Reals) a;
        Reals y = (Reals) b;
        boolean nan = x.nan || y.nan;
        if (!x.numbers()) {
            return new Reals(y.lo, y.hi, nan);
        }
        if (!y.numbers()) {
            return new Reals(x.lo, x.hi, nan);
        }
        return new Reals(min(x.lo, y.lo), max(x.hi, y.hi), nan);
    }

    /** The numerically smaller (either, for two zeros); never NaN for non-NaN arguments. */
    private static double min(double a, double b) {
        return b < a ? b : a;
    }

    private static double max(double a, double b) {
        return b > a ? b : a;
    }

    static Ints compare(Compare.Op op, Ints a, Ints b) {
        if (a.empty() || b.empty()) {
            return Ints.NONE;
        }
        boolean overlap = a.lo <= b.hi && b.lo <= a.hi;
        boolean bothOne = a.lo == a.hi && b.lo == b.hi && a.lo == b.lo;
        boolean mayTrue;
        boolean mayFalse;
        switch (op) {
            case EQ -> {
                mayTrue = overlap;
                mayFalse = !bothOne;
            }
            case NE -> {
                mayTrue = !bothOne;
                mayFalse = overlap;
            }
            case LT -> {
                mayTrue = a.lo < b.hi;
                mayFalse = a.hi >= b.lo;
            }
            case LE -> {
                mayTrue = a.lo <= b.hi;
                mayFalse = a.hi > b.lo;
            }
            case GT -> {
                mayTrue = a.hi > b.lo;
                mayFalse = a.lo <= b.hi;
            }
            default -> { // GE
                mayTrue = a.hi >= b.lo;
                mayFalse = a.lo < b.hi;
            }
        }
        return new Ints(mayFalse ? 0 : 1, mayTrue ? 1 : 0);
    }

    /** Java's int or long {@code op} over ranges (a shift count is an int). */
    static Ints binary(Binary.Op op, Type t, Ints a, Ints b) {
        if (a.empty() || b.empty()) {
            return Ints.NONE;
        }
        Ints all = (Ints) all(t);
        long min = all.lo;
        long max = all.hi;
        switch (op) {
            case ADD, SUB -> {
                try {
                    long lo = op == Binary.Op.ADD ? Math.addExact(a.lo, b.lo) : Math.subtractExact(a.lo, b.hi);
                    long hi = op == Binary.Op.ADD ? Math.addExact(a.hi, b.hi) : Math.subtractExact(a.hi, b.lo);
                    return fits(lo, hi, min, max) ? new Ints(lo, hi) : all;
                } catch (ArithmeticException overflow) {
                    return all;
                }
            }
            case MUL -> {
                try {
                    long p1 = Math.multiplyExact(a.lo, b.lo);
                    long p2 = Math.multiplyExact(a.lo, b.hi);
                    long p3 = Math.multiplyExact(a.hi, b.lo);
                    long p4 = Math.multiplyExact(a.hi, b.hi);
                    long lo = Math.min(Math.min(p1, p2), Math.min(p3, p4));
                    long hi = Math.max(Math.max(p1, p2), Math.max(p3, p4));
                    return fits(lo, hi, min, max) ? new Ints(lo, hi) : all;
                } catch (ArithmeticException overflow) {
                    return all;
                }
            }
            case AND -> {
                // with one side non-negative, x & y is too, and at most that side
                if (a.lo >= 0 && b.lo >= 0) {
                    return new Ints(0, Math.min(a.hi, b.hi));
                }
                return a.lo >= 0 ? new Ints(0, a.hi) : b.lo >= 0 ? new Ints(0, b.hi) : all;
            }
            case OR, XOR -> {
                // both non-negative: no bit above the highest of either
                if (a.lo >= 0 && b.lo >= 0) {
                    long top = Long.highestOneBit(Math.max(a.hi, b.hi));
                    return new Ints(0, top == 0 ? 0 : top | (top - 1));
                }
                return all;
            }
            case REM -> {
                // |a % d| < |d| and |a % d| <= |a|, of a's sign (or 0); d == 0 has no value
                Ints d = b;
                if (d.lo == 0 && d.hi == 0) {
                    return Ints.NONE;
                }
                if (d.lo == Long.MIN_VALUE) {
                    return all;
                }
                long m = Math.max(Math.abs(d.lo), Math.abs(d.hi)) - 1;
                long lo = a.lo >= 0 ? 0 : Math.max(a.lo, -m);
                long hi = a.hi <= 0 ? 0 : Math.min(a.hi, m);
                return new Ints(lo, hi);
            }
            case SHL -> {
                if (b.lo != b.hi) {
                    return all;
                }
                int s = (int) (b.lo & (t == Type.INT ? 31 : 63));
                if (s >= (t == Type.INT ? 31 : 62)) {
                    return all;
                }
                long factor = 1L << s;
                try {
                    long lo = Math.multiplyExact(a.lo, factor);
                    long hi = Math.multiplyExact(a.hi, factor);
                    return fits(lo, hi, min, max) ? new Ints(lo, hi) : all;
                } catch (ArithmeticException overflow) {
                    return all;
                }
            }
            case SHR -> {
                if (b.lo == b.hi) {
                    int s = (int) (b.lo & (t == Type.INT ? 31 : 63));
                    return new Ints(a.lo >> s, a.hi >> s);
                }
                // x >> s lies between x and 0 (-1 for a negative x)
                return new Ints(Math.min(a.lo, 0), Math.max(a.hi, -1));
            }
            case USHR -> {
                if (a.lo < 0) {
                    return all;
                }
                if (b.lo == b.hi) {
                    int s = (int) (b.lo & (t == Type.INT ? 31 : 63));
                    return new Ints(a.lo >>> s, a.hi >>> s);
                }
                return new Ints(0, a.hi);
            }
            default -> {
                return all; // DIV
            }
        }
    }

    private static boolean fits(long lo, long hi, long min, long max) {
        return min <= lo && hi <= max;
    }

    private static Range unary(Unary u, Range operand) {
        Type t = u.type();
        if (operand.empty()) {
            return none(t);
        }
        if (u.op() == Unary.Op.BITS || u.op() == Unary.Op.FROM_BITS || !(operand instanceof Ints a)
                || !isIntegral(t)) {
            return all(t);
        }
        Ints all = (Ints) all(t);
        return switch (u.op()) {
            case NEG -> a.lo == ConditionSimplifier.typeMin(u.operand().type()) ? all : new Ints(-a.hi, -a.lo);
            case I2L -> a;
            case L2I -> fits(a.lo, a.hi, Integer.MIN_VALUE, Integer.MAX_VALUE) ? a : all;
            case I2B -> fits(a.lo, a.hi, Byte.MIN_VALUE, Byte.MAX_VALUE) ? a : new Ints(Byte.MIN_VALUE, Byte.MAX_VALUE);
            case I2S -> fits(a.lo, a.hi, Short.MIN_VALUE, Short.MAX_VALUE) ? a
                    : new Ints(Short.MIN_VALUE, Short.MAX_VALUE);
            case I2C -> fits(a.lo, a.hi, Character.MIN_VALUE, Character.MAX_VALUE) ? a
                    : new Ints(Character.MIN_VALUE, Character.MAX_VALUE);
            default -> all;
        };
    }

    private Range floating(Floating f) {
        Floating.Op op = f.op();
        if (isComparison(op)) {
            Reals a = (Reals) of(f.left());
            if (f.left().equals(f.right())) {    // one expression has one value: equal to itself unless NaN
                int nanResult = nanResult(op);
                return bounds(false, a.numbers(), false, a.nan, nanResult);
            }
            return comparison(op, a, (Reals) of(f.right()));
        }
        return switch (op) {
            case I2F, L2F, I2D, L2D -> fromInteger(op, (Ints) of(f.left()));
            case F2I, F2L, D2I, D2L -> toInteger(op, (Reals) of(f.left()));
            case F2D -> of(f.left());
            case D2F -> {
                Reals a = (Reals) of(f.left());
                yield a.numbers() ? new Reals((float) a.lo, (float) a.hi, a.nan) : a;
            }
            case FNEG, DNEG -> {
                Reals a = (Reals) of(f.left());
                yield a.numbers() ? new Reals(-a.hi, -a.lo, a.nan) : a;
            }
            case FADD, DADD -> add(op.result(), (Reals) of(f.left()), (Reals) of(f.right()));
            case FSUB, DSUB -> {
                Reals b = (Reals) of(f.right());
                yield add(op.result(), (Reals) of(f.left()), b.numbers() ? new Reals(-b.hi, -b.lo, b.nan) : b);
            }
            case FMUL, DMUL -> multiply(op.result(), (Reals) of(f.left()), (Reals) of(f.right()));
            default -> Reals.ALL; // division and remainder
        };
    }

    /** fcmpl, fcmpg, dcmpl or dcmpg over ranges. */
    static Ints comparison(Floating.Op op, Reals a, Reals b) {
        boolean numbers = a.numbers() && b.numbers();
        boolean less = numbers && a.lo < b.hi;
        boolean equal = numbers && a.lo <= b.hi && b.lo <= a.hi;
        boolean greater = numbers && a.hi > b.lo;
        boolean nan = a.nan && !b.empty() || b.nan && !a.empty();
        return bounds(less, equal, greater, nan, nanResult(op));
    }

    private static Ints bounds(boolean less, boolean equal, boolean greater, boolean nan, int nanResult) {
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        if (less) {
            lo = -1;
            hi = -1;
        }
        if (equal) {
            lo = Math.min(lo, 0);
            hi = Math.max(hi, 0);
        }
        if (greater) {
            lo = Math.min(lo, 1);
            hi = 1;
        }
        if (nan) {
            lo = Math.min(lo, nanResult);
            hi = Math.max(hi, nanResult);
        }
        return lo > hi ? Ints.NONE : new Ints(lo, hi);
    }

    private static int nanResult(Floating.Op op) {
        return op == Floating.Op.FCMPG || op == Floating.Op.DCMPG ? 1 : -1;
    }

    /** i2f, l2f, i2d, l2d: rounding to nearest is monotone. */
    static Reals fromInteger(Floating.Op op, Ints a) {
        if (a.empty()) {
            return Reals.NONE;
        }
        return switch (op) {
            case I2F -> new Reals((float) (int) a.lo, (float) (int) a.hi, false);
            case L2F -> new Reals((float) a.lo, (float) a.hi, false);
            case I2D -> new Reals((int) a.lo, (int) a.hi, false);
            default -> new Reals((double) a.lo, (double) a.hi, false);
        };
    }

    /** f2i, f2l, d2i, d2l: toward zero and saturating, monotone; NaN to 0. */
    static Ints toInteger(Floating.Op op, Reals a) {
        boolean toInt = op == Floating.Op.F2I || op == Floating.Op.D2I;
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        if (a.numbers()) {
            lo = toInt ? (int) a.lo : (long) a.lo;
            hi = toInt ? (int) a.hi : (long) a.hi;
        }
        if (a.nan) {
            lo = Math.min(lo, 0);
            hi = Math.max(hi, 0);
        }
        return lo > hi ? Ints.NONE : new Ints(lo, hi);
    }

    /** fadd or dadd: monotone in each operand; NaN from a NaN operand or from inf + -inf. */
    static Reals add(Type t, Reals a, Reals b) {
        if (a.empty() || b.empty()) {
            return Reals.NONE;
        }
        boolean opposite = a.numbers() && b.numbers()
                && (a.hi == Double.POSITIVE_INFINITY && b.lo == Double.NEGATIVE_INFINITY
                || a.lo == Double.NEGATIVE_INFINITY && b.hi == Double.POSITIVE_INFINITY);
        if (opposite) {
            return Reals.ALL;
        }
        boolean nan = a.nan || b.nan;
        if (!a.numbers() || !b.numbers()) {
            return new Reals(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, nan);
        }
        double lo = t == Type.FLOAT ? (double) ((float) a.lo + (float) b.lo) : a.lo + b.lo;
        double hi = t == Type.FLOAT ? (double) ((float) a.hi + (float) b.hi) : a.hi + b.hi;
        return new Reals(lo, hi, nan);
    }

    /**
     * fmul or dmul: over a box of numbers the exact product is extreme at the corners, and rounding keeps the order;
     * NaN from a NaN operand or from 0 * inf.
     */
    static Reals multiply(Type t, Reals a, Reals b) {
        if (a.empty() || b.empty()) {
            return Reals.NONE;
        }
        if (a.mayBeZero() && b.mayBeInfinite() || a.mayBeInfinite() && b.mayBeZero()) {
            return Reals.ALL;
        }
        boolean nan = a.nan || b.nan;
        if (!a.numbers() || !b.numbers()) {
            return new Reals(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, nan);
        }
        double p1 = product(t, a.lo, b.lo);
        double p2 = product(t, a.lo, b.hi);
        double p3 = product(t, a.hi, b.lo);
        double p4 = product(t, a.hi, b.hi);
        return new Reals(min(min(p1, p2), min(p3, p4)), max(max(p1, p2), max(p3, p4)), nan);
    }

    private static double product(Type t, double x, double y) {
        return t == Type.FLOAT ? (double) ((float) x * (float) y) : x * y;
    }

    private static boolean isComparison(Floating.Op op) {
        return op == Floating.Op.FCMPL || op == Floating.Op.FCMPG || op == Floating.Op.DCMPL
                || op == Floating.Op.DCMPG;
    }

    private static boolean isIntegral(Type t) {
        return t == Type.INT || t == Type.LONG;
    }
}
