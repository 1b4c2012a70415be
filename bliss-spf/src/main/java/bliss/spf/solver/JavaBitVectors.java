package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Dags;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.JavaRegex;
import bliss.spf.symbolic.StringOp;
import bliss.spf.symbolic.Texts;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BitVecNum;
import com.microsoft.z3.BitVecSort;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.CharSort;
import com.microsoft.z3.Global;
import com.microsoft.z3.IntExpr;
import com.microsoft.z3.IntNum;
import com.microsoft.z3.SeqExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.FPExpr;
import com.microsoft.z3.FPRMExpr;
import com.microsoft.z3.FPSort;
import com.microsoft.z3.Model;
import com.microsoft.z3.ReExpr;
import com.microsoft.z3.SeqSort;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Translates conditions into Z3 bit-vector formulas with Java's semantics bit for bit: 32-bit ints and 64-bit
 * longs in two's complement (so wrap-around is free), signed comparisons, truncating division and remainder
 * ({@code bvsdiv}, {@code bvsrem}: {@code MIN_VALUE / -1 == MIN_VALUE} as in Java), shift counts masked to 5 or 6
 * bits, and conversions by extraction and sign or zero extension.
 *
 * <p>Where Java throws (a division by zero) an expression has no value. An assertion therefore also says that
 * every division the evaluation of the condition reaches has a non-zero divisor, so a model is always one under
 * which {@link Expr#eval} succeeds; a condition that could only hold by dividing by zero is unsatisfiable. It also
 * says that every variable lies in its range.
 *
 * <p>Public for test generation ({@code bliss.spf.testgen}), which states a path condition beside a class invariant.
 */
public final class JavaBitVectors {

    /**
     * The longest string whose {@code hashCode()} a condition may depend on: the hash is Java's polynomial over the
     * characters, spelled out for each length up to this one, and a string it is asked of is at most this long.
     */
    public static final int MAX_HASHED_LENGTH = 8;

    /** {@code Translation.intViews}' entry for an expression that has no integer view. */
    private static final Object NO_VIEW = new Object();

    /**
     * The length of the strings a query first looks for: a symbolic string is sought among strings of at most this
     * many characters while {@link #shortStrings()} is assumed, and beyond it only when no short string fits (Z3's
     * string solver builds a model's text character by character, so a condition that a long string meets, such as
     * {@code s.length() * 2 < 0}, runs it past any time limit; {@code Z3Solver}).
     */
    public static final int SHORT_STRING_LENGTH = 64;

    private final Context ctx;
    private final Map<Width, BitVecExpr> variables = new HashMap<>();

    /**
     * A variable's constant is found by its id and width: ids are unique within one VM only, and the questions of
     * two VMs that start them at the same number (two SymSolves: one behind PLI's checks, one completing testgen's
     * inputs) may reach one solver, where one id is an int of one and a long of the other.
     */
    private record Width(int id, int bits) {
    }

    private final Map<Var, SeqExpr<CharSort>> strings = new HashMap<>();
    /** The 32-bit image of each text's length, a constant tied to the length by a side condition ({@link #length}). */
    private final Map<SeqExpr<CharSort>, BitVecExpr> lengths = new HashMap<>();
    /**
     * The texts before and after the first occurrence of t in s (and the match, for an expression t), by (s, t,
     * whether t is an expression): fresh constants shared by every assertion of the context, so that the path
     * condition's atoms and a query speak of the same pieces.
     */
    private final Map<List<Object>, SeqExpr<CharSort>[]> arounds = new HashMap<>();
    /** Fresh constants of the definitions of compareTo, numbered. */
    private int fresh;

    public JavaBitVectors(Context ctx) {
        this.ctx = ctx;
    }

    /**
     * A new Z3 context for conditions of this translation. Its characters are Java's: Z3's {@code encoding} is
     * {@code bmp}, 16-bit characters (a global parameter of the native library, set before the first context).
     */
    public static Context newContext() {
        synchronized (JavaBitVectors.class) {
            if (!encodingSet) {
                Global.setParameter("encoding", "bmp");
                encodingSet = true;
            }
        }
        return new Context();
    }

    private static boolean encodingSet;

    /**
     * The most nodes of a condition's tree whose side conditions are collected by walking the tree; a larger one
     * shares subterms, and its side conditions are collected over its distinct subterms.
     */
    static final int TREE_WALK_LIMIT = 10_000;

    /**
     * @requires condition.type() == BOOL
     * @return the condition, conjoined with the ranges of its variables and the non-zero divisors its evaluation
     *         reaches
     */
    public BoolExpr assertion(Expr condition) {
        return assertion(condition, TREE_WALK_LIMIT);
    }

    /**
     * {@link #assertion(Expr)}, whose side conditions are collected on the condition's tree when it has at most
     * {@code treeWalkLimit} nodes, else over its distinct subterms (the same conditions, each subterm once).
     */
    BoolExpr assertion(Expr condition, long treeWalkLimit) {
        Translation t = new Translation();
        BoolExpr body = t.bool(condition);
        if (Dags.treeFits(condition, treeWalkLimit) >= 0) {
            t.sideConditions(condition, null);
        } else {
            t.sharedSideConditions(condition);
        }
        if (t.side.isEmpty()) {
            return body;
        }
        t.side.add(body);
        return ctx.mkAnd(t.side.toArray(new BoolExpr[0]));
    }

    /**
     * The assumption under which every string variable of a translated condition has at most
     * {@link #SHORT_STRING_LENGTH} characters; without it, strings have any length Java allows.
     */
    public BoolExpr shortStrings() {
        return ctx.mkBoolConst("short!strings");
    }

    /** Whether a condition translated so far has a string variable (only then is {@link #shortStrings} in use). */
    public boolean hasStrings() {
        return !strings.isEmpty();
    }

    /** The Z3 constant standing for a variable. */
    public BitVecExpr variable(Var v) {
        return variables.computeIfAbsent(new Width(v.id(), v.type().bits),
                k -> ctx.mkBVConst(v.name() + "!" + v.id(), k.bits()));
    }

    /** The Z3 constant standing for a string variable's text. */
    @SuppressWarnings("unchecked")
    public SeqExpr<CharSort> text(Var v) {
        return strings.computeIfAbsent(v, k -> (SeqExpr<CharSort>) ctx.mkConst(k.name() + "!" + k.id(),
                ctx.getStringSort()));
    }

    /**
     * The value of a variable in a Z3 model, as Java would hold it (an int sign-extended; a string's text as its
     * {@link Texts} id, read character by character from the model).
     */
    public long valueIn(Model model, Var v) {
        if (v.type() == Type.STRING) {
            SeqExpr<CharSort> s = text(v);
            int n = ((IntNum) model.eval(ctx.mkLength(s), true)).getInt();
            StringBuilder sb = new StringBuilder(n);
            for (int i = 0; i < n; i++) {
                IntNum c = (IntNum) model.eval(ctx.charToInt(ctx.mkNth(s, ctx.mkInt(i))), true).simplify();
                sb.append((char) c.getInt());
            }
            return Texts.id(sb.toString());
        }
        BitVecNum num = (BitVecNum) model.eval(variable(v), true);
        return v.type().bits == 32 ? num.getBigInteger().intValue() : num.getBigInteger().longValue();
    }

    /** A Z3 string literal of a text: every character outside printable ASCII (and the backslash) escaped. */
    private SeqExpr<CharSort> literal(String text) {
        StringBuilder sb = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c < 32 || c > 126 || c == '\\') {
                sb.append("\\u{").append(Integer.toHexString(c)).append('}');
            } else {
                sb.append(c);
            }
        }
        return ctx.mkString(sb.toString());
    }

    /** One translation: shared subterms are translated once. */
    private final class Translation {

        private final Map<Expr, BitVecExpr> terms = new IdentityHashMap<>();
        /**
         * Conditions and integer views translated so far, by the very expression: a path condition is a DAG that
         * shares its subterms (a character computed from the one before), and translating a shared subterm again at
         * each use takes time exponential in its depth (Commons' CaseInsensitiveMap, whose keys go through
         * toCharArray, toUpperCase and toLowerCase: 30 s in the translation of one query).
         */
        private final Map<Expr, BoolExpr> bools = new IdentityHashMap<>();
        private final Map<Expr, Object> intViews = new IdentityHashMap<>();
        private final Map<Expr, SeqExpr<CharSort>> texts = new IdentityHashMap<>();
        private final List<BoolExpr> side = new ArrayList<>();
        private final Set<Expr> visited = Collections.newSetFromMap(new IdentityHashMap<>());
        private final Set<Var> ranged = new java.util.HashSet<>();

        BoolExpr bool(Expr e) {
            BoolExpr done = bools.get(e);
            if (done == null) {
                done = translateBool(e);
                bools.put(e, done);
            }
            return done;
        }

        private BoolExpr translateBool(Expr e) {
            if (e instanceof Const c) {
                return ctx.mkBool(c.value() != 0);
            }
            if (e instanceof Not n) {
                return ctx.mkNot(bool(n.operand()));
            }
            if (e instanceof StringOp op) {
                return stringCondition(op);
            }
            if (e instanceof Compare c && intView(c.left()) != null && intView(c.right()) != null) {
                // lengths, characters and indices of strings compared as integers: the string theory's own terms
                IntExpr l = intView(c.left());
                IntExpr r = intView(c.right());
                return switch (c.op()) {
                    case EQ -> ctx.mkEq(l, r);
                    case NE -> ctx.mkNot(ctx.mkEq(l, r));
                    case LT -> ctx.mkLt(l, r);
                    case LE -> ctx.mkLe(l, r);
                    case GT -> ctx.mkGt(l, r);
                    case GE -> ctx.mkGe(l, r);
                };
            }
            if (e instanceof Compare c) {
                BitVecExpr l = term(c.left());
                BitVecExpr r = term(c.right());
                return switch (c.op()) {
                    case EQ -> ctx.mkEq(l, r);
                    case NE -> ctx.mkNot(ctx.mkEq(l, r));
                    case LT -> ctx.mkBVSLT(l, r);
                    case LE -> ctx.mkBVSLE(l, r);
                    case GT -> ctx.mkBVSGT(l, r);
                    case GE -> ctx.mkBVSGE(l, r);
                };
            }
            throw new IllegalArgumentException("not a condition: " + e);
        }

        BitVecExpr term(Expr e) {
            BitVecExpr done = terms.get(e);
            if (done == null) {
                done = translate(e);
                terms.put(e, done);
            }
            return done;
        }

        private BitVecExpr translate(Expr e) {
            if (e instanceof Var v) {
                return variable(v);
            }
            if (e instanceof Const c) {
                return ctx.mkBV(c.value(), c.type().bits);
            }
            if (e instanceof Binary b) {
                return binary(b);
            }
            if (e instanceof Unary u) {
                BitVecExpr x = term(u.operand());
                return switch (u.op()) {
                    case NEG -> ctx.mkBVNeg(x);
                    case I2L -> ctx.mkSignExt(32, x);
                    case L2I -> ctx.mkExtract(31, 0, x);
                    case I2B -> ctx.mkSignExt(24, ctx.mkExtract(7, 0, x));
                    case I2S -> ctx.mkSignExt(16, ctx.mkExtract(15, 0, x));
                    case I2C -> ctx.mkZeroExt(16, ctx.mkExtract(15, 0, x));
                    case BITS, FROM_BITS -> x; // a float or double is held as its IEEE bits
                };
            }
            if (e instanceof Ite ite) {
                return (BitVecExpr) ctx.<BitVecSort>mkITE(bool(ite.cond()), term(ite.then()), term(ite.otherwise()));
            }
            if (e instanceof StringOp op) {
                return stringTerm(op);
            }
            if (e instanceof Floating f) {
                return floating(f);
            }
            throw new IllegalArgumentException("not a term: " + e);
        }

        // ---- floating point: IEEE 754 in Z3's theory of floating point, values held as their bit patterns

        /** A floating-point instruction's result as a bit-vector term (a float or double as its IEEE bits). */
        private BitVecExpr floating(Floating f) {
            Type result = f.op().result();
            if (result == Type.FLOAT || result == Type.DOUBLE) {
                return ctx.mkFPToIEEEBV(fp(f));
            }
            FPExpr x = fp(f.left());
            return switch (f.op()) {
                case FCMPL, DCMPL -> compare(x, fp(f.right()), -1);
                case FCMPG, DCMPG -> compare(x, fp(f.right()), 1);
                case F2I, D2I -> toInteger(x, 32);
                case F2L, D2L -> toInteger(x, 64);
                default -> throw new IllegalArgumentException("not an int term: " + f);
            };
        }

        /** A FLOAT or DOUBLE term as a Z3 floating-point term. */
        private FPExpr fp(Expr e) {
            FPSort sort = e.type() == Type.FLOAT ? ctx.mkFPSort32() : ctx.mkFPSort64();
            if (!(e instanceof Floating f)) {
                return ctx.mkFPToFP(term(e), sort);
            }
            FPRMExpr even = ctx.mkFPRoundNearestTiesToEven();
            return switch (f.op()) {
                case FADD, DADD -> ctx.mkFPAdd(even, fp(f.left()), fp(f.right()));
                case FSUB, DSUB -> ctx.mkFPSub(even, fp(f.left()), fp(f.right()));
                case FMUL, DMUL -> ctx.mkFPMul(even, fp(f.left()), fp(f.right()));
                case FDIV, DDIV -> ctx.mkFPDiv(even, fp(f.left()), fp(f.right()));
                case FNEG, DNEG -> ctx.mkFPNeg(fp(f.left()));
                case I2F, I2D, L2F, L2D -> ctx.mkFPToFP(even, term(f.left()), sort, true);
                case F2D, D2F -> ctx.mkFPToFP(even, fp(f.left()), sort);
                default -> throw new IllegalArgumentException("no floating-point term for " + f);
            };
        }

        /** fcmpl/fcmpg: -1, 0 or 1, and {@code unordered} when either operand is NaN. */
        private BitVecExpr compare(FPExpr x, FPExpr y, int unordered) {
            BoolExpr nan = ctx.mkOr(ctx.mkFPIsNaN(x), ctx.mkFPIsNaN(y));
            return (BitVecExpr) ctx.mkITE(nan, ctx.mkBV(unordered, 32), ctx.mkITE(ctx.mkFPLt(x, y), ctx.mkBV(-1, 32),
                    ctx.mkITE(ctx.mkFPEq(x, y), ctx.mkBV(0, 32), ctx.mkBV(1, 32))));
        }

        /** Java's conversion to int or long (JLS 5.1.3): NaN to 0, toward zero, saturating at the bounds. */
        private BitVecExpr toInteger(FPExpr x, int bits) {
            FPSort sort = (FPSort) x.getSort();
            FPExpr limit = ctx.mkFP(Math.pow(2, bits - 1), sort);
            FPExpr lowest = ctx.mkFP(-Math.pow(2, bits - 1), sort);
            long max = bits == 32 ? Integer.MAX_VALUE : Long.MAX_VALUE;
            long min = bits == 32 ? Integer.MIN_VALUE : Long.MIN_VALUE;
            return (BitVecExpr) ctx.mkITE(ctx.mkFPIsNaN(x), ctx.mkBV(0, bits),
                    ctx.mkITE(ctx.mkFPGEq(x, limit), ctx.mkBV(max, bits),
                            ctx.mkITE(ctx.mkFPLEq(x, lowest), ctx.mkBV(min, bits),
                                    ctx.mkFPToBV(ctx.mkFPRoundTowardZero(), x, bits, true))));
        }

        // ---- strings

        /**
         * An INT term whose value the string theory has as an integer (a constant, a length, a character, an
         * index), as that integer; null for any other term. Comparisons of two of them are made on integers, which
         * the string solver reasons about far better than about their bit-vector images.
         */
        IntExpr intView(Expr e) {
            if (e.type() != Type.INT) {
                return null;
            }
            Object done = intViews.get(e);
            if (done == null) {
                IntExpr view = translateIntView(e);
                intViews.put(e, view == null ? NO_VIEW : view);
                return view;
            }
            return done == NO_VIEW ? null : (IntExpr) done;
        }

        /** {@link #intView}, not yet asked of {@code e} in this translation. */
        private IntExpr translateIntView(Expr e) {
            if (e instanceof Const c) {
                return ctx.mkInt(c.value());
            }
            if (e instanceof StringOp op) {
                return switch (op.op()) {
                    case LENGTH -> ctx.mkLength(text(op.left()));
                    case INDEX_OF -> ctx.mkIndexOf(text(op.left()), text(op.right()), ctx.mkInt(0));
                    case LAST_INDEX_OF -> lastIndex(op);
                    case CHAR_AT -> ctx.charToInt(ctx.mkNth(text(op.left()), index(op.right())));
                    default -> null;
                };
            }
            if (e instanceof Ite ite && !(ite.then() instanceof Const && ite.otherwise() instanceof Const)) {
                // a choice between such terms (indexOf from an index); not one between constants, as a Character
                // predicate's 1 or 0, which Z3 decides far faster as bit vectors (WordUtils.swapCase: 3 queries in
                // 20 s as integers, 36 in 5.5 s as bit vectors)
                IntExpr then = intView(ite.then());
                IntExpr otherwise = then == null ? null : intView(ite.otherwise());
                return otherwise == null ? null : (IntExpr) ctx.mkITE(bool(ite.cond()), then, otherwise);
            }
            if (e instanceof Binary b && (b.op() == Binary.Op.ADD || b.op() == Binary.Op.SUB)) {
                // a sum or difference of such terms (a match's end, an index past it): the integer one, wrapped as
                // Java's int arithmetic wraps, so that it stays in the string theory's words
                IntExpr l = intView(b.left());
                IntExpr r = l == null ? null : intView(b.right());
                if (r != null && fitsInt(e)) {
                    return (IntExpr) (b.op() == Binary.Op.ADD ? ctx.mkAdd(l, r) : ctx.mkSub(l, r)); // no wrap
                }
                if (r != null) {
                    return wrapped((IntExpr) (b.op() == Binary.Op.ADD ? ctx.mkAdd(l, r) : ctx.mkSub(l, r)));
                }
            }
            return null;
        }

        /** Whether every value the sum or difference of such terms may take, as integers, is an int: no wrap. */
        private static boolean fitsInt(Expr e) {
            long[] r = bounds(e);
            return r != null && r[0] >= Integer.MIN_VALUE && r[1] <= Integer.MAX_VALUE;
        }

        /**
         * Bounds on the integer value of a term of lengths, indices, chars and constants (a length is at most
         * Integer.MAX_VALUE, an index one less, or -1), or null for any other term.
         */
        private static long[] bounds(Expr e) {
            if (e instanceof Const c) {
                return new long[] {c.value(), c.value()};
            }
            if (e instanceof StringOp op) {
                return switch (op.op()) {
                    case LENGTH -> new long[] {0, Integer.MAX_VALUE};
                    case CHAR_AT -> new long[] {0, Character.MAX_VALUE};
                    case INDEX_OF, LAST_INDEX_OF -> new long[] {-1, Integer.MAX_VALUE - 1L};
                    default -> null;
                };
            }
            if (e instanceof Binary b && (b.op() == Binary.Op.ADD || b.op() == Binary.Op.SUB)) {
                long[] l = bounds(b.left());
                long[] r = l == null ? null : bounds(b.right());
                if (r == null || !(l[0] >= Integer.MIN_VALUE && l[1] <= Integer.MAX_VALUE
                        && r[0] >= Integer.MIN_VALUE && r[1] <= Integer.MAX_VALUE)) {
                    return null; // an operand that may wrap is not bounded here
                }
                return b.op() == Binary.Op.ADD ? new long[] {l[0] + r[0], l[1] + r[1]}
                        : new long[] {l[0] - r[1], l[1] - r[0]};
            }
            if (e instanceof Ite ite) {
                long[] t = bounds(ite.then());
                long[] o = t == null ? null : bounds(ite.otherwise());
                return o == null ? null : new long[] {Math.min(t[0], o[0]), Math.max(t[1], o[1])};
            }
            return null;
        }

        /** An integer in [-2^32, 2^32) as the int it is in Java's two's complement. */
        private IntExpr wrapped(IntExpr x) {
            IntExpr span = ctx.mkInt(1L << 32);
            return (IntExpr) ctx.mkITE(ctx.mkGt(x, ctx.mkInt(Integer.MAX_VALUE)), ctx.mkSub(x, span),
                    ctx.mkITE(ctx.mkLt(x, ctx.mkInt(Integer.MIN_VALUE)), ctx.mkAdd(x, span), x));
        }

        /** An index (an INT term) as an integer. */
        private IntExpr index(Expr i) {
            IntExpr v = intView(i);
            return v != null ? v : ctx.mkBV2Int(term(i), true);
        }

        /** A STRING expression as a Z3 string. */
        @SuppressWarnings("unchecked")
        SeqExpr<CharSort> text(Expr e) {
            SeqExpr<CharSort> done = texts.get(e);
            if (done != null) {
                return done;
            }
            if (e instanceof Var v) {
                done = JavaBitVectors.this.text(v);
            } else if (e instanceof Const c) {
                done = literal(Texts.text(c.value()));
            } else if (e instanceof StringOp op) {
                done = switch (op.op()) {
                    case CONCAT -> ctx.mkConcat(text(op.left()), text(op.right()));
                    case DROP -> ctx.mkExtract(text(op.left()), index(op.right()),
                            (IntExpr) ctx.mkSub(ctx.mkLength(text(op.left())), index(op.right())));
                    case TAKE -> ctx.mkExtract(text(op.left()), ctx.mkInt(0), index(op.right()));
                    case TRIM -> trimmed(text(op.left()));
                    case BEFORE, BEFORE_MATCH -> around(op)[0];
                    case AFTER, AFTER_MATCH -> around(op)[1];
                    case OF_INT, OF_LONG -> ctx.sbvToString(term(op.left()));
                    case OF_CHAR -> ctx.mkUnit(ctx.charFromBv(ctx.mkExtract(15, 0, term(op.left()))));
                    case OF_BOOLEAN -> (SeqExpr<CharSort>) ctx.mkITE(ctx.mkNot(ctx.mkEq(term(op.left()),
                            ctx.mkBV(0, 32))), literal("true"), literal("false"));
                    default -> throw new IllegalArgumentException("not a string: " + e);
                };
            } else {
                throw new IllegalArgumentException("not a string: " + e);
            }
            texts.put(e, done);
            return done;
        }

        /**
         * The texts before and after the first {@code t} in {@code s}: fresh constants p and r defined, where s
         * contains t, by {@code s = p + t + r} with no t in p and t less its last char (so none starts before p's
         * end): the string theory's own words, which it decides far better than nested indexOf and substrings.
         */
        @SuppressWarnings("unchecked")
        private SeqExpr<CharSort>[] around(StringOp op) {
            SeqExpr<CharSort> s = text(op.left());
            SeqExpr<CharSort> t = text(op.right());
            boolean match = op.op() == StringOp.Op.BEFORE_MATCH || op.op() == StringOp.Op.AFTER_MATCH;
            List<Object> key = List.of(s, t, match);
            SeqExpr<CharSort>[] done = arounds.get(key);
            if (done == null) {
                int n = fresh++;
                done = new SeqExpr[] {(SeqExpr<CharSort>) ctx.mkConst("before!" + n, ctx.getStringSort()),
                        (SeqExpr<CharSort>) ctx.mkConst("after!" + n, ctx.getStringSort()),
                        (SeqExpr<CharSort>) ctx.mkConst("match!" + n, ctx.getStringSort())};
                arounds.put(key, done);
            }
            SeqExpr<CharSort> p = done[0];
            SeqExpr<CharSort> r = done[1];
            if (match) {
                side.add(matchDefinition(s, Texts.text(((Const) op.right()).value()), done));
                return done;
            }
            String known = op.right() instanceof Const c ? Texts.text(c.value()) : null;
            SeqExpr<CharSort> early = ctx.mkConcat(p, known != null ? literal(known.substring(0, known.length() - 1))
                    : ctx.mkExtract(t, ctx.mkInt(0), (IntExpr) ctx.mkSub(ctx.mkLength(t), ctx.mkInt(1))));
            side.add(ctx.mkImplies(ctx.mkContains(s, t), ctx.mkAnd(ctx.mkEq(s, ctx.mkConcat(p, t, r)),
                    ctx.mkNot(ctx.mkContains(early, t)))));
            return done;
        }

        /**
         * The pieces of {@code s} around the first match of {@code expression} (one char of a class C, or {@code C+}):
         * where s holds no char of C, p is s and m and r are empty; else {@code s = p + m + r} with none in p, m one
         * char of C (or a run of them) and, for a run, r not starting with one (the JDK's greedy match, with nothing
         * after it to give chars back to). So s holds a match iff p is shorter than s, a question of lengths; every
         * membership is positive, in the complement's star ({@code [^C]*}): Z3 unfolds a negated one until it gives
         * up ("reached max unfolding" on a find in text of four chars).
         */
        private BoolExpr matchDefinition(SeqExpr<CharSort> s, String expression, SeqExpr<CharSort>[] around) {
            boolean run = expression.endsWith("+");
            JavaRegex.Chars one = (JavaRegex.Chars) JavaRegex.language(run
                    ? expression.substring(0, expression.length() - 1) : expression);
            ReExpr<SeqSort<CharSort>> c = regex(one);
            ReExpr<SeqSort<CharSort>> other = regex(JavaRegex.complement(one));
            ReExpr<SeqSort<CharSort>> none = ctx.mkStar(other);
            ReExpr<SeqSort<CharSort>> any = ctx.mkFullRe(ctx.mkReSort(ctx.getStringSort()));
            @SuppressWarnings("unchecked")
            ReExpr<SeqSort<CharSort>>[] otherAny = new ReExpr[] {other, any};
            ReExpr<SeqSort<CharSort>> notStarting = ctx.mkUnion(ctx.mkToRe(literal("")), ctx.mkConcat(otherAny));
            SeqExpr<CharSort> p = around[0];
            SeqExpr<CharSort> r = around[1];
            SeqExpr<CharSort> m = around[2];
            BoolExpr noMatch = ctx.mkAnd(ctx.mkInRe(s, none), ctx.mkEq(p, s), ctx.mkEq(m, literal("")),
                    ctx.mkEq(r, literal("")));
            BoolExpr pieces = ctx.mkAnd(ctx.mkEq(s, ctx.mkConcat(p, m, r)), ctx.mkInRe(p, none),
                    ctx.mkInRe(m, run ? ctx.mkPlus(c) : c), run ? ctx.mkInRe(r, notStarting) : ctx.mkTrue());
            return ctx.mkOr(noMatch, pieces);
        }

        /**
         * {@code s.trim()}: a fresh t with {@code s = l + t + r}, l and r made of chars up to U+0020, and t empty or
         * neither starting nor ending with one (positive memberships only, as in {@link #matchDefinition}); one t per
         * s in the context.
         */
        @SuppressWarnings("unchecked")
        private SeqExpr<CharSort> trimmed(SeqExpr<CharSort> s) {
            SeqExpr<CharSort>[] done = arounds.get(List.of(s, "trim"));
            if (done == null) {
                int n = fresh++;
                done = new SeqExpr[] {(SeqExpr<CharSort>) ctx.mkConst("lead!" + n, ctx.getStringSort()),
                        (SeqExpr<CharSort>) ctx.mkConst("trimmed!" + n, ctx.getStringSort()),
                        (SeqExpr<CharSort>) ctx.mkConst("trail!" + n, ctx.getStringSort())};
                arounds.put(List.of(s, "trim"), done);
            }
            ReExpr<SeqSort<CharSort>> space = ctx.mkRange(literal(String.valueOf((char) 0)), literal(" "));
            ReExpr<SeqSort<CharSort>> other = ctx.mkRange(literal("!"), literal(String.valueOf((char) 0xFFFF)));
            ReExpr<SeqSort<CharSort>> any = ctx.mkFullRe(ctx.mkReSort(ctx.getStringSort()));
            ReExpr<SeqSort<CharSort>>[] inner = new ReExpr[] {other, any, other};
            ReExpr<SeqSort<CharSort>> kept = ctx.mkUnion(ctx.mkToRe(literal("")), other, ctx.mkConcat(inner));
            side.add(ctx.mkAnd(ctx.mkEq(s, ctx.mkConcat(done[0], done[1], done[2])),
                    ctx.mkInRe(done[0], ctx.mkStar(space)), ctx.mkInRe(done[2], ctx.mkStar(space)),
                    ctx.mkInRe(done[1], kept)));
            return done[1];
        }

        /**
         * {@code s.lastIndexOf(t)}: where s contains a non-empty t, the length of a fresh p with {@code s = p + t + r}
         * and no t in r after t's first char (so none starts after p's end); the length of s for an empty t; else -1.
         */
        @SuppressWarnings("unchecked")
        private IntExpr lastIndex(StringOp op) {
            SeqExpr<CharSort> s = text(op.left());
            SeqExpr<CharSort> t = text(op.right());
            List<Object> key = List.of(s, t, "last");
            SeqExpr<CharSort>[] done = arounds.get(key);
            if (done == null) {
                int n = fresh++;
                done = new SeqExpr[] {(SeqExpr<CharSort>) ctx.mkConst("beforeLast!" + n, ctx.getStringSort()),
                        (SeqExpr<CharSort>) ctx.mkConst("afterLast!" + n, ctx.getStringSort())};
                arounds.put(key, done);
            }
            String known = op.right() instanceof Const c ? Texts.text(c.value()) : null;
            SeqExpr<CharSort> late = ctx.mkConcat(known != null && !known.isEmpty() ? literal(known.substring(1))
                    : ctx.mkExtract(t, ctx.mkInt(1), (IntExpr) ctx.mkSub(ctx.mkLength(t), ctx.mkInt(1))), done[1]);
            BoolExpr occurs = ctx.mkAnd(ctx.mkContains(s, t), ctx.mkGt(ctx.mkLength(t), ctx.mkInt(0)));
            side.add(ctx.mkImplies(occurs, ctx.mkAnd(ctx.mkEq(s, ctx.mkConcat(done[0], t, done[1])),
                    ctx.mkNot(ctx.mkContains(late, t)))));
            return (IntExpr) ctx.mkITE(ctx.mkEq(ctx.mkLength(t), ctx.mkInt(0)), ctx.mkLength(s),
                    ctx.mkITE(occurs, ctx.mkLength(done[0]), ctx.mkInt(-1)));
        }

        private BoolExpr stringCondition(StringOp op) {
            return switch (op.op()) {
                case EQUALS -> ctx.mkEq(text(op.left()), text(op.right()));
                case STARTS_WITH -> ctx.mkPrefixOf(text(op.right()), text(op.left()));
                case ENDS_WITH -> ctx.mkSuffixOf(text(op.right()), text(op.left()));
                case CONTAINS -> ctx.mkContains(text(op.left()), text(op.right()));
                case MATCHES -> ctx.mkInRe(text(op.left()), regex(JavaRegex.language(Texts.text(((Const) op.right())
                        .value()))));
                default -> throw new IllegalArgumentException("not a condition: " + op);
            };
        }

        /** An int-valued string operation as a 32-bit term. */
        private BitVecExpr stringTerm(StringOp op) {
            return switch (op.op()) {
                case LENGTH -> length(text(op.left()));
                case CHAR_AT -> charAt(text(op.left()), index(op.right()));
                case INDEX_OF -> ctx.mkInt2BV(32, ctx.mkIndexOf(text(op.left()), text(op.right()), ctx.mkInt(0)));
                case LAST_INDEX_OF -> ctx.mkInt2BV(32, lastIndex(op));
                case HASH -> hash(text(op.left()));
                case COMPARE -> compare(text(op.left()), text(op.right()));
                default -> throw new IllegalArgumentException("not an int term: " + op);
            };
        }

        /**
         * A text's length as a 32-bit term: a constant {@code L} with {@code length = bv2nat(L)} and {@code L} at most
         * {@code Integer.MAX_VALUE}, rather than {@code int2bv(length)}, which Z3 decides far more slowly (a bound on
         * the length did not help it refute {@code int2bv(length) * 2 < 0} within 10 s; with the constant, 8 ms).
         */
        private BitVecExpr length(SeqExpr<CharSort> s) {
            BitVecExpr l = lengths.computeIfAbsent(s, k -> ctx.mkBVConst("length!" + lengths.size(), 32));
            side.add(ctx.mkEq(ctx.mkLength(s), ctx.mkBV2Int(l, false)));
            side.add(ctx.mkBVULE(l, ctx.mkBV(Integer.MAX_VALUE, 32)));
            return l;
        }

        /** The char at an index, zero-extended to 32 bits. */
        private BitVecExpr charAt(SeqExpr<CharSort> s, IntExpr i) {
            return ctx.mkZeroExt(16, ctx.charToBv(ctx.mkNth(s, i)));
        }

        /** A language of {@link JavaRegex} as a Z3 regular expression over chars. */
        private ReExpr<SeqSort<CharSort>> regex(JavaRegex.Node n) {
            if (n instanceof JavaRegex.Chars c) {
                List<ReExpr<SeqSort<CharSort>>> ranges = new ArrayList<>();
                for (int[] r : c.ranges()) {
                    ranges.add(ctx.mkRange(literal(String.valueOf((char) r[0])), literal(String.valueOf((char) r[1]))));
                }
                return union(ranges);
            }
            if (n instanceof JavaRegex.Seq q) {
                if (q.parts().isEmpty()) {
                    return ctx.mkToRe(literal(""));
                }
                List<ReExpr<SeqSort<CharSort>>> parts = new ArrayList<>();
                for (JavaRegex.Node part : q.parts()) {
                    parts.add(regex(part));
                }
                if (parts.size() == 1) {
                    return parts.get(0);
                }
                @SuppressWarnings("unchecked")
                ReExpr<SeqSort<CharSort>>[] array = parts.toArray(new ReExpr[0]);
                return ctx.mkConcat(array);
            }
            if (n instanceof JavaRegex.Alt a) {
                List<ReExpr<SeqSort<CharSort>>> choices = new ArrayList<>();
                for (JavaRegex.Node choice : a.choices()) {
                    choices.add(regex(choice));
                }
                return union(choices);
            }
            JavaRegex.Repeat r = (JavaRegex.Repeat) n;
            ReExpr<SeqSort<CharSort>> body = regex(r.body());
            if (r.max() < 0) {
                ReExpr<SeqSort<CharSort>> star = ctx.mkStar(body);
                if (r.min() == 0) {
                    return star;
                }
                @SuppressWarnings("unchecked")
                ReExpr<SeqSort<CharSort>>[] array = new ReExpr[]{ctx.mkLoop(body, r.min(), r.min()), star};
                return ctx.mkConcat(array);
            }
            return ctx.mkLoop(body, r.min(), r.max());
        }

        @SuppressWarnings("unchecked")
        private ReExpr<SeqSort<CharSort>> union(List<ReExpr<SeqSort<CharSort>>> res) {
            if (res.isEmpty()) {
                return ctx.mkEmptyRe(ctx.mkReSort(ctx.getStringSort()));
            }
            return res.size() == 1 ? res.get(0) : ctx.mkUnion(res.toArray(new ReExpr[0]));
        }

        /**
         * {@code s.hashCode()}: {@code s[0]*31^(n-1) + ... + s[n-1]} in 32-bit arithmetic, for each length n up to
         * {@link #MAX_HASHED_LENGTH} (the side conditions bound the length).
         */
        private BitVecExpr hash(SeqExpr<CharSort> s) {
            IntExpr length = ctx.mkLength(s);
            BitVecExpr[] byLength = new BitVecExpr[MAX_HASHED_LENGTH + 1];
            BitVecExpr h = ctx.mkBV(0, 32);
            byLength[0] = h;
            for (int n = 1; n <= MAX_HASHED_LENGTH; n++) {
                h = ctx.mkBVAdd(ctx.mkBVMul(h, ctx.mkBV(31, 32)), charAt(s, ctx.mkInt(n - 1)));
                byLength[n] = h;
            }
            BitVecExpr result = byLength[MAX_HASHED_LENGTH];
            for (int n = MAX_HASHED_LENGTH - 1; n >= 0; n--) {
                result = (BitVecExpr) ctx.mkITE(ctx.mkEq(length, ctx.mkInt(n)), byLength[n], result);
            }
            side.add(ctx.mkLe(length, ctx.mkInt(MAX_HASHED_LENGTH)));
            return result;
        }

        /**
         * {@code s.compareTo(t)}: a fresh constant defined as Java defines the result: the difference of the lengths
         * when one string is a prefix of the other, else the difference of the characters at the first index k
         * where they differ (k a fresh constant too). The definition holds for every pair of strings, so it is a
         * side condition of every assertion the term is in.
         */
        private BitVecExpr compare(SeqExpr<CharSort> s, SeqExpr<CharSort> t) {
            int n = fresh++;
            BitVecExpr c = ctx.mkBVConst("compareTo!" + n, 32);
            IntExpr k = ctx.mkIntConst("compareAt!" + n);
            IntExpr ls = ctx.mkLength(s);
            IntExpr lt = ctx.mkLength(t);
            BoolExpr prefix = ctx.mkOr(ctx.mkPrefixOf(s, t), ctx.mkPrefixOf(t, s));
            side.add(ctx.mkImplies(prefix, ctx.mkEq(c, ctx.mkInt2BV(32, (IntExpr) ctx.mkSub(ls, lt)))));
            side.add(ctx.mkImplies(ctx.mkNot(prefix), ctx.mkAnd(
                    ctx.mkLe(ctx.mkInt(0), k), ctx.mkLt(k, ls), ctx.mkLt(k, lt),
                    ctx.mkEq(ctx.mkExtract(s, ctx.mkInt(0), k), ctx.mkExtract(t, ctx.mkInt(0), k)),
                    ctx.mkNot(ctx.mkEq(ctx.mkNth(s, k), ctx.mkNth(t, k))),
                    ctx.mkEq(c, ctx.mkBVSub(charAt(s, k), charAt(t, k))))));
            return c;
        }

        private BitVecExpr binary(Binary b) {
            BitVecExpr x = term(b.left());
            BitVecExpr y = term(b.right());
            int bits = b.type().bits;
            if (b.op().isShift()) {
                // Java uses the low 5 (int) or 6 (long) bits of the int count.
                BitVecExpr count = ctx.mkBVAND(y, ctx.mkBV(bits - 1, 32));
                if (bits == 64) {
                    count = ctx.mkZeroExt(32, count);
                }
                y = count;
            }
            return switch (b.op()) {
                case ADD -> ctx.mkBVAdd(x, y);
                case SUB -> ctx.mkBVSub(x, y);
                case MUL -> ctx.mkBVMul(x, y);
                case DIV -> ctx.mkBVSDiv(x, y);
                case REM -> ctx.mkBVSRem(x, y);
                case AND -> ctx.mkBVAND(x, y);
                case OR -> ctx.mkBVOR(x, y);
                case XOR -> ctx.mkBVXOR(x, y);
                case SHL -> ctx.mkBVSHL(x, y);
                case SHR -> ctx.mkBVASHR(x, y);
                case USHR -> ctx.mkBVLSHR(x, y);
            };
        }

        /**
         * Collects the ranges of the variables of e and the non-zero divisors its evaluation reaches when
         * {@code reached} holds (null: always; Java evaluates only the taken side of {@code ?:}).
         */
        void sideConditions(Expr e, BoolExpr reached) {
            if (reached != null && !hasGuardedSides(e)) {
                reached = null; // only variable ranges below, which hold wherever e is reached: visit it once
            }
            if (reached == null && !visited.add(e)) {
                return;
            }
            if (e instanceof Var v) {
                if (v.type() == Type.STRING && ranged.add(v)) {
                    // a Java string has at most Integer.MAX_VALUE chars: its length's 32-bit image is exact
                    IntExpr length = ctx.mkLength(JavaBitVectors.this.text(v));
                    side.add(ctx.mkLe(length, ctx.mkInt(Integer.MAX_VALUE)));
                    side.add(ctx.mkImplies(shortStrings(), ctx.mkLe(length, ctx.mkInt(SHORT_STRING_LENGTH))));
                } else if (v.bounded() && ranged.add(v)) {
                    side.add(range(v));
                }
            } else if (e instanceof Binary b) {
                sideConditions(b.left(), reached);
                sideConditions(b.right(), reached);
                ownSides(e, reached);
            } else if (e instanceof Unary u) {
                sideConditions(u.operand(), reached);
            } else if (e instanceof Floating f) {
                sideConditions(f.left(), reached);
                if (f.right() != null) {
                    sideConditions(f.right(), reached);
                }
            } else if (e instanceof Compare c) {
                sideConditions(c.left(), reached);
                sideConditions(c.right(), reached);
            } else if (e instanceof Not n) {
                sideConditions(n.operand(), reached);
            } else if (e instanceof StringOp op) {
                sideConditions(op.left(), reached);
                if (op.right() != null) {
                    sideConditions(op.right(), reached);
                }
                ownSides(e, reached);
            } else if (e instanceof Ite ite) {
                sideConditions(ite.cond(), reached);
                BoolExpr cond = bool(ite.cond());
                sideConditions(ite.then(), reached == null ? cond : ctx.mkAnd(reached, cond));
                BoolExpr otherwise = ctx.mkNot(cond);
                sideConditions(ite.otherwise(), reached == null ? otherwise : ctx.mkAnd(reached, otherwise));
            }
        }

        /** The side conditions of e's own operation (not its operands') when {@code reached} holds (null: always). */
        private void ownSides(Expr e, BoolExpr reached) {
            if (e instanceof Binary b) {
                boolean division = b.op() == Binary.Op.DIV || b.op() == Binary.Op.REM;
                if (division && !(b.right() instanceof Const c && c.value() != 0)) {
                    BoolExpr nonZero = ctx.mkNot(ctx.mkEq(term(b.right()), ctx.mkBV(0, b.type().bits)));
                    side.add(reached == null ? nonZero : ctx.mkImplies(reached, nonZero));
                }
            } else if (e instanceof StringOp op) {
                if (op.op() == StringOp.Op.CHAR_AT) {
                    IntExpr i = index(op.right());
                    BoolExpr inRange = ctx.mkAnd(ctx.mkLe(ctx.mkInt(0), i), ctx.mkLt(i, ctx.mkLength(text(op.left()))));
                    side.add(reached == null ? inRange : ctx.mkImplies(reached, inRange));
                } else if (op.op() == StringOp.Op.DROP || op.op() == StringOp.Op.TAKE) {
                    IntExpr i = index(op.right());
                    BoolExpr inRange = ctx.mkAnd(ctx.mkLe(ctx.mkInt(0), i), ctx.mkLe(i, ctx.mkLength(text(op.left()))));
                    side.add(reached == null ? inRange : ctx.mkImplies(reached, inRange));
                }
            }
        }

        /**
         * {@link #sideConditions}{@code (root, null)} for a condition whose tree is large (it shares subterms), in
         * time linear in its DAG: each subterm with guarded sides ({@link #hasGuardedSides}) is visited once, its
         * own side conditions asserted under the disjunction of the conditions under which its uses are reached
         * (taken from the users before it: each comes after every subterm using it in the order walked).
         */
        void sharedSideConditions(Expr root) {
            if (!hasGuardedSides(root)) {
                sideConditions(root, null);
                return;
            }
            List<Expr> post = new ArrayList<>();
            guardedPostorder(root, Collections.newSetFromMap(new IdentityHashMap<>()), post);
            Map<Expr, List<BoolExpr>> uses = new IdentityHashMap<>();
            Set<Expr> always = Collections.newSetFromMap(new IdentityHashMap<>());
            always.add(root);
            Map<Expr, BoolExpr> reach = new IdentityHashMap<>();
            for (int k = post.size() - 1; k >= 0; k--) {
                Expr e = post.get(k);
                BoolExpr r = null;
                if (!always.contains(e)) {
                    List<BoolExpr> u = uses.get(e);
                    r = u.size() == 1 ? u.get(0) : ctx.mkOr(u.toArray(new BoolExpr[0]));
                }
                reach.put(e, r);
                if (e instanceof Ite ite) {
                    BoolExpr cond = bool(ite.cond());
                    BoolExpr otherwise = ctx.mkNot(cond);
                    use(ite.cond(), r, always, uses);
                    use(ite.then(), r == null ? cond : ctx.mkAnd(r, cond), always, uses);
                    use(ite.otherwise(), r == null ? otherwise : ctx.mkAnd(r, otherwise), always, uses);
                } else {
                    for (int i = 0, n = Dags.arity(e); i < n; i++) {
                        use(Dags.operand(e, i), r, always, uses);
                    }
                }
            }
            emit(root, reach, Collections.newSetFromMap(new IdentityHashMap<>()));
        }

        /** The guarded subterms of e not in seen, each after its operands. */
        private void guardedPostorder(Expr e, Set<Expr> seen, List<Expr> post) {
            if (!hasGuardedSides(e) || !seen.add(e)) {
                return;
            }
            for (int i = 0, n = Dags.arity(e); i < n; i++) {
                guardedPostorder(Dags.operand(e, i), seen, post);
            }
            post.add(e);
        }

        /** Records a use of a guarded operand reached when r holds (null: always). */
        private static void use(Expr operand, BoolExpr r, Set<Expr> always, Map<Expr, List<BoolExpr>> uses) {
            if (r == null) {
                always.add(operand);
            } else {
                uses.computeIfAbsent(operand, k -> new ArrayList<>()).add(r);
            }
        }

        /** Asserts the side conditions of e's subterms, each guarded one once under its reach. */
        private void emit(Expr e, Map<Expr, BoolExpr> reach, Set<Expr> emitted) {
            if (!hasGuardedSides(e)) {
                sideConditions(e, null);
                return;
            }
            if (!emitted.add(e)) {
                return;
            }
            for (int i = 0, n = Dags.arity(e); i < n; i++) {
                emit(Dags.operand(e, i), reach, emitted);
            }
            ownSides(e, reach.get(e));
        }

        /**
         * Whether e holds a division by a term that may be zero or a {@code charAt}: a side condition that holds only
         * where e is evaluated. Memoized, so a term shared many times (POSE's guards) is looked at once.
         */
        private boolean hasGuardedSides(Expr e) {
            Boolean known = guardedSides.get(e);
            if (known != null) {
                return known;
            }
            boolean has = false;
            if (e instanceof Binary b) {
                has = (b.op() == Binary.Op.DIV || b.op() == Binary.Op.REM) && !(b.right() instanceof Const c
                        && c.value() != 0) || hasGuardedSides(b.left()) || hasGuardedSides(b.right());
            } else if (e instanceof Unary u) {
                has = hasGuardedSides(u.operand());
            } else if (e instanceof Compare c) {
                has = hasGuardedSides(c.left()) || hasGuardedSides(c.right());
            } else if (e instanceof Not n) {
                has = hasGuardedSides(n.operand());
            } else if (e instanceof StringOp op) {
                has = true;
            } else if (e instanceof Ite ite) {
                has = hasGuardedSides(ite.cond()) || hasGuardedSides(ite.then()) || hasGuardedSides(ite.otherwise());
            }
            guardedSides.put(e, has);
            return has;
        }

        private final Map<Expr, Boolean> guardedSides = new IdentityHashMap<>();

        private BoolExpr range(Var v) {
            long min = Math.max(v.min(), ConditionSimplifier.typeMin(v.type()));
            long max = Math.min(v.max(), ConditionSimplifier.typeMax(v.type()));
            if (min > max) {
                return ctx.mkFalse();
            }
            int bits = v.type().bits;
            BitVecExpr x = variable(v);
            return ctx.mkAnd(ctx.mkBVSLE(ctx.mkBV(min, bits), x), ctx.mkBVSLE(x, ctx.mkBV(max, bits)));
        }
    }
}
