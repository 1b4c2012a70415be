package bliss.spf.solver;

import static bliss.spf.solver.Build.*;
import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Floating;
import bliss.spf.symbolic.Type;
import bliss.spf.symbolic.Var;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.Set;

/**
 * A floating-point query is asked of the part of the path condition it depends on (KLEE's constraint independence)
 * and its answer is kept for the same question on another path. OpenJDK's HashMap.resize, as lissa meets it: a
 * symbolic load factor, a table length {@code n} chosen among several, the bucket of a key {@code k} chosen among
 * {@code n}, and then {@code size + 1 > (int) (n * loadFactor)}. Expected answers are Java's own float arithmetic;
 * every model of a pushed path condition is checked with {@link Expr#eval}.
 */
@Timeout(120)
class IndependenceTest {

    private final Var lf = Var.ofFloat(1, "loadFactor");
    private final Var n = intVar(2, 1, 64);
    private final Var k = Var.ofInt(3, "k");
    private final Var size = intVar(4, 0, 100);

    @Test
    void theComponentIsWhatSharesVariablesTransitively() {
        Expr onK = eq(bin(Binary.Op.AND, k, i(15)), i(3));
        Expr onN = eq(n, i(16));
        Expr onSize = lt(size, threshold());
        List<Expr> atoms = List.of(onK, onN, onSize);
        List<Set<Var>> vars = atoms.stream().map(Independence::variables).toList();
        Set<Var> fromSize = Independence.variables(gt(size, i(3)));
        assertEquals(List.of(onN, onSize), Independence.component(atoms, vars, fromSize));
        assertEquals(Set.of(size, n, lf), fromSize);
        assertEquals(List.of(onK), Independence.component(atoms, vars, Independence.variables(eq(k, i(7)))));
    }

    /**
     * A load factor between 0 and 1 (the model's: 0), table lengths 16 and 8, eight buckets each: whether the
     * threshold {@code (int) (n * loadFactor)} can be 12 or 6 (false under the model, so each question reaches Z3)
     * is asked of Z3 once per length (its component, the length and the load factor, is the same for every bucket)
     * and reused for the other buckets. The answers are Java's: {@code t} is reachable exactly when {@code t <= n};
     * 12 is for 16 and not for 8, so that an answer reused across lengths would be wrong.
     */
    @Test
    void theSameQuestionOnAnotherPathIsAnsweredOnce() {
        try (PathSolver solver = PathSolvers.z3Only()) {
            pushChecked(solver, ge(new Floating(Floating.Op.FCMPL, lf, f(0f)), i(0)));
            pushChecked(solver, le(new Floating(Floating.Op.FCMPG, lf, f(1f)), i(0)));
            for (int length : new int[]{16, 8}) {
                int base = solver.size();
                pushChecked(solver, eq(n, i(length)));
                for (int bucket = 0; bucket < 8; bucket++) {
                    int at = solver.size();
                    pushChecked(solver, eq(bin(Binary.Op.AND, k, i(length - 1)), i(bucket)));
                    for (int t : new int[]{12, 6}) {
                        assertEquals(t <= length, solver.isSatisfiable(eq(threshold(), i(t))), t + " with n = " + length);
                    }
                    pushChecked(solver, gt(bin(Binary.Op.ADD, size, i(1)), threshold()));
                    solver.popTo(at);
                }
                solver.popTo(base);
            }
            // per bucket, the two questions reach Z3: asked at bucket 0, reused at the seven others, for each length
            SolverStats stats = solver.stats();
            assertTrue(stats.reused() >= 2 * 7 * 2, "reused " + stats.reused() + " of " + stats.queries());
        }
    }

    /** A key's bucket is decided without the float atoms: its component has none, and its model keeps theirs. */
    @Test
    void anIndependentQueryKeepsTheModelOfTheRest() {
        try (PathSolver solver = PathSolvers.z3Only()) {
            pushChecked(solver, eq(new Floating(Floating.Op.FCMPL, lf, f(0.75f)), i(0)));
            pushChecked(solver, eq(n, i(16)));
            pushChecked(solver, gt(bin(Binary.Op.ADD, size, i(1)), threshold()));
            for (int bucket = 0; bucket < 16; bucket++) {
                Expr b = eq(bin(Binary.Op.AND, bin(Binary.Op.XOR, k, bin(Binary.Op.USHR, k, i(16))), i(15)), i(bucket));
                int at = solver.size();
                pushChecked(solver, b);
                int key = (int) (long) solver.model().get(k);
                assertEquals(bucket, (key ^ (key >>> 16)) & 15);
                solver.popTo(at);
            }
        }
    }

    /**
     * Floating-point atoms left out of the incremental solver for an independent query are asserted again when a
     * later query needs the whole path condition (a string atom joins it): {@code loadFactor > 1} stays refuted.
     */
    @Test
    void aQueryOnTheWholePathConditionSeesTheAtomsLeftOutBefore() {
        try (PathSolver solver = PathSolvers.z3Only()) {
            pushChecked(solver, ge(new Floating(Floating.Op.FCMPL, lf, f(0f)), i(0)));
            pushChecked(solver, le(new Floating(Floating.Op.FCMPG, lf, f(1f)), i(0)));
            pushChecked(solver, eq(bin(Binary.Op.AND, k, i(15)), i(3)));   // asked without the two above
            Expr above = gt(new Floating(Floating.Op.FCMPG, lf, f(1f)), i(0));
            assertFalse(solver.isSatisfiable(above));
            Var text = Var.ofString(5, "name");
            pushChecked(solver, eq(new bliss.spf.symbolic.StringOp(bliss.spf.symbolic.StringOp.Op.LENGTH, text, null),
                    i(2)));
            assertFalse(solver.isSatisfiable(above));
            assertTrue(solver.isSatisfiable(gt(new Floating(Floating.Op.FCMPG, lf, f(0.5f)), i(0))));
        }
    }

    private Expr threshold() {
        return new Floating(Floating.Op.F2I, new Floating(Floating.Op.FMUL, new Floating(Floating.Op.I2F, n, null), lf),
                null);
    }

    private static Expr f(float v) {
        return new Const(Float.floatToRawIntBits(v), Type.FLOAT);
    }

    private static void pushChecked(PathSolver solver, Expr condition) {
        assertTrue(solver.isSatisfiable(condition), condition.toString());
        solver.push(condition);
        assertTrue(satisfiesAll(solver.constraints(), solver.model()), () -> solver.model().toString());
    }
}
