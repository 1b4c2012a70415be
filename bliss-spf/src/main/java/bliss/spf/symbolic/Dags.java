package bliss.spf.symbolic;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Walks of expressions as the DAGs they are. An expression shares its subterms: a character folded from the one
 * before refers to it three times ({@code c' = c >= 'a' && c <= 'z' ? c - 32 : c}), so a walk of its tree takes
 * time exponential in its depth. Each walk here first walks the tree, as cheap as it gets for the small expressions
 * of most conditions, but visits at most {@link #TREE_BUDGET} nodes so; past them it starts over and visits each
 * distinct subterm (by identity) once, linear in the DAG's size. Every walk gives what the tree's walk gives.
 */
public final class Dags {

    /**
     * Nodes a walk visits as a tree before it starts over over the distinct subterms: a condition of the analysed code
     * (a few dozen to a few thousand nodes) is walked as a tree, as cheap as it gets; a DAG whose tree is larger
     * (each character of a folded key refers three times to the one before: 3^9 nodes at the ninth) once per
     * distinct subterm.
     */
    public static final int TREE_BUDGET = 10_000;

    /** The most characters {@link #text} writes before it ends the text with {@code " ..."}. */
    public static final int TEXT_LIMIT = 100_000;

    private Dags() {
    }

    /** Thrown by a tree walk past its budget: no stack trace, one instance. */
    private static final class OverBudget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OverBudget() {
            super(null, null, false, false);
        }
    }

    private static final OverBudget OVER = new OverBudget();

    // ---- children

    /** @return how many operands e has (0 for a variable or a constant; a missing second operand is not one) */
    public static int arity(Expr e) {
        if (e instanceof Binary || e instanceof Compare) {
            return 2;
        }
        if (e instanceof Ite) {
            return 3;
        }
        if (e instanceof Unary || e instanceof Not) {
            return 1;
        }
        if (e instanceof StringOp s) {
            return s.right() == null ? 1 : 2;
        }
        if (e instanceof Floating f) {
            return f.right() == null ? 1 : 2;
        }
        return 0;
    }

    /**
     * @requires 0 <= i < arity(e)
     * @return e's operand i, in the order of the record's components
     */
    public static Expr operand(Expr e, int i) {
        if (e instanceof Binary b) {
            return i == 0 ? b.left() : b.right();
        }
        if (e instanceof Compare c) {
            return i == 0 ? c.left() : c.right();
        }
        if (e instanceof Ite t) {
            return i == 0 ? t.cond() : i == 1 ? t.then() : t.otherwise();
        }
        if (e instanceof Unary u) {
            return u.operand();
        }
        if (e instanceof Not n) {
            return n.operand();
        }
        if (e instanceof StringOp s) {
            return i == 0 ? s.left() : s.right();
        }
        if (e instanceof Floating f) {
            return i == 0 ? f.left() : f.right();
        }
        throw new IllegalArgumentException("no operand " + i + " of a " + e.getClass().getSimpleName());
    }

    // ---- variables

    /**
     * @effects calls visitor on each variable of e, at least once on each: as a walk of e's tree meets them (a
     *          variable may come more than once; nothing allocated), and when the tree has more than
     *          {@link #TREE_BUDGET} nodes, once more on each distinct variable (by {@link Var#equals}), in the order of
     *          their first occurrences
     */
    public static void forEachVar(Expr e, Consumer<Var> visitor) {
        if (e instanceof Var v) {
            visitor.accept(v);
            return;
        }
        if (e instanceof Const) {
            return;
        }
        if (treeForEachVar(e, visitor, TREE_BUDGET) < 0) {
            for (Var v : variables(e)) {
                visitor.accept(v);
            }
        }
    }

    /** @return the room left of {@code room} nodes, negative when the walk stopped there */
    private static int treeForEachVar(Expr e, Consumer<Var> visitor, int room) {
        if (--room < 0) {
            return room;
        }
        if (e instanceof Var v) {
            visitor.accept(v);
            return room;
        }
        for (int i = 0, n = arity(e); i < n && room >= 0; i++) {
            room = treeForEachVar(operand(e, i), visitor, room);
        }
        return room;
    }

    /**
     * Counts e's tree nodes against {@code room} without allocating, stopping as soon as it is spent.
     *
     * @return the room left, or a negative number when e's tree has more than {@code room} nodes
     */
    public static long treeFits(Expr e, long room) {
        room--;
        for (int i = 0, n = arity(e); i < n && room >= 0; i++) {
            room = treeFits(operand(e, i), room);
        }
        return room;
    }

    /** @return whether some variable of e satisfies p (p is called on distinct variables, first occurrences first) */
    public static boolean anyVar(Expr e, Predicate<Var> p) {
        for (Var v : variables(e)) {
            if (p.test(v)) {
                return true;
            }
        }
        return false;
    }

    /** @return the distinct variables of e, in the order of their first occurrences in e's tree */
    public static List<Var> variables(Expr e) {
        List<Var> out = new ArrayList<>();
        try {
            int[] budget = {TREE_BUDGET};
            treeVars(e, out, budget);
        } catch (OverBudget over) {
            out.clear();
            dagVars(e, Collections.newSetFromMap(new IdentityHashMap<>()), new HashSet<>(), out);
        }
        return out;
    }

    private static void treeVars(Expr e, List<Var> out, int[] budget) {
        if (--budget[0] < 0) {
            throw OVER;
        }
        if (e instanceof Var v) {
            if (!out.contains(v)) {
                out.add(v);
            }
            return;
        }
        for (int i = 0, n = arity(e); i < n; i++) {
            treeVars(operand(e, i), out, budget);
        }
    }

    private static void dagVars(Expr e, Set<Expr> seen, Set<Var> found, List<Var> out) {
        if (!seen.add(e)) {
            return;
        }
        if (e instanceof Var v) {
            if (found.add(v)) {
                out.add(v);
            }
            return;
        }
        for (int i = 0, n = arity(e); i < n; i++) {
            dagVars(operand(e, i), seen, found, out);
        }
    }

    /**
     * How often each variable occurs in e's tree, up to 2: the number of paths from e to the variable in the DAG,
     * counted in one pass over the distinct subterms.
     *
     * @return each distinct variable of e (in the order of {@link #variables}) to 1 when it occurs once in e's tree,
     *         2 when it occurs more often
     */
    public static Map<Var, Integer> occurrences(Expr e) {
        Map<Var, Integer> count = new LinkedHashMap<>();
        try {
            int[] budget = {TREE_BUDGET};
            treeOccurrences(e, count, budget);
            return count;
        } catch (OverBudget over) {
            count.clear();
        }
        // the distinct subterms in postorder: reversed, each comes before its operands
        List<Expr> post = new ArrayList<>();
        List<Var> vars = new ArrayList<>();
        postorder(e, Collections.newSetFromMap(new IdentityHashMap<>()), post, vars);
        Map<Expr, Integer> paths = new IdentityHashMap<>();
        paths.put(e, 1);
        for (int k = post.size() - 1; k >= 0; k--) {
            Expr node = post.get(k);
            int p = paths.get(node);
            for (int i = 0, n = arity(node); i < n; i++) {
                paths.merge(operand(node, i), p, Dags::saturated);
            }
        }
        for (Var v : vars) {
            count.putIfAbsent(v, 0);
        }
        for (Var v : vars) {
            count.merge(v, paths.get(v), Dags::saturated);
        }
        return count;
    }

    private static int saturated(int a, int b) {
        return Math.min(2, a + b);
    }

    private static void treeOccurrences(Expr e, Map<Var, Integer> count, int[] budget) {
        if (--budget[0] < 0) {
            throw OVER;
        }
        if (e instanceof Var v) {
            count.merge(v, 1, Dags::saturated);
            return;
        }
        for (int i = 0, n = arity(e); i < n; i++) {
            treeOccurrences(operand(e, i), count, budget);
        }
    }

    /**
     * @effects post' = post + the distinct subterms of e not in seen, each after its operands; vars' = vars + the
     *          variable subterms among them, in preorder
     */
    private static void postorder(Expr e, Set<Expr> seen, List<Expr> post, List<Var> vars) {
        if (!seen.add(e)) {
            return;
        }
        if (e instanceof Var v) {
            vars.add(v);
        }
        for (int i = 0, n = arity(e); i < n; i++) {
            postorder(operand(e, i), seen, post, vars);
        }
        post.add(e);
    }

    /**
     * The number of nodes of e's tree (each shared subterm counted at each use), up to {@code limit + 1}: how long
     * a walk of the tree takes. Linear in the DAG's size.
     */
    public static long treeSize(Expr e, long limit) {
        Map<Expr, Long> sizes = new IdentityHashMap<>();
        return Math.min(limit + 1, treeSize(e, limit, sizes));
    }

    private static long treeSize(Expr e, long limit, Map<Expr, Long> sizes) {
        int n = arity(e);
        if (n == 0) {
            return 1;
        }
        Long known = sizes.get(e);
        if (known != null) {
            return known;
        }
        long size = 1;
        for (int i = 0; i < n && size <= limit; i++) {
            size += treeSize(operand(e, i), limit, sizes);
        }
        size = Math.min(size, limit + 1);
        sizes.put(e, size);
        return size;
    }

    // ---- evaluation

    /** {@link Expr#eval}: each distinct subterm evaluated at most once (only the taken side of a {@code ?:}). */
    public static long eval(Expr e, Map<Var, Long> env) {
        try {
            int[] budget = {TREE_BUDGET};
            return treeEval(e, env, budget);
        } catch (OverBudget over) {
            return dagEval(e, env, new IdentityHashMap<>());
        }
    }

    private static long treeEval(Expr e, Map<Var, Long> env, int[] budget) {
        if (--budget[0] < 0) {
            throw OVER;
        }
        if (e instanceof Var || e instanceof Const) {
            return e.eval(env);
        }
        if (e instanceof Ite t) {
            return treeEval(t.cond(), env, budget) != 0 ? treeEval(t.then(), env, budget)
                    : treeEval(t.otherwise(), env, budget);
        }
        int n = arity(e);
        long a = treeEval(operand(e, 0), env, budget);
        long b = n > 1 ? treeEval(operand(e, 1), env, budget) : 0;
        return apply(e, a, b);
    }

    private static long dagEval(Expr e, Map<Var, Long> env, Map<Expr, Long> values) {
        if (e instanceof Var || e instanceof Const) {
            return e.eval(env);
        }
        Long known = values.get(e);
        if (known != null) {
            return known;
        }
        long value;
        if (e instanceof Ite t) {
            value = dagEval(t.cond(), env, values) != 0 ? dagEval(t.then(), env, values)
                    : dagEval(t.otherwise(), env, values);
        } else {
            long a = dagEval(operand(e, 0), env, values);
            long b = arity(e) > 1 ? dagEval(operand(e, 1), env, values) : 0;
            value = apply(e, a, b);
        }
        values.put(e, value);
        return value;
    }

    /** The value of e's operation on its operands' values a and b (b 0 when it has one). */
    private static long apply(Expr e, long a, long b) {
        if (e instanceof Binary x) {
            return Binary.apply(x.op(), x.left().type(), a, b);
        }
        if (e instanceof Compare c) {
            return c.op().test(a, b) ? 1 : 0;
        }
        if (e instanceof Unary u) {
            return Unary.apply(u.op(), u.operand().type(), a);
        }
        if (e instanceof Not) {
            return a != 0 ? 0 : 1;
        }
        if (e instanceof StringOp s) {
            return StringOp.apply(s.op(), a, b);
        }
        return Floating.apply(((Floating) e).op(), a, b);
    }

    // ---- equality and hashing (the records' own: structural)

    /**
     * The records' hash: what the generated {@code hashCode} of the record computes over its tree (31 times the
     * hash so far plus each component's), computed once per distinct subterm.
     */
    public static int hash(Expr e) {
        try {
            int[] budget = {TREE_BUDGET};
            return treeHash(e, budget, null);
        } catch (OverBudget over) {
            return treeHash(e, null, new IdentityHashMap<>());
        }
    }

    /** With a budget: as a tree; with memo: once per distinct subterm. */
    private static int treeHash(Expr e, int[] budget, Map<Expr, Integer> memo) {
        if (e == null) {
            return 0;
        }
        if (e instanceof Var || e instanceof Const) {
            return e.hashCode();
        }
        if (budget != null && --budget[0] < 0) {
            throw OVER;
        }
        Integer known = memo == null ? null : memo.get(e);
        if (known != null) {
            return known;
        }
        int h;
        if (e instanceof Binary x) {
            h = (31 * x.op().hashCode() + treeHash(x.left(), budget, memo)) * 31 + treeHash(x.right(), budget, memo);
        } else if (e instanceof Compare c) {
            h = (31 * c.op().hashCode() + treeHash(c.left(), budget, memo)) * 31 + treeHash(c.right(), budget, memo);
        } else if (e instanceof Ite t) {
            h = (31 * treeHash(t.cond(), budget, memo) + treeHash(t.then(), budget, memo)) * 31
                    + treeHash(t.otherwise(), budget, memo);
        } else if (e instanceof Unary u) {
            h = 31 * u.op().hashCode() + treeHash(u.operand(), budget, memo);
        } else if (e instanceof Not n) {
            h = treeHash(n.operand(), budget, memo);
        } else if (e instanceof StringOp s) {
            h = (31 * s.op().hashCode() + treeHash(s.left(), budget, memo)) * 31 + treeHash(s.right(), budget, memo);
        } else {
            Floating f = (Floating) e;
            h = (31 * f.op().hashCode() + treeHash(f.left(), budget, memo)) * 31 + treeHash(f.right(), budget, memo);
        }
        if (memo != null) {
            memo.put(e, h);
        }
        return h;
    }

    /**
     * The records' equality: the same record class, operator and type, and equal operands, as the generated
     * {@code equals} of the record says over the trees; each pair of distinct subterms compared once.
     */
    public static boolean equal(Expr a, Expr b) {
        try {
            int[] budget = {TREE_BUDGET};
            return equal(a, b, budget, null);
        } catch (OverBudget over) {
            return equal(a, b, null, new IdentityHashMap<>());
        }
    }

    /** With a budget: as trees; with proven (a to the b found equal to it): once per pair of distinct subterms. */
    private static boolean equal(Expr a, Expr b, int[] budget, Map<Expr, Expr> proven) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.getClass() != b.getClass()) {
            return false;
        }
        if (a instanceof Var || a instanceof Const) {
            return a.equals(b);
        }
        if (budget != null && --budget[0] < 0) {
            throw OVER;
        }
        if (proven != null && proven.get(a) == b) {
            return true;
        }
        boolean same;
        if (a instanceof Binary x) {
            Binary y = (Binary) b;
            same = x.op() == y.op() && equal(x.left(), y.left(), budget, proven)
                    && equal(x.right(), y.right(), budget, proven);
        } else if (a instanceof Compare x) {
            Compare y = (Compare) b;
            same = x.op() == y.op() && equal(x.left(), y.left(), budget, proven)
                    && equal(x.right(), y.right(), budget, proven);
        } else if (a instanceof Ite x) {
            Ite y = (Ite) b;
            same = equal(x.cond(), y.cond(), budget, proven) && equal(x.then(), y.then(), budget, proven)
                    && equal(x.otherwise(), y.otherwise(), budget, proven);
        } else if (a instanceof Unary x) {
            Unary y = (Unary) b;
            same = x.op() == y.op() && equal(x.operand(), y.operand(), budget, proven);
        } else if (a instanceof Not x) {
            same = equal(x.operand(), ((Not) b).operand(), budget, proven);
        } else if (a instanceof StringOp x) {
            StringOp y = (StringOp) b;
            same = x.op() == y.op() && equal(x.left(), y.left(), budget, proven)
                    && equal(x.right(), y.right(), budget, proven);
        } else {
            Floating x = (Floating) a;
            Floating y = (Floating) b;
            same = x.op() == y.op() && equal(x.left(), y.left(), budget, proven)
                    && equal(x.right(), y.right(), budget, proven);
        }
        if (same && proven != null) {
            proven.put(a, b);
        }
        return same;
    }

    // ---- text

    /** A text being written, which ends the walk once it holds {@link #TEXT_LIMIT} characters. */
    static final class Text {

        private final StringBuilder sb = new StringBuilder();

        Text add(String s) {
            if (sb.length() + s.length() > TEXT_LIMIT) {
                sb.append(s, 0, Math.max(0, TEXT_LIMIT - sb.length()));
                throw OVER;
            }
            sb.append(s);
            return this;
        }

        Text add(Expr e) {
            if (e instanceof Binary x) {
                x.write(this);
            } else if (e instanceof Compare x) {
                x.write(this);
            } else if (e instanceof Ite x) {
                x.write(this);
            } else if (e instanceof Unary x) {
                x.write(this);
            } else if (e instanceof Not x) {
                x.write(this);
            } else if (e instanceof StringOp x) {
                x.write(this);
            } else if (e instanceof Floating x) {
                x.write(this);
            } else {
                add(String.valueOf(e));
            }
            return this;
        }
    }

    /**
     * The records' text: each shared subterm written at each use, as a tree, but at most {@link #TEXT_LIMIT}
     * characters (then {@code " ..."}): a DAG's tree may be too large to write.
     */
    public static String text(Expr e) {
        Text t = new Text();
        try {
            t.add(e);
        } catch (OverBudget full) {
            t.sb.append(" ...");
        }
        return t.sb.toString();
    }

    // ---- other walks

    /**
     * A function of expressions computed from its values on the operands ({@link #of} them in {@link #compute}):
     * computed on the tree within {@link #TREE_BUDGET} calls, else once per distinct subterm. {@link #compute} must
     * not catch the RuntimeException a call of {@link #of} may throw, and may have effects only when repeating them
     * is harmless (a walk past the budget starts over).
     *
     * @param <R> the values
     */
    public abstract static class Fold<R> {

        private int budget;
        private Map<Expr, R> memo;

        /** The value of e, from the values of its operands ({@link #of}). */
        protected abstract R compute(Expr e);

        /** The value of a subterm: call it from {@link #compute} only. */
        protected final R of(Expr e) {
            if (memo == null) {
                if (--budget < 0) {
                    throw OVER;
                }
                return compute(e);
            }
            if (memo.containsKey(e)) {
                return memo.get(e);
            }
            R value = compute(e);
            memo.put(e, value);
            return value;
        }

        /** @return the value of e */
        public final R apply(Expr e) {
            budget = TREE_BUDGET;
            memo = null;
            try {
                return compute(e);
            } catch (OverBudget over) {
                memo = new IdentityHashMap<>();
                return of(e);
            }
        }
    }
}
