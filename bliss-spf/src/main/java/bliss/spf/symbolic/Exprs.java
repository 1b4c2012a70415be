package bliss.spf.symbolic;

import java.util.Map;

/**
 * Builds expressions, folding constants so that a value stays a {@link Const} until a symbolic input flows into
 * it, and pushing negations into comparisons. Division by a constant zero is not folded (the interpreter raises
 * ArithmeticException before building it).
 */
public final class Exprs {

    private Exprs() {
    }

    public static Expr binary(Binary.Op op, Expr left, Expr right) {
        if (left instanceof Const a && right instanceof Const b
                && !((op == Binary.Op.DIV || op == Binary.Op.REM) && b.value() == 0)) {
            return new Const(Binary.apply(op, left.type(), a.value(), b.value()), left.type());
        }
        if (right instanceof Const b && b.value() == 0
                && (op == Binary.Op.ADD || op == Binary.Op.SUB || op == Binary.Op.OR || op == Binary.Op.XOR
                || op.isShift())) {
            return left;
        }
        if (left instanceof Const a && a.value() == 0 && (op == Binary.Op.ADD || op == Binary.Op.OR
                || op == Binary.Op.XOR)) {
            return right;
        }
        if (right instanceof Const b && isOffset(op) && left instanceof Binary inner && isOffset(inner.op())
                && inner.right() instanceof Const a) {
            // (x +- a) +- b as x +- (a +- b), exact in two's complement: a counter a loop moves by one at every
            // turn stays one operation deep instead of growing by one at every turn
            Type t = left.type();
            long sum = Binary.apply(Binary.Op.ADD, t, inner.op() == Binary.Op.ADD ? a.value()
                    : Binary.apply(Binary.Op.SUB, t, 0, a.value()), op == Binary.Op.ADD ? b.value()
                    : Binary.apply(Binary.Op.SUB, t, 0, b.value()));
            return offset(inner.left(), sum, t);
        }
        return new Binary(op, left, right);
    }

    private static boolean isOffset(Binary.Op op) {
        return op == Binary.Op.ADD || op == Binary.Op.SUB;
    }

    /** {@code x + k}, written {@code x - |k|} for a negative k (and plain x for 0). */
    private static Expr offset(Expr x, long k, Type t) {
        long min = t == Type.INT ? Integer.MIN_VALUE : Long.MIN_VALUE;
        if (k == 0) {
            return x;
        }
        if (k < 0 && k != min) {
            return new Binary(Binary.Op.SUB, x, new Const(-k, t));
        }
        return new Binary(Binary.Op.ADD, x, new Const(k, t));
    }

    public static Expr unary(Unary.Op op, Expr operand) {
        if (operand instanceof Const c) {
            Type t = new Unary(op, operand).type();
            return new Const(Unary.apply(op, operand.type(), c.value()), t);
        }
        if (op == Unary.Op.NEG && operand instanceof Unary u && u.op() == Unary.Op.NEG) {
            return u.operand();
        }
        return new Unary(op, operand);
    }

    /** The most values of a variable a conversion to floating point is written out for ({@link #floating}). */
    public static final int FEW_VALUES = 32;

    /**
     * A floating-point instruction ({@link Floating}); folded when its operands are constants. Two cases fold too,
     * so that a float computed from a variable of few values (a table's length, at most the scope: {@code (int) (n *
     * 0.75f)}) reaches the solver as ints, not as floating-point arithmetic it would bit-blast in every query:
     * <ul>
     *   <li>the conversion of an int or long variable whose range has at most {@link #FEW_VALUES} values is the
     *       choice of its converted values, {@code ite(x == lo, lo', ite(x == lo + 1, ..., hi'))} (the variable's
     *       range is asserted wherever it is used, so the two are equal);</li>
     *   <li>an instruction whose one operand is such a choice of constants and whose other is a constant (or none)
     *       is applied to each constant of the choice.</li>
     * </ul>
     */
    public static Expr floating(Floating.Op op, Expr left, Expr right) {
        if (left instanceof Const a && (right == null || right instanceof Const)) {
            return new Const(Floating.apply(op, a.value(), right == null ? 0 : ((Const) right).value()), op.result());
        }
        if (right == null && isConversionOfInteger(op) && left instanceof Var x && x.bounded()
                && x.max() - x.min() < FEW_VALUES) {
            Expr out = floating(op, new Const(x.max(), x.type()), null);
            for (long v = x.max() - 1; v >= x.min(); v--) {
                Const c = new Const(v, x.type());
                out = ite(compare(Compare.Op.EQ, x, c), floating(op, c, null), out);
            }
            return out;
        }
        if (isChoiceOfConstants(left) && (right == null || right instanceof Const)) {
            Ite i = (Ite) left;
            return ite(i.cond(), floating(op, i.then(), right), floating(op, i.otherwise(), right));
        }
        if (left instanceof Const && isChoiceOfConstants(right)) {
            Ite i = (Ite) right;
            return ite(i.cond(), floating(op, left, i.then()), floating(op, left, i.otherwise()));
        }
        return new Floating(op, left, right);
    }

    /**
     * {@code e} with each variable of {@code values} replaced by its constant, rebuilt through these factories, so
     * that it folds where the constants let it ({@code (int) (n * loadFactor)} once the path fixes the load factor);
     * a string operation is kept whole. Each distinct subterm is rebuilt once ({@link Dags.Fold}), so shared
     * subterms stay shared.
     */
    public static Expr substitute(Expr e, Map<Var, Const> values) {
        return new Dags.Fold<Expr>() {
            @Override
            protected Expr compute(Expr e) {
                if (e instanceof Var v) {
                    Const c = values.get(v);
                    return c != null ? c : v;
                }
                if (e instanceof Binary b) {
                    return binary(b.op(), of(b.left()), of(b.right()));
                }
                if (e instanceof Unary u) {
                    return unary(u.op(), of(u.operand()));
                }
                if (e instanceof Compare c) {
                    return compare(c.op(), of(c.left()), of(c.right()));
                }
                if (e instanceof Not n) {
                    return not(of(n.operand()));
                }
                if (e instanceof Ite i) {
                    return ite(of(i.cond()), of(i.then()), of(i.otherwise()));
                }
                if (e instanceof Floating f) {
                    return floating(f.op(), of(f.left()), f.right() == null ? null : of(f.right()));
                }
                return e; // a constant, or a string operation
            }
        }.apply(e);
    }

    private static boolean isConversionOfInteger(Floating.Op op) {
        return op == Floating.Op.I2F || op == Floating.Op.I2D || op == Floating.Op.L2F || op == Floating.Op.L2D;
    }

    /** An ite whose every leaf is a constant. */
    private static boolean isChoiceOfConstants(Expr e) {
        return e instanceof Ite i && (i.then() instanceof Const || isChoiceOfConstants(i.then()))
                && (i.otherwise() instanceof Const || isChoiceOfConstants(i.otherwise()));
    }

    public static Expr compare(Compare.Op op, Expr left, Expr right) {
        if (left instanceof Const a && right instanceof Const b) {
            return Const.ofBool(op.test(a.value(), b.value()));
        }
        if (left.equals(right)) {
            return Const.ofBool(op == Compare.Op.EQ || op == Compare.Op.LE || op == Compare.Op.GE);
        }
        return new Compare(op, left, right);
    }

    public static Expr not(Expr condition) {
        if (condition instanceof Const c) {
            return Const.ofBool(c.value() == 0);
        }
        if (condition instanceof Compare c) {
            return new Compare(c.op().negate(), c.left(), c.right());
        }
        if (condition instanceof Not n) {
            return n.operand();
        }
        return new Not(condition);
    }

    public static Expr ite(Expr cond, Expr then, Expr otherwise) {
        if (cond instanceof Const c) {
            return c.value() != 0 ? then : otherwise;
        }
        if (then.equals(otherwise)) {
            return then;
        }
        return new Ite(cond, then, otherwise);
    }

    /** A string operation ({@link StringOp}), folded to a constant when its operands are. */
    public static Expr string(StringOp.Op op, Expr left, Expr right) {
        StringOp e = new StringOp(op, left, right);
        if (left instanceof Const a && (right == null || right instanceof Const)) {
            long b = right == null ? 0 : ((Const) right).value();
            try {
                return new Const(StringOp.apply(op, a.value(), b), e.type());
            } catch (ArithmeticException outOfRange) {
                return e;
            }
        }
        return e;
    }

    /** {@code a && b} for conditions, as an if-then-else when neither is constant. */
    public static Expr and(Expr a, Expr b) {
        if (a instanceof Const k) {
            return k.value() != 0 ? b : Const.FALSE;
        }
        if (b instanceof Const k) {
            return k.value() != 0 ? a : Const.FALSE;
        }
        return compare(Compare.Op.NE, ite(a, ite(b, Const.ofInt(1), Const.ofInt(0)), Const.ofInt(0)), Const.ofInt(0));
    }

    /** {@code a || b} for conditions, as an if-then-else when neither is constant. */
    public static Expr or(Expr a, Expr b) {
        if (a instanceof Const k) {
            return k.value() != 0 ? Const.TRUE : b;
        }
        if (b instanceof Const k) {
            return k.value() != 0 ? Const.TRUE : a;
        }
        return compare(Compare.Op.NE, ite(a, Const.ofInt(1), ite(b, Const.ofInt(1), Const.ofInt(0))), Const.ofInt(0));
    }

    /** The value of a condition or term under an assignment, as Java computes it. */
    public static long evaluate(Expr e, Map<Var, Long> env) {
        return e.eval(env);
    }
}
