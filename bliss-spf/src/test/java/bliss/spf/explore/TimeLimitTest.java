package bliss.spf.explore;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The time limit, driven by a clock of the test's own (each reading one millisecond later than the last), not the
 * machine's: a run that cannot end in its limit stops with a partial result holding what it found, on any machine.
 */
class TimeLimitTest {

    @Test
    void aRunPastItsLimitStopsWithAPartialResult() {
        Subjects.Subject s = Subjects.byName("BinTree").orElseThrow();
        AtomicLong now = new AtomicLong();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), "count")
                .withDriver(s.driverClassName(), "count")
                .withScope(30) // far more trees than 1,000 readings of the clock can explore
                .withLimits(Limits.DEFAULT.withTimeoutMillis(1_000)), TimeLimitTest.class.getClassLoader())
                .clock(() -> now.addAndGet(1_000_000L))
                .run();
        assertTrue(r.partial());
        assertTrue(r.structures() > 0, "the structures found before the limit are reported");
        assertTrue(r.millis() >= 1_000, "the run's time is the clock's: " + r.millis());
    }

    @Test
    void aRunWithinItsLimitIsComplete() {
        Subjects.Subject s = Subjects.byName("BinTree").orElseThrow();
        AtomicLong now = new AtomicLong();
        AnalysisResult r = new Analysis(AnalysisSpec.of(s.className(), "count")
                .withDriver(s.driverClassName(), "count")
                .withScope(3)
                .withLimits(Limits.DEFAULT.withTimeoutMillis(1_000_000)), TimeLimitTest.class.getClassLoader())
                .clock(() -> now.addAndGet(1_000_000L))
                .run();
        assertEquals(false, r.partial());
        assertEquals(1 + 1 + 2 + 5, r.structures(), "binary trees of 0..3 nodes");
    }
}
