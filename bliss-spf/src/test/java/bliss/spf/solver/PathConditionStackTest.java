package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static bliss.spf.symbolic.Binary.Op.SUB;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** push, popTo, size and constraints across many levels, with Z3's scopes following (and lagging) them. */
class PathConditionStackTest {

    private final Var x = intVar(1, 0, 1000);
    private final Var y = intVar(2, 0, 1000);

    /** x - y > i: arithmetic, so Z3 answers; the ranges exclude overflow, so it means x - y >= i + 1. */
    private Expr gap(int i) {
        return gt(bin(SUB, x, y), i(i));
    }

    private void checkStack(Supplier<PathSolver> chain) {
        try (PathSolver solver = chain.get()) {
            List<Expr> expected = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                assertEquals(Feasibility.BOTH, solver.decide(gap(i)), "level " + i);
                solver.push(gap(i));
                expected.add(gap(i));
                assertEquals(i + 1, solver.size());
            }
            assertEquals(expected, solver.constraints());
            assertTrue(satisfiesAll(expected, solver.model()));
            assertEquals(Feasibility.FALSE_ONLY, solver.decide(lt(bin(SUB, x, y), i(300))));
            assertEquals(Feasibility.BOTH, solver.decide(gt(bin(SUB, x, y), i(300))));

            solver.popTo(10);                        // x - y > 9
            assertEquals(expected.subList(0, 10), solver.constraints());
            assertEquals(Feasibility.BOTH, solver.decide(le(bin(SUB, x, y), i(10))));
            assertEquals(Feasibility.FALSE_ONLY, solver.decide(le(bin(SUB, x, y), i(9))));
            assertTrue(satisfiesAll(expected.subList(0, 10), solver.model()));

            solver.push(lt(x, i(12)));               // then x - y in [10, 11]
            assertEquals(Feasibility.TRUE_ONLY, solver.decide(le(y, i(1))));
            solver.popTo(10);
            assertEquals(Feasibility.BOTH, solver.decide(le(y, i(1))));

            solver.popTo(0);
            assertEquals(0, solver.size());
            assertEquals(Feasibility.BOTH, solver.decide(gap(999)));
            assertEquals(Feasibility.FALSE_ONLY, solver.decide(gap(1000)));
            assertThrows(IllegalArgumentException.class, () -> solver.popTo(1));
        }
    }

    @Test
    void standardChainFollowsTheStack() {
        checkStack(PathSolvers::standard);
    }

    @Test
    void z3OnlyFollowsTheStack() {
        checkStack(PathSolvers::z3Only);
    }

    @Test
    void plainZ3FollowsTheStack() {
        checkStack(PathSolvers::z3Plain);
    }

    @Test
    void aClosedChainStartsZ3AgainWhenAsked() {
        PathSolver solver = PathSolvers.standard();
        solver.push(gap(5));
        assertEquals(Feasibility.BOTH, solver.decide(gap(6)));
        solver.close();
        assertEquals(Feasibility.FALSE_ONLY, solver.decide(lt(bin(SUB, x, y), i(6))));
        solver.close();
    }
}
