package bliss.spf.techniques;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.heap.Assumptions;
import bliss.spf.heap.PreconditionMode;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * No JVM-global state in the engine: analyses of different classes, techniques, scopes, preconditions and
 * precondition runners run at the same time in one JVM, each on its own thread, and each gives exactly what it gives
 * alone (every deterministic counter of {@link SoundnessCompletenessTest#details}).
 */
class ConcurrentAnalysesTest {

    record Job(String subject, String method, int scope, String technique, boolean nativePrecondition,
               PreconditionMode mode) {
    }

    private static final List<Job> JOBS = List.of(
            new Job("TreeSet", "add", 3, "bliss", true, PreconditionMode.AUTO),
            new Job("AvlTree", "bfs", 4, "li", true, PreconditionMode.AUTO),
            new Job("BinomialHeap", "extractMin", 3, "blissdb", true, PreconditionMode.AUTO),
            new Job("LinkedList", "remove", 3, "rbli", false, PreconditionMode.AUTO),
            new Job("BinTree", "count", 5, "li", true, PreconditionMode.DERIVED),
            new Job("SearchTree", "remove", 3, "bli", true, PreconditionMode.AUTO));

    static AnalysisResult run(Job j, Path cacheFile) {
        Subjects.Subject s = Subjects.byName(j.subject()).orElseThrow();
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory())
                .withCache(null, cacheFile, false).withAssumptions(Assumptions.SINGLETONS).withMessages(null);
        return new Analysis(AnalysisSpec.of(s.className(), j.method())
                .withDriver(s.driverClassName(), j.method())
                .withScope(j.scope())
                .withTechnique(j.technique())
                .withPrecondition(j.mode())
                .withPreconditionRunner(j.nativePrecondition() ? bliss.spf.heap.PreconditionRunner.NATIVE : bliss.spf.heap.PreconditionRunner.INTERPRETED)
                .withSettings(settings), ConcurrentAnalysesTest.class.getClassLoader())
                .run();
    }

    @Test
    void analysesAtTheSameTimeGiveWhatEachGivesAlone(@TempDir Path tmp) throws Exception {
        Map<Job, String> alone = new LinkedHashMap<>();
        for (Job j : JOBS) {
            alone.put(j, SoundnessCompletenessTest.details(run(j, tmp.resolve("alone-" + j.subject() + ".mv.db"))));
        }
        for (int round = 0; round < 2; round++) {
            int r = round;
            Map<Job, String> together = runAll(j -> SoundnessCompletenessTest.details(
                    run(j, tmp.resolve("together-" + r + "-" + j.subject() + ".mv.db"))));
            for (Job j : JOBS) {
                assertEquals(alone.get(j), together.get(j), j + " in round " + round);
            }
        }
    }

    private static Map<Job, String> runAll(Function<Job, String> task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(JOBS.size());
        try {
            List<Future<String>> futures = new ArrayList<>();
            for (Job j : JOBS) {
                futures.add(pool.submit(() -> task.apply(j)));
            }
            Map<Job, String> out = new LinkedHashMap<>();
            for (int i = 0; i < JOBS.size(); i++) {
                out.put(JOBS.get(i), futures.get(i).get());
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
