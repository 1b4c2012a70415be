package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.BitVecExpr;
import com.microsoft.z3.BitVecNum;
import com.microsoft.z3.BitVecSort;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;

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

    private final Context ctx;
    private final Map<Var, BitVecExpr> variables = new HashMap<>();

    public JavaBitVectors(Context ctx) {
        this.ctx = ctx;
    }

    /**
     * @requires condition.type() == BOOL
     * @return the condition, conjoined with the ranges of its variables and the non-zero divisors its evaluation
     *         reaches
     */
    public BoolExpr assertion(Expr condition) {
        Translation t = new Translation();
        BoolExpr body = t.bool(condition);
        t.sideConditions(condition, null);
        if (t.side.isEmpty()) {
            return body;
        }
        t.side.add(body);
        return ctx.mkAnd(t.side.toArray(new BoolExpr[0]));
    }

    /** The Z3 constant standing for a variable. */
    public BitVecExpr variable(Var v) {
        return variables.computeIfAbsent(v, k -> ctx.mkBVConst(k.name() + "!" + k.id(), k.type().bits));
    }

    /** The value of a variable in a Z3 model, as Java would hold it (an int sign-extended). */
    public long valueIn(Model model, Var v) {
        BitVecNum num = (BitVecNum) model.eval(variable(v), true);
        return v.type() == Type.INT ? num.getBigInteger().intValue() : num.getBigInteger().longValue();
    }

    /** One translation: shared subterms are translated once. */
    private final class Translation {

        private final Map<Expr, BitVecExpr> terms = new IdentityHashMap<>();
        private final List<BoolExpr> side = new ArrayList<>();
        private final Set<Expr> visited = Collections.newSetFromMap(new IdentityHashMap<>());
        private final Set<Var> ranged = new java.util.HashSet<>();

        BoolExpr bool(Expr e) {
            if (e instanceof Const c) {
                return ctx.mkBool(c.value() != 0);
            }
            if (e instanceof Not n) {
                return ctx.mkNot(bool(n.operand()));
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
                };
            }
            if (e instanceof Ite ite) {
                return (BitVecExpr) ctx.<BitVecSort>mkITE(bool(ite.cond()), term(ite.then()), term(ite.otherwise()));
            }
            throw new IllegalArgumentException("not a term: " + e);
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
            if (reached == null && !visited.add(e)) {
                return;
            }
            if (e instanceof Var v) {
                if (v.bounded() && ranged.add(v)) {
                    side.add(range(v));
                }
            } else if (e instanceof Binary b) {
                sideConditions(b.left(), reached);
                sideConditions(b.right(), reached);
                boolean division = b.op() == Binary.Op.DIV || b.op() == Binary.Op.REM;
                if (division && !(b.right() instanceof Const c && c.value() != 0)) {
                    BoolExpr nonZero = ctx.mkNot(ctx.mkEq(term(b.right()), ctx.mkBV(0, b.type().bits)));
                    side.add(reached == null ? nonZero : ctx.mkImplies(reached, nonZero));
                }
            } else if (e instanceof Unary u) {
                sideConditions(u.operand(), reached);
            } else if (e instanceof Compare c) {
                sideConditions(c.left(), reached);
                sideConditions(c.right(), reached);
            } else if (e instanceof Not n) {
                sideConditions(n.operand(), reached);
            } else if (e instanceof Ite ite) {
                sideConditions(ite.cond(), reached);
                BoolExpr cond = bool(ite.cond());
                sideConditions(ite.then(), reached == null ? cond : ctx.mkAnd(reached, cond));
                BoolExpr otherwise = ctx.mkNot(cond);
                sideConditions(ite.otherwise(), reached == null ? otherwise : ctx.mkAnd(reached, otherwise));
            }
        }

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
