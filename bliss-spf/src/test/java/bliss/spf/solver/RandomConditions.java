package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Random conditions over given variables, and a brute-force oracle over their (small) ranges. */
final class RandomConditions {

    private static final long[] INT_CONSTANTS = {0, 1, -1, 2, 3, -7, 31, 32, 33, 65536, Integer.MAX_VALUE,
            Integer.MIN_VALUE};
    private static final long[] LONG_CONSTANTS = {0, 1, -1, 2, -7, 63, 64, 1L << 32, Integer.MAX_VALUE,
            Long.MAX_VALUE, Long.MIN_VALUE};

    private final Random random;
    private final List<Var> vars;

    RandomConditions(Random random, List<Var> vars) {
        this.random = random;
        this.vars = vars;
    }

    /** A condition with arithmetic, conversions, ?: and negation, built raw or through Exprs' folding. */
    Expr condition(int depth) {
        if (random.nextInt(8) == 0) {
            Expr inner = condition(depth);
            return random.nextBoolean() ? Exprs.not(inner) : new Not(inner);
        }
        Type type = random.nextInt(3) == 0 ? Type.LONG : Type.INT;
        Compare.Op op = Compare.Op.values()[random.nextInt(6)];
        Expr a = term(type, depth);
        Expr b = term(type, depth);
        return random.nextBoolean() ? Exprs.compare(op, a, b) : new Compare(op, a, b);
    }

    Expr term(Type type, int depth) {
        if (depth == 0 || random.nextInt(10) < 3) {
            return leaf(type);
        }
        switch (random.nextInt(6)) {
            case 0, 1, 2: {
                Binary.Op op = Binary.Op.values()[random.nextInt(Binary.Op.values().length)];
                Expr left = term(type, depth - 1);
                // Products and quotients of two unknowns are hard for bit-blasting (64-bit ones take seconds), and
                // rare in programs; most get a constant operand.
                boolean hard = op == Binary.Op.MUL || op == Binary.Op.DIV || op == Binary.Op.REM;
                Expr right = hard && random.nextInt(5) != 0 ? constantLeaf(type)
                        : term(op.isShift() ? Type.INT : type, depth - 1);
                return random.nextBoolean() ? Exprs.binary(op, left, right) : new Binary(op, left, right);
            }
            case 3: {
                if (type == Type.LONG) {
                    return random.nextBoolean() ? new Unary(Unary.Op.NEG, term(Type.LONG, depth - 1))
                            : new Unary(Unary.Op.I2L, term(Type.INT, depth - 1));
                }
                Unary.Op op = new Unary.Op[] {Unary.Op.NEG, Unary.Op.L2I, Unary.Op.I2B, Unary.Op.I2S,
                        Unary.Op.I2C}[random.nextInt(5)];
                return new Unary(op, term(op == Unary.Op.L2I ? Type.LONG : Type.INT, depth - 1));
            }
            case 4:
                return lcmpLike(type, depth - 1);
            default:
                return new Ite(condition(depth - 1), term(type, depth - 1), term(type, depth - 1));
        }
    }

    /** A ?: tree over one pair of operands with constant leaves, as javac's lcmp and boolean materialization. */
    private Expr lcmpLike(Type type, int depth) {
        Type pairType = random.nextBoolean() ? Type.LONG : Type.INT;
        Expr a = leafOrVar(pairType, depth);
        Expr b = leafOrVar(pairType, depth);
        Expr lt = new Compare(Compare.Op.LT, a, b);
        Expr eq = random.nextBoolean() ? new Compare(Compare.Op.EQ, a, b) : new Compare(Compare.Op.EQ, b, a);
        return new Ite(lt, constant(type, -1), new Ite(eq, constant(type, 0), constant(type, 1)));
    }

    private Expr leafOrVar(Type type, int depth) {
        return depth > 0 && random.nextInt(4) == 0 ? term(type, depth - 1) : leaf(type);
    }

    private static Expr constant(Type type, long v) {
        return new Const(v, type);
    }

    Expr leaf(Type type) {
        List<Var> ofType = vars.stream().filter(v -> v.type() == type).toList();
        if (!ofType.isEmpty() && random.nextInt(10) < 6) {
            return ofType.get(random.nextInt(ofType.size()));
        }
        if (type == Type.LONG && random.nextInt(4) == 0) {
            List<Var> ints = vars.stream().filter(v -> v.type() == Type.INT).toList();
            if (!ints.isEmpty()) {
                return new Unary(Unary.Op.I2L, ints.get(random.nextInt(ints.size())));
            }
        }
        return constantLeaf(type);
    }

    private Expr constantLeaf(Type type) {
        long[] pool = type == Type.INT ? INT_CONSTANTS : LONG_CONSTANTS;
        return new Const(pool[random.nextInt(pool.length)], type);
    }

    /** Whether some assignment within the ranges satisfies all conditions (under eval; division by zero fails). */
    static boolean satisfiable(List<Var> vars, List<Expr> conditions) {
        return findModel(vars, conditions, 0, new HashMap<>());
    }

    private static boolean findModel(List<Var> vars, List<Expr> conditions, int next, Map<Var, Long> values) {
        if (next == vars.size()) {
            return Build.satisfiesAll(conditions, values);
        }
        Var v = vars.get(next);
        for (long x = v.min(); x <= v.max(); x++) {
            values.put(v, x);
            if (findModel(vars, conditions, next + 1, values)) {
                return true;
            }
        }
        return false;
    }

    static List<Expr> with(List<Expr> conditions, Expr extra) {
        List<Expr> all = new ArrayList<>(conditions);
        all.add(extra);
        return all;
    }
}
