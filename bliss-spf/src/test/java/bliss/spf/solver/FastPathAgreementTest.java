package bliss.spf.solver;

import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Exprs;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The fast path never disagrees with Z3: random depth-first searches over plain comparisons (variables with
 * small, full and edge ranges, int and long, disequalities) get the same feasibility from the standard chain and
 * from Z3 alone at every branch, and with small ranges the same as a brute-force search.
 */
class FastPathAgreementTest {

    private static final int STEPS = 40;

    /** Variables of one search: small ranges only (brute force can check them) or any mix. */
    private static List<Var> variables(Random random, boolean small) {
        List<Var> vars = new ArrayList<>();
        for (int id = 1; id <= 4; id++) {
            int kind = small ? random.nextInt(3) : random.nextInt(8);
            vars.add(switch (kind) {
                case 0 -> Build.intVar(id, -3, 3);
                case 1 -> Var.ofBoolean(id, "b" + id);
                case 2 -> Build.longVar(id, -2, 3);
                case 3 -> Var.ofInt(id, "i" + id);
                case 4 -> Var.ofLong(id, "l" + id);
                case 5 -> Build.intVar(id, Integer.MAX_VALUE - 2, Integer.MAX_VALUE);
                case 6 -> Build.longVar(id, Long.MIN_VALUE, Long.MIN_VALUE + 2);
                default -> Build.intVar(id, 0, 5);
            });
        }
        return vars;
    }

    /** A comparison of two variables, or of a variable and a constant near something interesting. */
    private static Expr plainComparison(Random random, List<Var> vars) {
        Compare.Op op = Compare.Op.values()[random.nextInt(6)];
        Var x = vars.get(random.nextInt(vars.size()));
        if (random.nextBoolean()) {
            Var y = vars.get(random.nextInt(vars.size()));
            Expr a = x;
            Expr b = y;
            if (x.type() != y.type()) {
                a = x.type() == Type.INT ? new Unary(Unary.Op.I2L, x) : x;
                b = y.type() == Type.INT ? new Unary(Unary.Op.I2L, y) : y;
            }
            return random.nextBoolean() ? Exprs.compare(op, a, b) : new Compare(op, a, b);
        }
        long typeMin = x.type() == Type.INT ? Integer.MIN_VALUE : Long.MIN_VALUE;
        long typeMax = x.type() == Type.INT ? Integer.MAX_VALUE : Long.MAX_VALUE;
        long[] near = {0, 1, -1, 2, 3, -3, x.min(), x.max(), x.min() + 1, x.max() - 1, typeMin, typeMax};
        long c = Math.min(typeMax, Math.max(typeMin, near[random.nextInt(near.length)]));
        Expr k = new Const(c, x.type());
        return random.nextBoolean() ? new Compare(op, x, k) : new Compare(op.flip(), k, x);
    }

    private static SolverStats[] search(long seed, boolean small) {
        Random random = new Random(seed);
        List<Var> vars = variables(random, small);
        try (PathSolver standard = PathSolvers.standard(); PathSolver z3 = PathSolvers.z3Only()) {
            List<Expr> pc = new ArrayList<>();
            for (int step = 0; step < STEPS; step++) {
                Expr q = plainComparison(random, vars);
                Feasibility fast = standard.decide(q);
                assertEquals(z3.decide(q), fast, () -> pc + " /\\ " + q);
                if (small) {
                    boolean t = RandomConditions.satisfiable(vars, RandomConditions.with(pc, q));
                    boolean f = RandomConditions.satisfiable(vars, RandomConditions.with(pc, Exprs.not(q)));
                    assertEquals(t, fast.allowsTrue(), () -> pc + " /\\ " + q);
                    assertEquals(f, fast.allowsFalse(), () -> pc + " /\\ !" + q);
                }
                Expr taken = fast.allowsTrue() && (!fast.allowsFalse() || random.nextBoolean()) ? q : Exprs.not(q);
                pc.add(taken);
                standard.push(taken);
                z3.push(taken);
                assertTrue(Build.satisfiesAll(pc, standard.model()), () -> standard.model() + " violates " + pc);
                if (random.nextInt(5) == 0) {
                    int size = random.nextInt(pc.size() + 1);
                    pc.subList(size, pc.size()).clear();
                    standard.popTo(size);
                    z3.popTo(size);
                }
            }
            return new SolverStats[] {standard.stats(), z3.stats()};
        }
    }

    @Property(tries = 100)
    void fastPathAgreesWithZ3AndBruteForceOnSmallRanges(@ForAll long seed) {
        search(seed, true);
    }

    @Property(tries = 100)
    void fastPathAgreesWithZ3OnAnyRanges(@ForAll long seed) {
        search(seed, false);
    }

    /** The claim behind the fast path: plain path conditions rarely reach Z3 (only for open disequalities). */
    @Test
    void plainSearchesMostlyStayOutOfZ3() {
        long queries = 0;
        long z3Calls = 0;
        long fastPath = 0;
        for (long seed = 0; seed < 20; seed++) {
            SolverStats standard = search(seed, false)[0];
            queries += standard.queries();
            z3Calls += standard.z3Calls();
            fastPath += standard.fastPath();
        }
        assertTrue(fastPath > 0);
        assertTrue(z3Calls * 10 < queries, "z3 calls " + z3Calls + " of " + queries + " queries");
    }
}
