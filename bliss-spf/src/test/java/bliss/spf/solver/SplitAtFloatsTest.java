package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * An integer query whose part of the path condition has floating-point atoms (Hashtable's repOK: {@code threshold ==
 * (int) (length * loadFactor)} beside a count below the threshold and a bin's {@code hash % length}) is decided by
 * its integer atoms first and the floating-point ones with the shared values put in ({@code Z3Solver}'s
 * {@code withoutFloatingAtoms}). Its answers must be the whole query's: checked against a brute force over every
 * length, count and hash and load factors that reach every threshold Java's arithmetic gives, in both directions, and
 * every model of a pushed condition is checked with {@link Expr#eval}.
 */
@Timeout(300)
class SplitAtFloatsTest {

    private static final Var LF = Var.ofFloat(1, "X.loadFactor");
    private static final Var LENGTH = intVar(2, 0, 2);
    private static final Var T = Var.ofInt(3, "X.threshold");
    private static final Var COUNT = intVar(4, -1, 3);
    private static final Var HASH = intVar(5, 0, 5);

    /** Load factors in (0, 1] that reach every threshold (int) (length * lf) for lengths 0..2, with and without lf <= 0.5. */
    private static final float[] LOAD_FACTORS = {Float.MIN_VALUE, 0.25f, Math.nextDown(0.5f), 0.5f, 0.75f,
            Math.nextDown(1f), 1f};

    private static Const f(float v) {
        return new Const(Float.floatToRawIntBits(v), Type.FLOAT);
    }

    private static Expr threshold() {
        return eq(T, new Floating(Floating.Op.F2I, Exprs.floating(Floating.Op.FMUL,
                Exprs.floating(Floating.Op.I2F, LENGTH, null), LF), null));
    }

    /** {@code lf * lf <= 0.25f}: lf <= 0.5, which ranges do not see through the product. */
    private static Expr smallSquare() {
        return le(new Floating(Floating.Op.FCMPG, new Floating(Floating.Op.FMUL, LF, LF), f(0.25f)), i(0));
    }

    private static List<Expr> floatingAtoms(boolean small) {
        List<Expr> atoms = new ArrayList<>(List.of(gt(new Floating(Floating.Op.FCMPL, LF, f(0f)), i(0)),
                le(new Floating(Floating.Op.FCMPG, LF, f(1f)), i(0)), threshold()));
        if (small) {
            atoms.add(smallSquare());
        }
        return atoms;
    }

    /** Whether some assignment satisfies every condition. */
    private static boolean bruteForce(List<Expr> conditions) {
        Map<Var, Long> env = new HashMap<>();
        for (float lf : LOAD_FACTORS) {
            env.put(LF, (long) Float.floatToRawIntBits(lf));
            for (long n = 0; n <= 2; n++) {
                env.put(LENGTH, n);
                env.put(T, (long) (int) (n * lf));
                for (long c = -1; c <= 3; c++) {
                    env.put(COUNT, c);
                    for (long h = 0; h <= 5; h++) {
                        env.put(HASH, h);
                        if (satisfiesAll(conditions, env)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /**
     * {@code threshold == 2} with a table of two bins and {@code lf * lf <= 0.25}: the integer atoms allow it, the
     * ranges too ({@code (int) (2 * lf)} in 0..2), but no load factor: the shared values (2, 2) are excluded and the
     * integer atoms are then unsatisfiable. 1 and 0 are reachable.
     */
    @Test
    void valuesTheFloatsCannotReachAreExcluded() {
        for (PathSolver solver : new PathSolver[]{PathSolvers.standard(), PathSolvers.z3Only()}) {
            try (solver) {
                List<Expr> pc = new ArrayList<>(floatingAtoms(true));
                pc.add(gt(LENGTH, i(1)));
                for (Expr c : pc) {
                    assertTrue(solver.isSatisfiable(c), c.toString());
                    solver.push(c);
                }
                assertFalse(solver.isSatisfiable(eq(T, i(2))));
                assertFalse(solver.isSatisfiable(lt(i(1), T)));
                assertTrue(solver.isSatisfiable(eq(T, i(1))));
                solver.push(eq(T, i(1)));
                assertTrue(satisfiesAll(solver.constraints(), solver.model()), solver.model().toString());
            }
        }
    }

    /**
     * Random integer atoms over the length, threshold, count and hash pushed on the floating-point atoms (when the
     * brute force finds them satisfiable), and random integer questions: every answer is the brute force's, and every
     * model of the pushed path condition satisfies it.
     */
    @Test
    void answersAreTheWholeQuerysAnswers() {
        List<Expr> pool = List.of(lt(COUNT, T), ge(COUNT, T), eq(COUNT, i(1)), eq(COUNT, i(2)), eq(T, i(0)),
                eq(T, i(1)), eq(T, i(2)), ne(LENGTH, i(0)), eq(LENGTH, i(1)), gt(LENGTH, i(1)),
                eq(bin(Binary.Op.REM, HASH, LENGTH), i(0)), eq(bin(Binary.Op.REM, HASH, LENGTH), i(1)),
                ne(bin(Binary.Op.REM, bin(Binary.Op.AND, HASH, i(Integer.MAX_VALUE)), LENGTH), i(0)),
                eq(bin(Binary.Op.AND, HASH, i(1)), i(1)), ge(COUNT, LENGTH), eq(bin(Binary.Op.ADD, T, COUNT), i(3)));
        Random random = new Random(3);
        int questions = 0;
        for (int trial = 0; trial < 12; trial++) {
            boolean small = trial % 3 == 2;
            try (PathSolver solver = trial % 2 == 0 ? PathSolvers.standard() : PathSolvers.z3Only()) {
                List<Expr> pc = new ArrayList<>();
                for (Expr c : floatingAtoms(small)) {
                    solver.push(c);
                    pc.add(c);
                }
                for (int step = 0; step < 6; step++) {
                    for (int q = 0; q < 4; q++) {
                        Expr question = pool.get(random.nextInt(pool.size()));
                        if (random.nextBoolean()) {
                            question = Exprs.not(question);
                        }
                        List<Expr> with = new ArrayList<>(pc);
                        with.add(question);
                        boolean expected = bruteForce(with);
                        assertEquals(expected, solver.isSatisfiable(question), question + " under " + pc);
                        questions++;
                    }
                    Expr next = pool.get(random.nextInt(pool.size()));
                    List<Expr> with = new ArrayList<>(pc);
                    with.add(next);
                    if (bruteForce(with)) {
                        assertTrue(solver.isSatisfiable(next), next + " under " + pc);
                        solver.push(next);
                        pc.add(next);
                        Map<Var, Long> model = solver.model();
                        assertTrue(satisfiesAll(pc, model), model + " for " + pc);
                    }
                }
            }
        }
        assertTrue(questions >= 200, "asked " + questions);
    }
}
