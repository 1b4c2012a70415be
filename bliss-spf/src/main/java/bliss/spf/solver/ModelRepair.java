package bliss.spf.solver;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Dags;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds a model of the path condition and one more condition by changing a model of the path condition alone: a
 * condition false under the model is made true by solving it for one of its variables, and each condition that the
 * change falsifies is repaired the same way, each variable changed at most once (local search in the manner of
 * model-based repair: a sum {@code n.size == size(l) + size(r) + 1} of a repOK gets its node's size from its
 * children's). Only comparisons of int or long sums are solved: the variable occurs once in the comparison, under
 * additions, subtractions and negations, whose Java (two's complement) inverse is exact; the value must lie in the
 * variable's range.
 *
 * <p>An answer is a model checked by evaluating every condition with Java's semantics ({@link Expr#eval}), so a
 * repair is a proof of satisfiability; a failed repair proves nothing and the query goes on to the solvers. Stateless.
 */
final class ModelRepair {

    /** Conditions repaired at most, per query: keeps a failing repair cheap. */
    private static final int MAX_STEPS = 16;

    private ModelRepair() {
    }

    /**
     * @param constraints the path condition, satisfied by {@code model}
     * @param model       values for every variable of {@code constraints} (not changed)
     * @param query       the condition to add
     * @return the variables whose values changed (on top of {@code model}, a model of constraints and query), or
     *         null when no repair was found
     */
    static Map<Var, Long> repair(List<Expr> constraints, Map<Var, Long> model, Expr query) {
        try {
            return search(constraints, model, query);
        } catch (ArithmeticException | IllegalArgumentException e) {
            return null; // a division by zero under the changed values, or a variable without a value
        }
    }

    private static Map<Var, Long> search(List<Expr> constraints, Map<Var, Long> model, Expr query) {
        Map<Var, Long> changed = new HashMap<>();
        Map<Var, Long> env = new Overlay(changed, model);
        Set<Var> fixed = new HashSet<>();
        Expr broken = query;
        for (int step = 0; step < MAX_STEPS; step++) {
            if (!solve(broken, env, fixed, changed)) {
                return null;
            }
            broken = firstFalse(query, constraints, env);
            if (broken == null) {
                return changed;
            }
        }
        return null;
    }

    /** The query if it is false under env, else the first false constraint, else null. */
    private static Expr firstFalse(Expr query, List<Expr> constraints, Map<Var, Long> env) {
        if (query.eval(env) == 0) {
            return query;
        }
        for (Expr c : constraints) {
            if (c.eval(env) == 0) {
                return c;
            }
        }
        return null;
    }

    /**
     * Makes {@code condition} true by a new value of one variable not yet changed: preferably one standing alone on a
     * side of the comparison (the variable a repOK's check defines), else any that occurs once.
     */
    private static boolean solve(Expr condition, Map<Var, Long> env, Set<Var> fixed, Map<Var, Long> changed) {
        Compare c = comparison(condition);
        if (c == null || (c.left().type() != Type.INT && c.left().type() != Type.LONG)) {
            return false;
        }
        for (int pass = 0; pass < 2; pass++) {
            for (int side = 0; side < 2; side++) {
                Expr mine = side == 0 ? c.left() : c.right();
                Expr other = side == 0 ? c.right() : c.left();
                Compare.Op op = side == 0 ? c.op() : c.op().flip();
                Set<Var> otherVars = null; // each variable of the other side, found in one walk
                for (Var v : pass == 0 ? alone(mine) : occurringOnce(mine)) {
                    if (fixed.contains(v)) {
                        continue;
                    }
                    if (otherVars == null) {
                        otherVars = new HashSet<>(Dags.variables(other));
                    }
                    if (otherVars.contains(v)) {
                        continue;
                    }
                    Long target = target(op, other.eval(env), mine.type());
                    Long value = target == null ? null : invert(mine, v, target, env);
                    if (value != null && value >= v.min() && value <= v.max()) {
                        fixed.add(v);
                        changed.put(v, value);
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static Compare comparison(Expr condition) {
        if (condition instanceof Compare c) {
            return c;
        }
        if (condition instanceof Not n && n.operand() instanceof Compare c) {
            return (Compare) Exprs.not(c);
        }
        return null;
    }

    private static List<Var> alone(Expr side) {
        return side instanceof Var v ? List.of(v) : List.of();
    }

    /**
     * @return the variables occurring once in side's tree, in the order of their first occurrences: counted as paths
     *         through the DAG ({@link Dags#occurrences}), so a variable under a shared subterm occurs more than once
     */
    static List<Var> occurringOnce(Expr side) {
        Map<Var, Integer> count = Dags.occurrences(side);
        List<Var> once = new ArrayList<>(count.size());
        count.forEach((v, n) -> {
            if (n == 1) {
                once.add(v);
            }
        });
        return once;
    }

    private static boolean occurs(Expr e, Var v) {
        return Dags.anyVar(e, v::equals);
    }

    /** A value x with {@code x op other} (in the type's range), or null when there is none. */
    private static Long target(Compare.Op op, long other, Type type) {
        long min = type == Type.INT ? Integer.MIN_VALUE : Long.MIN_VALUE;
        long max = type == Type.INT ? Integer.MAX_VALUE : Long.MAX_VALUE;
        return switch (op) {
            case EQ, LE, GE -> other;
            case NE -> other == max ? other - 1 : other + 1;
            case LT -> other == min ? null : other - 1;
            case GT -> other == max ? null : other + 1;
        };
    }

    /**
     * The value of v that makes {@code e} evaluate to {@code target}, the other variables as in env: e is v under
     * additions, subtractions and negations (each inverse exact in two's complement), or null.
     */
    private static Long invert(Expr e, Var v, long target, Map<Var, Long> env) {
        Type type = e.type();
        if (e instanceof Var x) {
            return x.equals(v) ? target : null;
        }
        if (e instanceof Unary u && u.op() == Unary.Op.NEG) {
            return invert(u.operand(), v, wrap(type, -target), env);
        }
        if (e instanceof Binary b && (b.op() == Binary.Op.ADD || b.op() == Binary.Op.SUB)) {
            boolean inLeft = occurs(b.left(), v);
            Expr rest = inLeft ? b.right() : b.left();
            if (!occurs(rest, v)) {
                long r = rest.eval(env);
                if (b.op() == Binary.Op.ADD) {
                    return invert(inLeft ? b.left() : b.right(), v, wrap(type, target - r), env);
                }
                return inLeft ? invert(b.left(), v, wrap(type, target + r), env)
                        : invert(b.right(), v, wrap(type, r - target), env);
            }
        }
        return null;
    }

    /**
     * The model with the changed values on top, read-only and without a copy (the model may hold many variables);
     * a variable in neither gets {@link BranchDecider#defaultValue}. Only {@link #get} is used: by {@link Expr#eval}.
     */
    private static final class Overlay extends java.util.AbstractMap<Var, Long> {

        private final Map<Var, Long> changed;
        private final Map<Var, Long> model;

        Overlay(Map<Var, Long> changed, Map<Var, Long> model) {
            this.changed = changed;
            this.model = model;
        }

        @Override
        public Long get(Object key) {
            Long v = changed.get(key);
            if (v == null) {
                v = model.get(key);
            }
            return v != null || !(key instanceof Var x) ? v : BranchDecider.defaultValue(x);
        }

        @Override
        public java.util.Set<Entry<Var, Long>> entrySet() {
            throw new UnsupportedOperationException("an overlay is only read by get");
        }
    }

    private static long wrap(Type type, long x) {
        return type == Type.INT ? (int) x : x;
    }
}
