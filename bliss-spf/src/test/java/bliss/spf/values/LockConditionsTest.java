package bliss.spf.values;

import bliss.spf.analysis.Analysis;
import bliss.spf.results.AnalysisResult;
import bliss.spf.analysis.AnalysisSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lock's condition on the engine's one thread (values.locks.Gate.take, the ReentrantLock model's
 * newCondition). By hand: the count is not 0 (one normal path: taken, signalled); it is 0 and the taker is timed
 * (awaitNanos times out: one normal path returning -1); it is 0 and the taker is not (await() waits for a signal no
 * thread sends, which on the JVM never ends: one path, unsupported, naming the call). Before the model had
 * newCondition, the one path ended unsupported at it.
 */
class LockConditionsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli"})
    void anUntimedWaitEndsItsPathAsUnsupportedATimedOneTimesOut(String technique) {
        AnalysisResult r = new Analysis(AnalysisSpec.of("values.locks.Gate", "take").withScope(1)
                .withTechnique(technique).withThreads(1), ValueClasses.loader()).run();
        assertEquals(3, r.paths(), r.summary());
        assertEquals(2, r.ends().normal(), r.summary());
        Map<String, Long> unsupported = r.ends().unsupported();
        assertEquals(1, unsupported.size(), r.summary());
        String line = unsupported.keySet().iterator().next();
        assertTrue(line.startsWith("unsupported: Condition.await() with no other thread to signal it"), line);
        assertTrue(line.endsWith(" at Gate.take(Gate.java:24)"), line); // the call, not the model
    }
}
