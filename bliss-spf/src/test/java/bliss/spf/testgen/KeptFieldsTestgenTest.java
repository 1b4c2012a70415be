package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tests of a receiver whose fields its driver kept ({@code Symbolic.keep}: values.kept.BoundedBuffer's lock and
 * conditions, values.kept.Cache's reference queue): each test builds the receiver from the driver's own seed
 * ({@code Symbolic.seed}), then writes the input's values, so that repOK and the method see the constructor's
 * objects. By hand (KeptFieldsTest): poll has 4 paths under li, of which the null head with a count not 0 has no
 * valid input (3 tests), and 3 under pli (3 tests); offer 3 paths, 3 tests; contains 5 paths, 5 tests. Oracles: the
 * counts, every test following its path on the JVM, the suites compiled with javac and run, passing.
 */
class KeptFieldsTestgenTest {

    @TempDir
    static Path fixtures;
    private static Path src;
    private static Path classes;

    @BeforeAll
    static void compile() throws IOException, URISyntaxException {
        src = Path.of(KeptFieldsTestgenTest.class.getClassLoader().getResource("java17/values/kept").toURI())
                .getParent().getParent();
        classes = fixtures.resolve("classes");
        GeneratedSuites.compile(Map.of(
                "values/kept/BoundedBuffer.java", Files.readString(src.resolve("values/kept/BoundedBuffer.java")),
                "values/kept/Cache.java", Files.readString(src.resolve("values/kept/Cache.java"))),
                fixtures.resolve("src"), classes);
    }

    @ParameterizedTest(name = "{0}.{1} {2}")
    @CsvSource({"BoundedBuffer, poll, li, 4, 3", "BoundedBuffer, poll, pli, 3, 3", "BoundedBuffer, offer, lissa, 3, 3",
            "Cache, contains, li, 5, 5"})
    void testsBuildTheReceiverFromTheDriversSeedAndPassOnTheJvm(String cls, String method, String technique,
                                                                int paths, int tests, @TempDir Path dir)
            throws IOException {
        String name = "values.kept." + cls;
        TargetClass target = TargetClass.resolve(name, List.of(classes), List.of(src));
        Analysis analysis = new Analysis(AnalysisSpec.of(name, method).withDriver(name, method + "Driver")
                .withScope(2).withTechnique(technique).withThreads(1), target.loader());
        TestGeneration.Report r = new TestGeneration(target, analysis).standalone(true).run(dir.resolve("src"));
        assertEquals(paths, r.paths(), method);
        assertEquals(tests, r.tests().size(), method + ": " + r.uncompletable());
        assertEquals(List.of(), r.divergent(), method + ": every test follows its path on the JVM");
        assertTrue(Files.readString(r.file()).contains("Symbolic.seed(\"X\", " + cls + "::" + method + "Driver)"),
                "the receiver is the driver's seed");
        Path out = dir.resolve("test-classes");
        List<Path> classpath = List.of(classes, TestRunner.locationOf(bliss.symbolic.Symbolic.class)); // the driver's
        TestRunner.compile(List.of(r.file()), classpath, out);
        TestRunner.Outcome o = TestRunner.run(out, classpath, List.of(r.testClass()), null);
        assertEquals(List.of(), o.failures(), method);
        assertEquals(tests, o.passed(), method);
    }
}
