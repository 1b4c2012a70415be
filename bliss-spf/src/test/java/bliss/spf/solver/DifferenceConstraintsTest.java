package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.solver.DifferenceConstraints.Verdict;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

/** The fast decision procedure on hand-checked systems; every SAT answer's model is checked with eval. */
class DifferenceConstraintsTest {

    private final Var x = Var.ofInt(1, "x");
    private final Var y = Var.ofInt(2, "y");
    private final Var z = Var.ofInt(3, "z");

    private static Verdict solve(Expr... conditions) {
        DifferenceConstraints system = new DifferenceConstraints();
        for (Expr c : conditions) {
            PlainAtom atom = PlainAtom.of(c);
            assertNotNull(atom, c + " is plain");
            system.add(atom);
        }
        Verdict verdict = system.solve();
        if (verdict == Verdict.SAT) {
            Map<Var, Long> model = system.solution();
            assertTrue(satisfiesAll(List.of(conditions), model), () -> model + " violates " + List.of(conditions));
            assertTrue(inRanges(List.of(conditions), model), model::toString);
        }
        return verdict;
    }

    @Test
    void aCycleThroughAStrictComparisonIsUnsatisfiable() {
        assertEquals(Verdict.UNSAT, solve(lt(x, y), lt(y, z), lt(z, x)));
        assertEquals(Verdict.UNSAT, solve(lt(x, y), le(y, x)));
        assertEquals(Verdict.SAT, solve(le(x, y), le(y, z), le(z, x)));
    }

    @Test
    void rangesLimitChains() {
        Var a = intVar(11, 0, 2);
        Var b = intVar(12, 0, 2);
        Var c = intVar(13, 0, 2);
        Var d = intVar(14, 0, 2);
        assertEquals(Verdict.SAT, solve(lt(a, b), lt(b, c)));
        // Four strictly increasing values do not fit in {0, 1, 2}.
        assertEquals(Verdict.UNSAT, solve(lt(a, b), lt(b, c), lt(c, d)));
        assertEquals(Verdict.UNSAT, solve(lt(a, b), lt(b, c), gt(a, i(0))));
    }

    @Test
    void boundsAtTheEndsOfIntAndLong() {
        assertEquals(Verdict.UNSAT, solve(gt(x, i(Integer.MAX_VALUE))));
        assertEquals(Verdict.UNSAT, solve(lt(x, y), ge(y, x), eq(y, i(Integer.MIN_VALUE))));
        assertEquals(Verdict.SAT, solve(lt(x, y), eq(y, i(Integer.MIN_VALUE + 1))));
        Var w = Var.ofLong(4, "w");
        Var v = Var.ofLong(5, "v");
        assertEquals(Verdict.UNSAT, solve(lt(w, l(Long.MIN_VALUE))));
        assertEquals(Verdict.UNSAT, solve(gt(w, l(Long.MAX_VALUE))));
        assertEquals(Verdict.UNSAT, solve(lt(w, v), eq(v, l(Long.MIN_VALUE))));
        assertEquals(Verdict.SAT, solve(lt(w, v), eq(w, l(Long.MAX_VALUE - 1))));
        assertEquals(Verdict.UNSAT, solve(lt(w, v), eq(w, l(Long.MAX_VALUE))));
    }

    @Test
    void widenedIntsKeepTheirRange() {
        Var w = Var.ofLong(4, "w");
        Expr wideX = un(Unary.Op.I2L, x);
        assertEquals(Verdict.UNSAT, solve(gt(wideX, w), gt(w, l(Integer.MAX_VALUE - 1L))));
        assertEquals(Verdict.SAT, solve(lt(wideX, w), gt(w, l(Integer.MAX_VALUE + 5L))));
    }

    @Test
    void disequalitiesAtABoundMoveIt() {
        Var b = Var.ofBoolean(6, "b");
        assertEquals(Verdict.SAT, solve(ne(b, i(0))));
        assertEquals(Verdict.UNSAT, solve(ne(b, i(0)), ne(b, i(1))));
        assertEquals(Verdict.UNSAT, solve(ne(x, i(5)), ge(x, i(5)), le(x, i(6)), ne(x, i(6))));
        // x != 4 inside [3, 5] is left open and satisfied by the least solution.
        assertEquals(Verdict.SAT, solve(ne(x, i(4)), ge(x, i(3)), le(x, i(5))));
    }

    @Test
    void disequalitiesBetweenVariablesUseEntailedOrder() {
        assertEquals(Verdict.UNSAT, solve(ne(x, y), le(x, y), ge(x, y)));
        assertEquals(Verdict.UNSAT, solve(ne(x, y), eq(x, z), eq(z, y)));
        // x <= y and x != y make x < y; with y <= z and z <= x that is a strict cycle.
        assertEquals(Verdict.UNSAT, solve(ne(x, y), le(x, y), le(y, z), le(z, x)));
        Var a = intVar(11, 0, 1);
        Var b = intVar(12, 1, 2);
        // a <= b follows from the ranges; a != b then needs a = 0 or b = 2.
        assertEquals(Verdict.SAT, solve(ne(a, b), ge(a, i(1))));
        assertEquals(Verdict.UNSAT, solve(ne(a, b), ge(a, i(1)), le(b, i(1))));
    }

    @Test
    void disequalitiesItCannotSettleAreLeftToZ3() {
        // Three pairwise different values in {0, 1}: graph colouring, beyond this procedure.
        Var a = intVar(11, 0, 1);
        Var b = intVar(12, 0, 1);
        Var c = intVar(13, 0, 1);
        assertEquals(Verdict.UNKNOWN, solve(ne(a, b), ne(b, c), ne(a, c)));
    }

    @Test
    void anEmptyRangeIsUnsatisfiable() {
        Var empty = intVar(15, 3, 2);
        assertEquals(Verdict.UNSAT, solve(le(empty, i(10))));
    }
}
