package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An input with a field no test can write (values.atomic.Counted's AtomicInteger counter, whose value java.base does
 * not open to reflection) gets no test, and the report says why, as for an input that cannot be completed; before,
 * testgen stopped with an IllegalStateException and a stack trace. Counted.isEmpty under pli at scope 1: the count is
 * 0 with no head, or 1 with one node (repOK), so isEmpty takes its two sides: 2 paths, each of them unbuildable.
 */
class UnbuildableInputTest {

    @Test
    void anInputWithAFieldJavaBaseDoesNotOpenGetsNoTestAndAReason(@TempDir Path dir)
            throws IOException, URISyntaxException {
        Path src = Path.of(UnbuildableInputTest.class.getClassLoader().getResource("java17/values/atomic").toURI())
                .getParent().getParent();
        Path classes = dir.resolve("classes");
        GeneratedSuites.compile(Map.of("values/atomic/Counted.java",
                Files.readString(src.resolve("values/atomic/Counted.java"))), dir.resolve("fixture"), classes);
        TargetClass target = TargetClass.resolve("values.atomic.Counted", List.of(classes), List.of(src));
        Analysis analysis = new Analysis(AnalysisSpec.of("values.atomic.Counted", "isEmpty")
                .withDriver("values.atomic.Counted", "isEmptyDriver").withScope(1).withTechnique("pli")
                .withThreads(1), target.loader());
        TestGeneration.Report r = new TestGeneration(target, analysis).standalone(true).run(dir.resolve("out"));
        assertEquals(2, r.paths(), r.analysis().summary());
        assertEquals(0, r.tests().size());
        assertEquals(2, r.uncompletable().size(), r.uncompletable()::toString);
        for (TestGeneration.Skipped s : r.uncompletable()) {
            assertTrue(s.reason().contains("java.util.concurrent.atomic.AtomicInteger.value")
                    && s.reason().contains("does not open"), s.reason());
        }
    }
}
