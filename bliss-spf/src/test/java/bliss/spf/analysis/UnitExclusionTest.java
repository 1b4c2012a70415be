package bliss.spf.analysis;

import bliss.spf.explore.SearchOrder;
import bliss.spf.explore.Subtree;
import bliss.spf.explore.WorkSharing;
import bliss.spf.results.AnalysisResult;
import bliss.spf.techniques.SharedBounds;
import bliss.spf.testing.OrderDependentCounters;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The re-run of a unit without the pieces its first exploration gave away explores exactly what that exploration
 * kept (what a cluster does when the member exploring a unit is lost); and the unit's result plus its pieces' results
 * is the whole search's (the oracle: one local run on one thread).
 */
class UnitExclusionTest {

    static Analysis analysis(String subject, String method, int scope, String technique, SearchOrder order) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        return new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withTechnique(technique)
                .withSearch(order, 3)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null)), UnitExclusionTest.class.getClassLoader());
    }

    /** Gives a piece away every {@code every} paths, and keeps the pieces. */
    static final class Giving implements WorkSharing {
        final List<Subtree> pieces = new ArrayList<>();
        private final int every;
        private int asked;

        Giving(int every) {
            this.every = every;
        }

        @Override
        public boolean wanted() {
            return ++asked % every == 0;
        }

        @Override
        public void give(Subtree subtree) {
            pieces.add(subtree);
        }
    }

    static Map<String, Object> counts(UnitResult r) {
        Map<String, Object> m = new TreeMap<>();
        m.put("paths", r.paths().paths());
        m.put("normal", r.paths().normal());
        m.put("exceptions", r.paths().exceptions());
        m.put("deadEnds", r.paths().deadEnds());
        m.put("structures", r.structures().count());
        m.put("choicePoints", List.of(r.stats().lazyChoicePoints(), r.stats().branchChoicePoints(),
                r.stats().switchChoicePoints()));
        Map<String, Long> counters = new TreeMap<>(r.counters().values());
        OrderDependentCounters.remove(counters);
        m.put("counters", counters);
        return m;
    }

    static Map<String, Object> counts(AnalysisResult r) {
        Map<String, Object> m = new TreeMap<>();
        m.put("paths", r.paths());
        m.put("normal", r.ends().normal());
        m.put("exceptions", r.ends().exceptions());
        m.put("deadEnds", r.choices().deadEnds());
        m.put("structures", r.structures());
        m.put("choicePoints", List.of(r.choices().lazy(), r.choices().branch(), r.choices().switches()));
        Map<String, Long> counters = new TreeMap<>(r.counters());
        OrderDependentCounters.remove(counters);
        counters.remove("cacheFailovers");
        m.put("counters", counters);
        return m;
    }

    /**
     * Cases where the search gives at least two pieces away. (A depth-first search gives the topmost open choice
     * point's remaining alternatives: AvlTree.bfs depth-first gives all trees with a left child at once, and what
     * it keeps, a root whose left is null, has only two paths: one piece.)
     */
    @ParameterizedTest(name = "{0}.{1} scope {2} {3} {4}, a piece every {5} paths")
    @CsvSource({"AvlTree, bfs, 8, bliss, BREADTH_FIRST, 2", "BinomialHeap, bfs, 6, bliss, DEPTH_FIRST, 2", "BinTree, count, 6, li, DEPTH_FIRST, 5",
            "TreeSet, add, 4, li, BREADTH_FIRST, 4", "LinkedList, remove, 4, rbli, DEPTH_FIRST, 2",
            "TreeMap, put, 3, bli, RANDOM, 3"})
    void aUnitWithoutItsPiecesIsWhatItKept(String subject, String method, int scope, String technique,
                                           String order, int every) {
        Analysis a = analysis(subject, method, scope, technique, SearchOrder.valueOf(order));
        Giving giving = new Giving(every);
        UnitResult kept;
        try (UnitExplorer e = a.explorer()) {
            kept = e.explore(Subtree.ROOT, List.of(), giving, Long.MAX_VALUE);
        }
        assertTrue(giving.pieces.size() >= 2, "pieces given: " + giving.pieces);
        UnitResult again;
        try (UnitExplorer e = a.explorer()) {
            again = e.explore(Subtree.ROOT, giving.pieces, null, Long.MAX_VALUE);
        }
        assertEquals(counts(kept), counts(again), "the re-run without the pieces");
        UnitResult total = again;
        try (UnitExplorer e = a.explorer()) {
            for (Subtree piece : giving.pieces) {
                total.add(e.explore(piece, List.of(), null, Long.MAX_VALUE));
            }
        }
        AnalysisResult whole = new Analysis(a.spec().withThreads(1), UnitExclusionTest.class.getClassLoader()).run();
        assertEquals(counts(whole), counts(total), "the re-run and the pieces: the whole search");
    }
}
