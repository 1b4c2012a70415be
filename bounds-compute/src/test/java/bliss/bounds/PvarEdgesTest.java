package bliss.bounds;

import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A model found at one scope, as {@link PvarEdges} codes, is a model at a larger scope (what BLISSDB's stored models
 * rely on). Oracle: the SAT solver on the larger scope's original CNF, asked with every pvar of the mapped model as an
 * assumption (SAT4J), and the round trip of the codes at one scope.
 */
class PvarEdgesTest {

    private static SatProblem problem(String className, int scope) {
        return BoundsComputation.compute(ClassSpec.of(TargetClass.resolve(className, List.of(), List.of())), scope,
                null, 1, null).problem();
    }

    @Test
    void modelsOfASmallerScopeAreModelsOfALargerOne() {
        for (String cls : List.of("AvlTree", "TreeSet", "BinomialHeap")) {
            SatProblem small = problem(cls, 5);
            SatProblem large = problem(cls, 7);
            SatOptions sat4j = SatOptions.DEFAULT.withPreprocess(false).withSolver(bliss.bounds.sat.SolverKind.SAT4J);
            Random rnd = new Random(13);
            int[] pvars = small.pvarVariables();
            int models = 0;
            try (SatChecker from = new SatChecker(small, SatOptions.DEFAULT);
                 SatChecker to = new SatChecker(large, sat4j)) {
                for (int q = 0; q < 60; q++) {
                    int[] assume = {pvars[rnd.nextInt(pvars.length)]};
                    if (!from.isSatisfiable(assume)) {
                        continue;
                    }
                    BitSet model = from.model();
                    int[] edges = small.pvarEdges().edges(model);
                    assertEquals(model, small.pvarEdges().model(edges), cls + ": round trip at one scope");
                    BitSet mapped = large.pvarEdges().model(edges);
                    assertEquals(model.cardinality(), mapped.cardinality(), cls + ": every edge has a pvar at 7");
                    assertTrue(to.isSatisfiable(mapped.stream().toArray()), cls + ": a model at 5 is one at 7");
                    models++;
                }
            }
            assertTrue(models >= 10, cls + ": only " + models + " satisfiable questions");
        }
    }
}
