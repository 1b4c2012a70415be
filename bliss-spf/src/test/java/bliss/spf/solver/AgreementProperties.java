package bliss.spf.solver;

import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Both chains agree with Java's semantics on random conditions: on small ranges with a brute-force oracle (exact
 * feasibility, both ways), on full ranges by checking every model with eval and the chains against each other.
 */
class AgreementProperties {

    private static List<Var> smallVars() {
        return List.of(Build.intVar(1, -3, 3), Build.intVar(2, -2, 2), Build.intVar(3, 0, 1),
                Build.longVar(4, -2, 2));
    }

    private static List<Var> fullVars() {
        return List.of(Var.ofInt(1, "x"), Var.ofInt(2, "y"), Var.ofLong(3, "z"), Var.ofBoolean(4, "b"));
    }

    @Property(tries = 60)
    void smallRangesAgreeWithBruteForce(@ForAll long seed) {
        List<Var> vars = smallVars();
        Random random = new Random(seed);
        RandomConditions gen = new RandomConditions(random, vars);
        try (PathSolver standard = PathSolvers.standard(); PathSolver z3 = PathSolvers.z3Only()) {
            List<Expr> pc = new ArrayList<>();
            for (int step = 0; step < 10; step++) {
                Expr q = gen.condition(2);
                boolean t = RandomConditions.satisfiable(vars, RandomConditions.with(pc, q));
                boolean f = RandomConditions.satisfiable(vars, RandomConditions.with(pc, Exprs.not(q)));
                if (!t && !f) {
                    continue;                        // q divides by zero wherever pc holds: no branch is possible
                }
                Feasibility expected = t && f ? Feasibility.BOTH : t ? Feasibility.TRUE_ONLY : Feasibility.FALSE_ONLY;
                for (PathSolver s : List.of(standard, z3)) {
                    assertEquals(expected, s.decide(q), () -> pc + " /\\ " + q);
                    assertEquals(t, s.isSatisfiable(q), () -> pc + " /\\ " + q);
                }
                Expr taken = t && (!f || random.nextBoolean()) ? q : Exprs.not(q);
                pc.add(taken);
                for (PathSolver s : List.of(standard, z3)) {
                    s.push(taken);
                    assertModel(s, pc);
                }
                if (random.nextInt(4) == 0) {
                    int size = random.nextInt(pc.size() + 1);
                    pc.subList(size, pc.size()).clear();
                    standard.popTo(size);
                    z3.popTo(size);
                    assertModel(standard, pc);
                    assertModel(z3, pc);
                }
            }
        }
    }

    @Property(tries = 40)
    void fullRangesGiveModelsThatEvalAccepts(@ForAll long seed) {
        List<Var> vars = fullVars();
        Random random = new Random(seed);
        RandomConditions gen = new RandomConditions(random, vars);
        try (PathSolver standard = PathSolvers.standard(); PathSolver z3 = PathSolvers.z3Only()) {
            List<Expr> pc = new ArrayList<>();
            for (int step = 0; step < 8; step++) {
                Expr q = gen.condition(2);
                Feasibility a = standard.decide(q);
                Feasibility b = z3.decide(q);
                assertEquals(b, a, () -> pc + " /\\ " + q);
                Expr taken = a.allowsTrue() && (!a.allowsFalse() || random.nextBoolean()) ? q : Exprs.not(q);
                if (!standard.isSatisfiable(taken)) {
                    continue;                        // q divides by zero wherever pc holds (decide reports one side)
                }
                pc.add(taken);
                standard.push(taken);
                z3.push(taken);
                assertModel(standard, pc);
                assertModel(z3, pc);
            }
        }
    }

    private static void assertModel(PathSolver solver, List<Expr> pc) {
        assertEquals(pc, solver.constraints());
        assertEquals(pc.size(), solver.size());
        var model = solver.model();
        assertTrue(Build.inRanges(pc, model), () -> "out of range: " + model + " for " + pc);
        assertTrue(Build.satisfiesAll(pc, model), () -> "model " + model + " violates " + pc);
    }

    @SuppressWarnings("unused")
    private static boolean isInt(Var v) {
        return v.type() == Type.INT;
    }
}
