package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * ModelRepair answers only what is satisfiable, with a model Java's semantics accepts: its answers are checked by
 * evaluation and against Z3 (a repair Z3 calls unsatisfiable would be a wrong answer), and the sums a repOK's size
 * check makes are answered without Z3.
 */
class ModelRepairTest {

    private static Expr add(Expr a, Expr b) {
        return bin(Binary.Op.ADD, a, b);
    }

    /** LlrbTree's isSizeConsistent on a root with two children, then the left child's size fixed by its own check. */
    @Test
    void aSizeSumIsRepairedThroughTheSumsThatUseIt() {
        Var root = Var.ofInt(1, "N1.size");
        Var left = Var.ofInt(2, "N2.size");
        Var right = Var.ofInt(3, "N3.size");
        List<Expr> pc = List.of(eq(root, add(add(left, right), i(1))));
        Map<Var, Long> model = new HashMap<>(Map.of(root, 1L, left, 0L, right, 0L));
        Expr query = eq(left, i(1));
        Map<Var, Long> changed = ModelRepair.repair(pc, model, query);
        assertNotNull(changed);
        Map<Var, Long> repaired = new HashMap<>(model);
        repaired.putAll(changed);
        assertTrue(satisfiesAll(pc, repaired) && holds(query, repaired), repaired::toString);
        assertEquals(2L, repaired.get(root)); // the root's size follows its child's, not the other way round
    }

    @Test
    void anUnsatisfiableQueryIsNotRepaired() {
        Var x = Var.ofInt(1, "x");
        Var y = Var.ofInt(2, "y");
        List<Expr> pc = List.of(eq(x, add(y, i(1))));
        Map<Var, Long> model = Map.of(x, 1L, y, 0L);
        assertNull(ModelRepair.repair(pc, model, eq(x, y)));
    }

    @Test
    void aValueOutsideTheVariablesRangeIsNotTaken() {
        Var x = intVar(1, 0, 5);
        Var y = intVar(2, 0, 5);
        Map<Var, Long> model = Map.of(x, 0L, y, 0L);
        assertNull(ModelRepair.repair(List.of(), model, eq(x, add(y, i(9)))));
    }

    /** The sum wraps as Java's int does: x == y + 1 with y the largest int gives x the smallest. */
    @Test
    void sumsWrapAsJavasInts() {
        Var x = Var.ofInt(1, "x");
        Var y = Var.ofInt(2, "y");
        Map<Var, Long> model = Map.of(x, 0L, y, (long) Integer.MAX_VALUE);
        Map<Var, Long> changed = ModelRepair.repair(List.of(), model, eq(x, add(y, i(1))));
        assertEquals(Map.of(x, (long) Integer.MIN_VALUE), changed);
    }

    /**
     * Random chains of comparisons of sums over int and long variables with full and narrow ranges: the path
     * condition grows by the side Z3 finds satisfiable, and every repair of a query made on the way gives values that
     * satisfy the path condition and the query and lie in the ranges, and Z3 agrees the query is satisfiable.
     */
    @Property(tries = 60)
    void everyRepairIsAModelThatZ3Confirms(@ForAll long seed) {
        Random random = new Random(seed);
        List<Var> vars = new ArrayList<>();
        for (int id = 1; id <= 5; id++) {
            vars.add(switch (random.nextInt(4)) {
                case 0 -> Var.ofInt(id, "i" + id);
                case 1 -> intVar(id, -3, 3);
                case 2 -> intVar(id, Integer.MAX_VALUE - 2, Integer.MAX_VALUE);
                default -> intVar(id, 0, 10);
            });
        }
        try (PathSolver z3 = PathSolvers.z3Only()) {
            List<Expr> pc = new ArrayList<>();
            for (int step = 0; step < 12; step++) {
                Expr q = sumComparison(random, vars);
                Map<Var, Long> model = new HashMap<>(z3.model());
                for (Var v : vars) {
                    model.putIfAbsent(v, BranchDecider.defaultValue(v));
                }
                Map<Var, Long> changed = ModelRepair.repair(pc, model, q);
                boolean sat = z3.isSatisfiable(q);
                if (changed != null) {
                    Map<Var, Long> repaired = new HashMap<>(model);
                    repaired.putAll(changed);
                    List<Expr> all = new ArrayList<>(pc);
                    all.add(q);
                    assertTrue(sat, () -> "repaired an unsatisfiable query: " + pc + " /\\ " + q);
                    assertTrue(satisfiesAll(all, repaired) && inRanges(all, repaired), () -> all + " " + repaired);
                }
                Expr taken = sat ? q : not(q);
                z3.push(taken);
                pc.add(taken);
            }
        }
    }

    /** x op y + z, or x op y - c, or -x op y, over the variables. */
    private static Expr sumComparison(Random random, List<Var> vars) {
        Compare.Op op = Compare.Op.values()[random.nextInt(6)];
        Var x = vars.get(random.nextInt(vars.size()));
        Var y = vars.get(random.nextInt(vars.size()));
        Var z = vars.get(random.nextInt(vars.size()));
        Expr right = switch (random.nextInt(3)) {
            case 0 -> add(y, z);
            case 1 -> bin(Binary.Op.SUB, y, i(random.nextInt(5) - 2));
            default -> y;
        };
        Expr left = random.nextInt(4) == 0 ? un(bliss.spf.symbolic.Unary.Op.NEG, x) : x;
        return cmp(op, left, right);
    }
}
