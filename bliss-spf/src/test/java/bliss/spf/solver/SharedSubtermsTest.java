package bliss.spf.solver;

import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The path solver's links on conditions that share subterms deeply (a key's characters folded one case after the
 * other: each level refers to the one below four times): each link must end, visiting each distinct subterm once,
 * and say what it says of the condition's tree.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SharedSubtermsTest {

    private static final int DEPTH = 64;

    private final Var c = new Var(1, "c", Type.INT, 0, 0xFFFF);
    private final Var z = Var.ofInt(2, "z");
    private final Var d = Var.ofInt(3, "d");

    /** c_{i+1} = c_i >= 'a' && c_i <= 'z' ? c_i - 32 : c_i. */
    private static Expr folded(Expr start, int depth) {
        Expr ci = start;
        for (int i = 0; i < depth; i++) {
            Expr lower = Exprs.and(Exprs.compare(Compare.Op.GE, ci, Const.ofInt('a')),
                    Exprs.compare(Compare.Op.LE, ci, Const.ofInt('z')));
            ci = Exprs.ite(lower, Exprs.binary(Binary.Op.SUB, ci, Const.ofInt(32)), ci);
        }
        return ci;
    }

    /** c_{i+1} = c_i > 0 ? c_i / d : c_i - 1: a division reached only on one side, by a variable. */
    private static Expr divided(Expr start, Var d, int depth) {
        Expr ci = start;
        for (int i = 0; i < depth; i++) {
            ci = Exprs.ite(Exprs.compare(Compare.Op.GT, ci, Const.ofInt(0)), Exprs.binary(Binary.Op.DIV, ci, d),
                    Exprs.binary(Binary.Op.SUB, ci, Const.ofInt(1)));
        }
        return ci;
    }

    @Test
    void aVariableUnderASharedSubtermOccursMoreThanOnce() {
        Expr side = Exprs.binary(Binary.Op.ADD, folded(c, DEPTH), z);
        assertEquals(List.of(z), ModelRepair.occurringOnce(side));
        assertEquals(List.of(c, z), ModelRepair.occurringOnce(Exprs.binary(Binary.Op.ADD, c, z)));
        Expr twice = Exprs.binary(Binary.Op.MUL, c, Const.ofInt(2));
        assertEquals(List.of(z), ModelRepair.occurringOnce(
                Exprs.binary(Binary.Op.ADD, Exprs.binary(Binary.Op.SUB, twice, twice), z)));
    }

    @Test
    void modelRepairSolvesForTheVariableOutsideTheSharedSubterm() {
        Expr sum = Exprs.binary(Binary.Op.ADD, folded(c, DEPTH), z);
        Map<Var, Long> model = new HashMap<>(Map.of(c, (long) 'q', z, 0L));
        Expr query = Exprs.compare(Compare.Op.EQ, sum, Const.ofInt(1000));
        Map<Var, Long> changed = ModelRepair.repair(List.of(), model, query);
        assertEquals(Map.of(z, 1000L - 'Q'), changed);
    }

    @Test
    void mayThrowLooksAtEachSharedSubtermOnce() {
        assertFalse(ConditionSimplifier.mayThrow(folded(c, DEPTH)));
        assertTrue(ConditionSimplifier.mayThrow(folded(Exprs.binary(Binary.Op.DIV, c, z), DEPTH)));
        assertTrue(ConditionSimplifier.mayThrow(divided(c, d, DEPTH)));
    }

    @Test
    void intervalsEndOnADeepDag() {
        Expr condition = Exprs.compare(Compare.Op.EQ, divided(c, d, DEPTH), Const.ofInt(5));
        assertFalse(new Intervals().refutes(List.of(condition)));
    }

    @Test
    void sideConditionsOfADeepDagAreCollectedOverItsDistinctSubterms() {
        try (Context ctx = JavaBitVectors.newContext()) {
            JavaBitVectors bits = new JavaBitVectors(ctx);
            Expr deep = Exprs.compare(Compare.Op.EQ, divided(c, d, DEPTH), Const.ofInt(-3));
            assertNotNull(bits.assertion(deep));
            // small DAGs: the side conditions collected over the distinct subterms are those of the tree's walk
            for (int depth = 1; depth <= 5; depth++) {
                Expr e = Exprs.compare(Compare.Op.EQ, divided(c, d, depth), z);
                BoolExpr tree = bits.assertion(e, Long.MAX_VALUE - 1);
                BoolExpr shared = bits.assertion(e, 0);
                Solver s = ctx.mkSolver();
                s.add(ctx.mkNot(ctx.mkEq(tree, shared)));
                assertEquals(Status.UNSATISFIABLE, s.check(), "depth " + depth);
            }
        }
    }
}
