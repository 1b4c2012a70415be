package bliss.spf.techniques;

import bliss.spf.analysis.TechniqueSettings;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BLISS drops a candidate that gives a node a second parent before its precondition and SAT check
 * ({@code SharedTargets}). The subjects' hand-written {@code repOKHybrid} of a tree refuses exactly such heaps on a
 * traversal (a node met twice on the walk from the root; every object lazy initialization made already has the parent
 * whose field made it), so with the pruning the precondition refuses nothing, and it drops exactly the candidates the
 * precondition refuses without it (answer reuse off, which turns the pruning off too), with the same structures. (Where
 * the search reads in another order than the breadth-first refinement, as a recursive count does, fewer labels are
 * singletons and the pruning, which counts only edges the SAT question holds, drops fewer.)
 */
class SecondParentsTest {

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @CsvSource({"AvlTree, bfs, 8", "AvlTree, bfs, 10", "TreeSet, bfs, 8"})
    void theSecondParentsAreWhatTheTreesPreconditionRefuses(String subject, String method, int scope) {
        TechniqueSettings plain = TechniqueRun.settings(null);
        TechniqueRun pruned = TechniqueRun.of(subject, method, scope, "bliss", plain);
        TechniqueRun paper = TechniqueRun.of(subject, method, scope, "bliss", plain.withReuseAnswers(false));
        String at = subject + "." + method + " at scope " + scope;
        assertTrue(paper.counter("preconditionRejects") > 0, "the precondition refuses something on " + at);
        assertEquals(0, paper.result().counters().getOrDefault("sharingPrunes", 0L), "no pruning without reuse");
        assertEquals(paper.counter("preconditionRejects"), pruned.counter("sharingPrunes"), at);
        assertEquals(0, pruned.counter("preconditionRejects"), at);
        assertEquals(paper.partials(), pruned.partials(), at);
    }
}
