package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.explore.Limits;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.heap.PreconditionRunner;
import bliss.spf.results.AnalysisResult;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The precondition derived from repOK, run in the symbolic JVM, takes the side of a branch on an input value that the
 * path condition decides: a repOK that reads a node's flag before it follows the node's link (values.flags.Threaded)
 * refuses a cycle on a path where the method has already found the flag false.
 */
class DerivedPreconditionTest {

    /**
     * Threaded.length at scope 2 under li. No head: 1 path. A head N1 flagged last: 1. N1 not last, its next null: 1;
     * N1 itself or a new N2, N2 flagged last: 1; N2 not last, its next null: 1; N2's next N1 or N2 itself. The cycles
     * (N1 to itself, N2 to N1, N2 to itself) are refused: on their paths the flags read are false, and repOK, told so
     * by the path condition, walks the chain back to a node it has seen. 5 paths, all ending normally, and 3
     * refusals. Forking on the flag instead (its true side returns true, so the check answers "possible") lets the
     * cycles in, and length loops on each until the step limit cuts the path.
     */
    @Test
    void aCycleBehindAFlagThePathDecidedIsRefused() {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.flags.Threaded", "length").withScope(2)
                .withTechnique("li").withPrecondition(PreconditionMode.DERIVED)
                .withPreconditionRunner(PreconditionRunner.INTERPRETED)
                .withLimits(Limits.DEFAULT.withStepLimit(10_000)), ValueClasses.loader()).run();
        assertEquals(5, r.paths(), r.summary());
        assertEquals(5, r.ends().normal(), r.summary());
        assertEquals(3L, r.counters().get("preconditionRejects"), r.summary());
    }
}
