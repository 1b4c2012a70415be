package bliss.spf.solver;

import static org.junit.jupiter.api.Assertions.*;

import bliss.spf.symbolic.Compare;
import org.junit.jupiter.api.Test;

/** A search the earlier links answer never starts Z3; its results match Z3's. */
class LazyZ3Test {

    @Test
    void aBinarySearchTreeLookupNeverReachesZ3() {
        try (PathSolver standard = PathSolvers.standard()) {
            BstSearch search = new BstSearch(standard, 6, s ->
                    assertTrue(Build.satisfiesAll(s.constraints(), s.model()), s.constraints()::toString));
            long paths = search.run();
            // Each level either finds k (one path) or goes on left or right: 2^6 leaves plus 2^6 - 1 hits.
            assertEquals((1L << 6) + (1L << 6) - 1, paths);
            SolverStats stats = standard.stats();
            assertEquals(0, stats.z3Calls());
            assertEquals(0, stats.z3Nanos());
            assertEquals(stats.queries(), stats.withoutZ3());
        }
    }

    @Test
    void z3AloneExploresTheSamePaths() {
        try (PathSolver z3 = PathSolvers.z3Only()) {
            long paths = new BstSearch(z3, 6, s -> { }).run();
            assertEquals((1L << 6) + (1L << 6) - 1, paths);
            assertTrue(z3.stats().z3Calls() > 0);
        }
    }

    @Test
    void constantConditionsAreFolded() {
        try (PathSolver standard = PathSolvers.standard()) {
            var x = bliss.spf.symbolic.Var.ofBoolean(1, "b");
            assertEquals(Feasibility.TRUE_ONLY, standard.decide(new Compare(Compare.Op.LE, x, Build.i(1))));
            assertEquals(Feasibility.FALSE_ONLY, standard.decide(new Compare(Compare.Op.LT, x, Build.i(0))));
            assertEquals(0, standard.stats().z3Calls());
        }
    }

    /**
     * A switch on a key's bucket ({@code key & 15}, HashMap's sixteen-field table), met twice on one path: after the
     * first switch took case 5, the second's sixteen cases are decided by folding, as Z3 alone decides them.
     */
    @Test
    void aSecondSwitchOnTheSameBucketNeedsNoZ3() {
        var k = bliss.spf.symbolic.Var.ofInt(1, "k");
        var bucket = Build.bin(bliss.spf.symbolic.Binary.Op.AND, k, Build.i(15));
        try (PathSolver standard = PathSolvers.standard(); PathSolver z3 = PathSolvers.z3Only()) {
            for (PathSolver s : new PathSolver[]{standard, z3}) {
                s.push(Build.eq(bucket, Build.i(5)));
            }
            long before = standard.stats().z3Calls();
            for (int c = 0; c < 16; c++) {
                var caseC = Build.eq(bucket, Build.i(c));
                assertEquals(z3.decide(caseC), standard.decide(caseC), caseC::toString);
                assertEquals(c == 5 ? Feasibility.TRUE_ONLY : Feasibility.FALSE_ONLY, standard.decide(caseC));
            }
            assertEquals(before, standard.stats().z3Calls());
        }
    }
}
