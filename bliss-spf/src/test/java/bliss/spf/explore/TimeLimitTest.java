package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The time limit, driven by a clock of the test's own (each reading one millisecond later than the last), not the
 * machine's: a run that cannot end in its limit stops with a partial result holding what it found, on any machine.
 */
class TimeLimitTest {

    /** BinTree.count at {@code scope} with a time limit, on a clock that moves one millisecond per reading. */
    private static AnalysisResult run(int scope, long timeoutMillis) {
        Subjects.Subject s = Subjects.byName("BinTree").orElseThrow();
        AtomicLong now = new AtomicLong();
        return new Analysis(AnalysisSpec.of(s.className(), "count")
                .withDriver(s.driverClassName(), "count")
                .withScope(scope)
                .withLimits(Limits.DEFAULT.withTimeoutMillis(timeoutMillis)), TimeLimitTest.class.getClassLoader())
                .clock(() -> now.addAndGet(1_000_000L))
                .run();
    }

    @Test
    void aRunPastItsLimitStopsWithAPartialResult() {
        AnalysisResult r = run(30, 1_000); // far more trees than 1,000 readings of the clock can explore
        assertTrue(r.partial());
        assertTrue(r.structures() > 0, "the structures found before the limit are reported");
        assertTrue(r.millis() >= 1_000, "the run's time is the clock's: " + r.millis());
    }

    @Test
    void aRunWithinItsLimitIsComplete() {
        AnalysisResult r = run(3, 1_000_000);
        assertEquals(false, r.partial());
        assertEquals(1 + 1 + 2 + 5, r.structures(), "binary trees of 0..3 nodes");
    }

    /**
     * The limit comes while the bounds are computed (a fresh bounds database, a limit of one clock reading): the run
     * stops there, partial, with nothing explored and one warning saying where the time went.
     */
    @Test
    void aLimitThatComesWhileTheBoundsAreComputedStopsTheRun(@TempDir Path dir) {
        Subjects.Subject s = Subjects.byName("AvlTree").orElseThrow();
        AtomicLong now = new AtomicLong();
        List<String> warnings = new ArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), "bfs")
                .withDriver(s.driverClassName(), "bfs")
                .withScope(8)
                .withTechnique("bli")
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(dir).withMessages(null))
                .withLimits(Limits.DEFAULT.withTimeoutMillis(1)), TimeLimitTest.class.getClassLoader())
                .clock(() -> now.addAndGet(1_000_000L))
                .warnings(warnings::add)
                .run();
        assertTrue(r.partial());
        assertEquals(0, r.paths());
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("bounds of"), warnings.get(0));
    }

    /**
     * The limit comes inside a Z3 query (a product, which only Z3 decides, is the first thing that reads the clock
     * after the start): the query gives up and the run stops, partial, before its two paths.
     */
    @Test
    void aLimitThatComesInsideAZ3QueryStopsTheRun() {
        AtomicLong now = new AtomicLong();
        AnalysisResult r = new Analysis(AnalysisSpec.of(bliss.spf.explore.subjects.Tree.class.getName(), "product")
                .withDriver(bliss.spf.explore.subjects.Branches.class.getName(), "product")
                .withLimits(Limits.DEFAULT.withTimeoutMillis(1)), TimeLimitTest.class.getClassLoader())
                .clock(() -> now.addAndGet(1_000_000L))
                .run();
        assertTrue(r.partial());
        assertEquals(0, r.paths());
        AnalysisResult whole = new Analysis(AnalysisSpec.of(bliss.spf.explore.subjects.Tree.class.getName(),
                "product").withDriver(bliss.spf.explore.subjects.Branches.class.getName(), "product"),
                TimeLimitTest.class.getClassLoader()).run();
        assertEquals(2, whole.paths(), "without a limit: x * y == 391 and its negation");
        assertTrue(whole.solver().z3Calls() > 0, "Z3 decides the branch");
    }

    /**
     * The limit comes inside SymSolve (PLI on BinomialHeap.extractMin_bug at 13, where one question's search runs
     * for minutes): SymSolve's search reads the run's clock too, so the run stops, partial, at its limit. Without it
     * the run went on for more than ten minutes past a limit of 150 s; here a hang fails after two minutes.
     */
    @Test
    void aLimitThatComesInsideSymSolveStopsTheRun() {
        Subjects.Subject s = Subjects.byName("BinomialHeap").orElseThrow();
        AtomicLong now = new AtomicLong();
        AnalysisResult r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofMinutes(2),
                () -> new Analysis(AnalysisSpec.of(s.className(), "extractMin_bug")
                        .withDriver(s.driverClassName(), "extractMin_bug")
                        .withScope(13)
                        .withTechnique("pli")
                        .withThreads(1)
                        .withLimits(Limits.DEFAULT.withTimeoutMillis(20_000)), TimeLimitTest.class.getClassLoader())
                        .clock(() -> now.addAndGet(1_000_000L))
                        .run());
        assertTrue(r.partial());
    }

    /**
     * Progress comes while one SymSolve search runs for long (the same question as above, on the real clock, for
     * eight seconds): the report's own clock prints the line with the paths of repOK run so far. Before it, the
     * workers alone printed it, at their choice points, and this run printed nothing.
     */
    @Test
    void progressComesFromInsideALongSymSolveSearch() {
        Subjects.Subject s = Subjects.byName("BinomialHeap").orElseThrow();
        java.util.List<String> lines = new java.util.concurrent.CopyOnWriteArrayList<>();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), "extractMin_bug")
                .withDriver(s.driverClassName(), "extractMin_bug")
                .withScope(13)
                .withTechnique("pli")
                .withThreads(1)
                .withLimits(Limits.DEFAULT.withTimeoutMillis(8_000)), TimeLimitTest.class.getClassLoader())
                .progress(lines::add)
                .run();
        assertTrue(r.partial());
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\d+ s: .*, [0-9,]+ paths of repOK in SymSolve")),
                () -> "progress lines: " + lines);
    }
}
