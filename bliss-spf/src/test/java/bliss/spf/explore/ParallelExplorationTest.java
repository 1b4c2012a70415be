package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.spf.results.CollectedStructure;
import bliss.spf.results.PathRecord;
import bliss.spf.techniques.SharedBounds;
import bliss.subjects.Subjects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Threads change nothing but the time: with 2, 3 and 4 exploring threads that split the search among themselves an
 * analysis reaches the same path ends (choice vectors, outcomes, inputs), the same counts and counters as with one,
 * and reports the same structures in the same order with the same path records (what {@code --dump} writes).
 */
class ParallelExplorationTest {

    record Run(AnalysisResult result, List<SearchOrderTest.End> ends) {
    }

    static Run run(String subject, String method, int scope, String technique, int threads) {
        Subjects.Subject s = Subjects.byName(subject).orElseThrow();
        List<SearchOrderTest.End> ends = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), method)
                .withDriver(s.driverClassName(), method)
                .withScope(scope)
                .withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                        .withCache(null, null, true).withMessages(null))
                .withThreads(threads)
                .keepingPaths(), ParallelExplorationTest.class.getClassLoader())
                .observer(end -> ends.add(new SearchOrderTest.End(Arrays.stream(end.choices()).boxed().toList(),
                        end.outcome(), end.input() == null ? null : end.input().toString())))
                .run();
        return new Run(r, ends);
    }

    /**
     * What --dump writes, structure by structure, but the models: a model is one satisfying assignment of the path
     * condition, and which one the solver finds depends on what it was asked before (on a thread's history).
     */
    static List<String> dump(AnalysisResult r) {
        List<String> out = new ArrayList<>();
        for (CollectedStructure s : r.collected()) {
            StringBuilder records = new StringBuilder();
            for (PathRecord p : s.pathRecords()) {
                records.append(p.outcome()).append(' ').append(p.conditions()).append(' ')
                        .append(p.model().keySet()).append(' ').append(p.raised()).append("; ");
            }
            out.add(s.index() + " " + s.shape() + " " + s.objects() + " " + s.paths() + " " + records + "\n" + s.dot());
        }
        return out;
    }

    @ParameterizedTest(name = "{0}.{1} scope {2} {3}")
    @CsvSource({"BinTree, count, 6, li", "TreeSet, add, 4, bliss", "AvlTree, bfs, 6, bliss",
            "LinkedList, remove, 4, rbli", "BinomialHeap, extractMin, 4, blissdb", "TreeMap, put, 3, bli",
            "SearchTree, remove, 4, li", "TreeSet, remove, 4, lissa", "TreeSet, add, 4, pli"})
    void threadsGiveWhatOneThreadGives(String subject, String method, int scope, String technique) {
        Run one = run(subject, method, scope, technique, 1);
        Set<SearchOrderTest.End> ends = new HashSet<>(one.ends());
        for (int threads = 2; threads <= 4; threads++) {
            Run many = run(subject, method, scope, technique, threads);
            String at = threads + " threads";
            assertEquals(ends, new HashSet<>(many.ends()), at + ": other path ends");
            assertEquals(one.ends().size(), many.ends().size(), at + ": a path reported twice");
            assertEquals(SearchOrderTest.counts(one.result()), SearchOrderTest.counts(many.result()), at);
            List<String> expected = dump(one.result());
            List<String> actual = dump(many.result());
            for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
                assertEquals(expected.get(i), actual.get(i), at + ": structure " + i + " differs");
            }
            assertEquals(expected.size(), actual.size(), at + ": other number of structures");
            assertEquals(threads, many.result().cost().threads());
        }
    }

    @ParameterizedTest(name = "{0}.{1} scope {2} {3}")
    @CsvSource({"BinTree, count, 9, li", "TreeSet, bfs, 11, bliss"}) // long enough for a loaded machine to split
    void largerSearchesAreSplit(String subject, String method, int scope, String technique) {
        Run two = run(subject, method, scope, technique, 2);
        assertTrue(two.result().cost().splits() > 0, "the threads shared the work: " + two.result().cost().splits());
        Run one = run(subject, method, scope, technique, 1);
        assertEquals(SearchOrderTest.counts(one.result()), SearchOrderTest.counts(two.result()));
        assertEquals(new HashSet<>(one.ends()), new HashSet<>(two.ends()));
    }
}
