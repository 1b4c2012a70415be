package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.spf.techniques.SharedBounds;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every searcher explores the same paths: depth-first in place (the default), and by replay from the root in
 * depth-first, breadth-first and random order give the same path ends (their choice vectors, outcomes and input
 * structures), the same counts by outcome, the same structures and the same counters of the technique and the
 * precondition. And the search splits: exploring the subtrees of the first choice point one by one, each in a run of
 * its own, reaches exactly the paths of the whole search, each once, and the counts add up.
 */
class SearchOrderTest {

    /** One path end, comparable across runs. */
    record End(List<Integer> choices, Outcome outcome, String input) {
    }

    record Run(AnalysisResult result, List<End> ends) {
    }

    static Run run(String subject, String method, int scope, String technique, SearchOrder order, Subtree unit) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        List<End> ends = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null))
                .withSearch(order, 42)
                .withSubtree(unit), SearchOrderTest.class.getClassLoader())
                .observer(end -> ends.add(new End(Arrays.stream(end.choices()).boxed().toList(), end.outcome(),
                        end.input() == null ? null : end.input().toString())))
                .run();
        return new Run(r, ends);
    }

    /** The counts that do not depend on the order (not the steps: a replay re-executes its prefix). */
    static Map<String, Object> counts(AnalysisResult r) {
        Map<String, Object> m = new TreeMap<>();
        m.put("paths", r.paths());
        m.put("normal", r.ends().normal());
        m.put("exceptions", r.ends().exceptions());
        m.put("limits", r.ends().cut());
        m.put("deadEnds", r.choices().deadEnds());
        m.put("assumeFailed", r.ends().assumeFailed());
        m.put("structures", r.structures());
        m.put("raised", r.ends().raised());
        m.put("choicePoints", List.of(r.choices().lazy(), r.choices().branch(), r.choices().switches()));
        Map<String, Long> counters = new TreeMap<>(r.counters());
        // which earlier answers decide a SAT question depends on the order, and so whether it reaches the verdict
        // cache (BLISSDB asks the cache after answer reuse) and the solver (whose verdicts BLISSDB stores); so do the
        // native precondition's steps (and which recent witness decides a SymSolve question, and which heaps an earlier
        // search has already shown to have no completion, and how far the enumeration of the valid shapes has got)
        List.of("satMillis", "satByModel", "unsatByCore", "satChecks", "satCoreMillis",
                "satCoreRounds", "satConflicts", "satDecisions", "satPropagations", "satReusedLevels",
                "cacheLookups", "cacheHits", "cacheStores",
                "preconditionSteps", "symsolveMillis",
                "symsolveCalls", "symsolvePaths", "symsolveConflicts", "satByWitness", "symsolveBudgetExhausted",
                "symsolveByShapes", "symsolveShapePaths",
                // a replay decides the branches of its prefix again (PLI asks the heap about each)
                "pliBranchChecks", "pliBranchPrunes")
                .forEach(counters::remove);
        m.put("counters", counters);
        return m;
    }

    @ParameterizedTest(name = "{0}.{1} scope {2} {3}")
    @CsvSource({"BinTree, count, 4, li", "TreeSet, add, 3, li", "TreeSet, add, 4, bliss", "AvlTree, insert, 3, rbli",
            "LinkedList, remove, 3, bli", "BinomialHeap, extractMin, 3, bliss", "SearchTree, remove, 3, li",
            "TreeMap, put, 3, bliss", "TreeSet, add, 4, lissa", "BinomialHeap, extractMin, 3, lissa",
            "AvlTree, remove, 3, lissa", "TreeSet, add, 4, pli", "SearchTree, repOK, 3, pli"})
    void everySearcherExploresTheSamePaths(String subject, String method, int scope, String technique) {
        Run dfs = run(subject, method, scope, technique, SearchOrder.DEPTH_FIRST, Subtree.ROOT);
        assertTrue(dfs.result().paths() > 1, "a method with some paths");
        Set<End> expected = new HashSet<>(dfs.ends());
        assertEquals(dfs.ends().size(), expected.size(), "each path end once");
        for (SearchOrder order : List.of(SearchOrder.DEPTH_FIRST_REPLAY, SearchOrder.BREADTH_FIRST,
                SearchOrder.RANDOM)) {
            Run other = run(subject, method, scope, technique, order, Subtree.ROOT);
            assertEquals(expected, new HashSet<>(other.ends()), order + " reaches other path ends");
            assertEquals(dfs.ends().size(), other.ends().size(), order + " reports a path twice");
            assertEquals(counts(dfs.result()), counts(other.result()), order + " counts differ");
        }
        // depth-first by replay visits the paths in the same order as depth-first in place
        assertEquals(dfs.ends(), run(subject, method, scope, technique, SearchOrder.DEPTH_FIRST_REPLAY,
                Subtree.ROOT).ends());
    }

    @ParameterizedTest(name = "{0}.{1} scope {2} {3}")
    @CsvSource({"BinTree, count, 4, li", "TreeSet, add, 4, bliss", "AvlTree, insert, 3, rbli",
            "BinomialHeap, extractMin, 3, bliss", "TreeSet, remove, 4, lissa", "TreeSet, add, 4, pli"})
    void subtreesPartitionTheSearch(String subject, String method, int scope, String technique) {
        Run whole = run(subject, method, scope, technique, SearchOrder.DEPTH_FIRST, Subtree.ROOT);
        // the alternatives of the first choice point (every path passes it)
        Set<Integer> firsts = new java.util.TreeSet<>();
        for (End e : whole.ends()) {
            assertFalse(e.choices().isEmpty(), "every path of " + method + " makes a choice");
            firsts.add(e.choices().get(0));
        }
        assertTrue(firsts.size() > 1, "the first choice point forks");
        List<End> pieces = new ArrayList<>();
        long paths = 0;
        long structures = 0;
        long deadEnds = 0;
        long lazyChoicePoints = 0;
        Map<String, Long> counters = new TreeMap<>();
        int max = firsts.stream().mapToInt(Integer::intValue).max().orElseThrow();
        for (int a = 0; a <= max + 1; a++) { // one past the last: nothing there
            Run piece = run(subject, method, scope, technique, SearchOrder.DEPTH_FIRST, Subtree.under(a));
            pieces.addAll(piece.ends());
            paths += piece.result().paths();
            structures += piece.result().structures();
            deadEnds += piece.result().choices().deadEnds();
            lazyChoicePoints += piece.result().choices().lazy();
            piece.result().counters().forEach((k, v) -> counters.merge(k, v, Long::sum));
        }
        assertEquals(whole.ends(), pieces, "the subtrees in order are the whole search");
        assertEquals(whole.result().paths(), paths);
        assertEquals(whole.result().choices().deadEnds(), deadEnds);
        // paths that differ at the first choice (the receiver's first field) end with different structures
        assertEquals(whole.result().structures(), structures);
        // the first choice point is resumed by every piece, counted by none (whoever opens a point counts it and
        // its candidates); every candidate's checks are counted by the piece that tries it
        assertEquals(whole.result().choices().lazy() - 1, lazyChoicePoints);
        // (lissa's precondition runs when a point opens, on all its candidates, before SymSolve is asked about those
        // it keeps: the first point's calls are counted by the whole run and by no piece, one per candidate of the
        // receiver's first field: null, the receiver itself, a new object)
        boolean atOpening = technique.equals("lissa");
        for (String k : List.of("preconditionRejects", "preconditionCalls", "refinementPrunes", "unsatPrunes",
                "boundUnsat", "symsolvePrunes", "pliPrunes")) {
            if (!whole.result().counters().containsKey(k)) {
                continue;
            }
            if (atOpening && k.startsWith("precondition")) {
                long missing = whole.result().counters().get(k) - counters.get(k);
                assertTrue(missing >= 0 && missing <= 3, k + ": the pieces miss " + missing);
            } else {
                assertEquals(whole.result().counters().get(k), counters.get(k), k);
            }
        }
    }
}
