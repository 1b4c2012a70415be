package bliss.spf.symbolic;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Walks of expressions that share subterms deeply, as a key's characters folded one case after the other do
 * (Commons' CaseInsensitiveMap): each level refers to the one below four times, so the tree of 64 levels has about
 * 4^64 nodes and a walk of it never ends. Every walk must visit each distinct subterm once and agree with the
 * meaning of the tree, which the small DAGs here check against walks of the tree written out in this test.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DagsTest {

    static final int DEPTH = 64;

    private final Var c = new Var(1, "c", Type.INT, 0, 0xFFFF);
    private final Var y = Var.ofInt(2, "y");

    /** c_{i+1} = c_i >= 'a' && c_i <= 'z' ? c_i - 32 : c_i, from c_0 = start. */
    static Expr folded(Expr start, int depth) {
        Expr ci = start;
        for (int i = 0; i < depth; i++) {
            Expr lower = Exprs.and(Exprs.compare(Compare.Op.GE, ci, Const.ofInt('a')),
                    Exprs.compare(Compare.Op.LE, ci, Const.ofInt('z')));
            ci = Exprs.ite(lower, Exprs.binary(Binary.Op.SUB, ci, Const.ofInt(32)), ci);
        }
        return ci;
    }

    /** c_{i+1} = c_i >= 'a' && c_i <= 'z' ? c_i - 32 : c_i + 1: each level takes either side for some inputs. */
    static Expr shifted(Expr start, int depth) {
        Expr ci = start;
        for (int i = 0; i < depth; i++) {
            Expr lower = Exprs.and(Exprs.compare(Compare.Op.GE, ci, Const.ofInt('a')),
                    Exprs.compare(Compare.Op.LE, ci, Const.ofInt('z')));
            ci = Exprs.ite(lower, Exprs.binary(Binary.Op.SUB, ci, Const.ofInt(32)),
                    Exprs.binary(Binary.Op.ADD, ci, Const.ofInt(1)));
        }
        return ci;
    }

    private static int foldedByJava(int c, int depth) {
        for (int i = 0; i < depth; i++) {
            c = c >= 'a' && c <= 'z' ? c - 32 : c;
        }
        return c;
    }

    private static int shiftedByJava(int c, int depth) {
        for (int i = 0; i < depth; i++) {
            c = c >= 'a' && c <= 'z' ? c - 32 : c + 1;
        }
        return c;
    }

    @Test
    void forEachVarVisitsEachDistinctVariableOnADeepDagInBoundedCalls() {
        Expr condition = Exprs.compare(Compare.Op.EQ, folded(c, DEPTH), y);
        List<Var> visited = new ArrayList<>();
        condition.forEachVar(visited::add);
        // the tree walk's calls up to its budget, then each distinct variable once: bounded, not 3^64
        assertTrue(visited.size() <= Dags.TREE_BUDGET + 2, "calls: " + visited.size());
        assertEquals(List.of(c, y), visited.subList(visited.size() - 2, visited.size()));
        assertEquals(List.of(c, y), new ArrayList<>(new java.util.LinkedHashSet<>(visited)));
        assertEquals(List.of(c, y), Dags.variables(condition));
        assertTrue(Dags.anyVar(condition, y::equals));
    }

    @Test
    void evalOfADeepDagIsJavasValue() {
        for (int input : new int[] {'a', 'q', 'z', 'A', '5', '`', '{', 200, 0}) {
            Map<Var, Long> env = Map.of(c, (long) input);
            assertEquals(foldedByJava(input, DEPTH), folded(c, DEPTH).eval(env), "folded " + input);
            assertEquals(shiftedByJava(input, DEPTH), shifted(c, DEPTH).eval(env), "shifted " + input);
            assertEquals(shiftedByJava(input, DEPTH), Exprs.evaluate(shifted(c, DEPTH), env));
        }
    }

    @Test
    void equalityAndHashOfTwoDeepDagsBuiltApart() {
        Expr a = Exprs.compare(Compare.Op.EQ, shifted(c, DEPTH), y);
        Expr b = Exprs.compare(Compare.Op.EQ, shifted(c, DEPTH), y);
        Expr other = Exprs.compare(Compare.Op.EQ, shifted(c, DEPTH - 1), y);
        assertNotSame(a, b);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, other);
        assertEquals(1, new java.util.HashSet<>(List.of(a, b)).size());
    }

    @Test
    void substitutionOfADeepDagKeepsItShared() {
        Expr e = Exprs.binary(Binary.Op.ADD, shifted(c, DEPTH), y);
        Expr fixed = Exprs.substitute(e, Map.of(c, Const.ofInt('q')));
        assertEquals(Exprs.binary(Binary.Op.ADD, Const.ofInt(shiftedByJava('q', DEPTH)), y), fixed);
        Expr other = Exprs.substitute(e, Map.of(y, Const.ofInt(3)));
        assertEquals(shiftedByJava('b', DEPTH) + 3, other.eval(Map.of(c, (long) 'b')));
    }

    @Test
    void theTextOfADeepDagIsCut() {
        String text = folded(c, DEPTH).toString();
        assertTrue(text.length() <= Dags.TEXT_LIMIT + 4, () -> "length " + text.length());
        assertTrue(text.endsWith(" ..."));
        assertEquals("(c >= 97 ? (c <= 122 ? 1 : 0) : 0) != 0", ((Ite) folded(c, 1)).cond().toString());
        assertEquals("((c >= 97 ? (c <= 122 ? 1 : 0) : 0) != 0 ? (c - 32) : c)", folded(c, 1).toString());
    }

    // ---- small DAGs: the walks over distinct subterms against walks of the tree

    /** Depths whose trees a walk still finishes: past the tree walks' budget, so the walks over the DAG run. */
    private static final int[] SMALL = {1, 2, 3, 4, 5, 6};

    private static void treeVars(Expr e, List<Var> out) {
        if (e instanceof Var v) {
            out.add(v);
        }
        for (int i = 0; i < Dags.arity(e); i++) {
            treeVars(Dags.operand(e, i), out);
        }
    }

    private static long treeEval(Expr e, Map<Var, Long> env) {
        if (e instanceof Var v) {
            return env.get(v);
        }
        if (e instanceof Const k) {
            return k.value();
        }
        if (e instanceof Ite t) {
            return treeEval(t.cond(), env) != 0 ? treeEval(t.then(), env) : treeEval(t.otherwise(), env);
        }
        if (e instanceof Binary b) {
            return Binary.apply(b.op(), b.left().type(), treeEval(b.left(), env), treeEval(b.right(), env));
        }
        if (e instanceof Compare k) {
            return k.op().test(treeEval(k.left(), env), treeEval(k.right(), env)) ? 1 : 0;
        }
        throw new AssertionError(e);
    }

    /** The hash a record generates: 31 times the hash so far plus each component's, on the tree. */
    private static int treeHash(Expr e) {
        if (e instanceof Var || e instanceof Const) {
            return e.hashCode();
        }
        if (e instanceof Ite t) {
            return (31 * treeHash(t.cond()) + treeHash(t.then())) * 31 + treeHash(t.otherwise());
        }
        if (e instanceof Binary b) {
            return (31 * b.op().hashCode() + treeHash(b.left())) * 31 + treeHash(b.right());
        }
        Compare k = (Compare) e;
        return (31 * k.op().hashCode() + treeHash(k.left())) * 31 + treeHash(k.right());
    }

    @Test
    void onSmallDagsEachWalkAgreesWithTheTree() {
        for (int depth : SMALL) {
            Expr e = Exprs.compare(Compare.Op.LT, Exprs.binary(Binary.Op.ADD, shifted(c, depth), y), shifted(y, depth));
            List<Var> tree = new ArrayList<>();
            treeVars(e, tree);
            List<Var> distinct = new ArrayList<>(new java.util.LinkedHashSet<>(tree));
            List<Var> visited = new ArrayList<>();
            e.forEachVar(visited::add);
            assertEquals(distinct, new ArrayList<>(new java.util.LinkedHashSet<>(visited)), "depth " + depth);
            assertEquals(distinct, Dags.variables(e), "depth " + depth);

            Map<Var, Integer> counted = new LinkedHashMap<>();
            for (Var v : tree) {
                counted.merge(v, 1, (p, q) -> Math.min(2, p + q));
            }
            assertEquals(counted, Dags.occurrences(e), "depth " + depth);

            for (long[] values : new long[][] {{'a', 'b'}, {'5', 'z'}, {200, -7}}) {
                Map<Var, Long> env = new HashMap<>(Map.of(c, values[0], y, values[1]));
                assertEquals(treeEval(e, env), e.eval(env), "depth " + depth);
            }
            assertEquals(treeHash(e), e.hashCode(), "depth " + depth);

            assertTrue(Dags.treeSize(e, Long.MAX_VALUE - 1) > tree.size());
            assertEquals(11, Dags.treeSize(e, 10));
        }
    }

    @Test
    void occurrencesCountPathsThroughSharedSubterms() {
        Expr shared = Exprs.binary(Binary.Op.MUL, c, Const.ofInt(3));
        Expr twice = Exprs.binary(Binary.Op.ADD, shared, shared);
        assertEquals(Map.of(c, 2), Dags.occurrences(twice));
        Expr deep = Exprs.binary(Binary.Op.ADD, folded(c, DEPTH), y);
        Map<Var, Integer> counted = Dags.occurrences(deep);
        assertEquals(List.of(c, y), new ArrayList<>(counted.keySet()));
        assertEquals(2, counted.get(c));
        assertEquals(1, counted.get(y));
    }
}
