package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bliss testgen} on methods analysed without a driver whose arguments lie outside the layout
 * (values.arguments.Registry, compiled here with the JDK's javac): each test passes the argument its path decided,
 * the suite is compiled with javac against the class and JUnit alone and run with the JUnit Platform launcher.
 *
 * <p>Oracles: the number of tests worked out by hand (below); the suite's run on the real JVM; and mutants of
 * Registry (a threshold moved by one) run under the same compiled suite: exactly the tests whose pinned argument
 * lies where the mutant and the original differ fail, worked out from each test's input, so the arguments are pinned.
 */
class ArgumentsTestgenTest {

    @TempDir
    static Path fixtures;
    private static Path src;
    private static Path classes;

    @BeforeAll
    static void compileRegistry() throws IOException, URISyntaxException {
        src = Path.of(ArgumentsTestgenTest.class.getClassLoader().getResource("java17/values/arguments").toURI())
                .getParent().getParent();
        classes = compiled("registry", Map.of());
    }

    /** The Registry package compiled with javac, each text of {@code mutations} replaced in Registry.java. */
    private static Path compiled(String name, Map<String, String> mutations) throws IOException {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.list(src.resolve("values/arguments"))) {
            for (Path p : files.toList()) {
                String text = Files.readString(p);
                if (p.getFileName().toString().equals("Registry.java")) {
                    for (Map.Entry<String, String> m : mutations.entrySet()) {
                        assertTrue(text.contains(m.getKey()), m.getKey());
                        text = text.replace(m.getKey(), m.getValue());
                    }
                }
                sources.put("values/arguments/" + p.getFileName(), text);
            }
        }
        Path out = fixtures.resolve(name + "/classes");
        GeneratedSuites.compile(sources, fixtures.resolve(name + "/src"), out);
        return out;
    }

    private static TestGeneration.Report generate(String method, Path out) {
        TargetClass target = TargetClass.resolve("values.arguments.Registry", List.of(classes), List.of(src));
        AnalysisSpec spec = AnalysisSpec.of(target.name(), method).withScope(1).withTechnique("li").withThreads(1);
        return new TestGeneration(target, new Analysis(spec, target.loader())).standalone(true).run(out);
    }

    /** Compiles the reports' suites with javac against Registry and JUnit alone (no bliss class), into a folder. */
    private static Path compileSuite(List<TestGeneration.Report> reports, Path dir) {
        Path out = dir.resolve("test-classes");
        TestRunner.compile(reports.stream().map(TestGeneration.Report::file).toList(), List.of(classes), out);
        return out;
    }

    /**
     * At scope 1 the receiver is the only input object; Registry's repOK (size >= 0) holds of every completion,
     * whose unconstrained size is kept non-negative. The paths are ArgumentsTest's: kind 8 (null, the receiver, a
     * Tag over the size or not, a Sized, each of Level's three constants), measure 18 (s null, short or long; n null, non-negative or negative; d
     * over one half or not), first 4 (null; empty; a first element over 7 or not), pick(Object) 6 (null, the
     * receiver, a fresh object, each of Level's constants), pick(int) 2, grade(Level) 4 (null and each of the three constants), scale(float) 4
     * (NaN, positive infinity, over 1.5 or not), sizeOf(Object) 7 (null: a NullPointerException; the receiver, a
     * fresh object still a Mark or a Tag, each of Level's constants: a ClassCastException; a Sized: 0; the tests
     * assert the exceptions). changed(Object) has 8 paths (null, the receiver, a Tag, three
     * constants, a Sized whose modCount is over 2 or not), but on the one where the Sized's modCount exceeds 2 that
     * field is declared by java.util.AbstractList, which a test cannot write (java.base does not open it): that path
     * is reported as not completed, the others (modCount 0, its constructor's) get a test: 7.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"kind, 8, 8", "measure, 18, 18", "first, 4, 4", "changed, 8, 7", "'pick(Object)', 6, 6",
            "'pick(int)', 2, 2", "grade, 4, 4", "scale, 4, 4", "sizeOf, 7, 7"})
    void oneTestPerPathWhoseArgumentsTheTestBuildsAndTheSuitePassesOnTheJvm(String method, int paths, int tests,
                                                                           @TempDir Path dir) {
        TestGeneration.Report r = generate(method, dir.resolve("src"));
        assertEquals(paths, r.paths(), method);
        assertEquals(tests, r.tests().size(), method + ": " + r.uncompletable());
        assertEquals(List.of(), r.repOKFailures(), method);
        assertEquals(List.of(), r.divergent(), method + ": every test follows its path on the JVM");
        assertEquals(paths - tests, r.uncompletable().size(), method);
        r.uncompletable().forEach(s -> assertTrue(s.reason().contains("java.util.AbstractList.modCount"), s.reason()));
        TestRunner.Outcome o = TestRunner.run(compileSuite(List.of(r), dir), List.of(classes),
                List.of(r.testClass()), null);
        assertEquals(List.of(), o.failures(), method);
        assertEquals(tests, o.passed(), method);
    }

    /** The arguments as the tests write them: a literal, a box, an enum constant, an array, a value object. */
    @Test
    void theArgumentsAreWrittenAsTheirValues(@TempDir Path dir) throws IOException {
        String measure = Files.readString(generate("measure", dir.resolve("m")).file());
        assertTrue(measure.contains("X.measure(\"AB\", Integer.valueOf(-1), "), measure);
        assertTrue(measure.contains("X.measure(null, null, "), measure);
        String first = Files.readString(generate("first", dir.resolve("f")).file());
        assertTrue(first.contains("X.first(new int[] {})"), first);
        assertTrue(first.contains("X.first(null)"), first);
        String kind = Files.readString(generate("kind", dir.resolve("k")).file());
        assertTrue(kind.contains("X.kind(X)"), "an alias of the receiver: " + kind);
        // the fresh object no test tells apart from a Mark or a Sized: the first class it may be
        assertTrue(kind.contains("X.kind(new Mark())") || kind.contains("X.kind(new Sized())"), kind);
        assertTrue(kind.contains("X.kind(Level.HIGH)"), "an enum constant as an Object: " + kind);
        assertTrue(kind.contains("withFields(allocate(\"values.arguments.Tag\"), \"weight\", "), kind);
        String grade = Files.readString(generate("grade", dir.resolve("g")).file());
        assertTrue(grade.contains("X.grade(Level.MIDDLE)"), grade);
        String scale = Files.readString(generate("scale", dir.resolve("s")).file());
        assertTrue(scale.contains("X.scale(Float.NaN)") && scale.contains("X.scale(Float.POSITIVE_INFINITY)"), scale);
    }

    /** An array of arrays is refused before the analysis, in one line naming the parameter and what to do. */
    @Test
    void anArrayOfArraysIsRefusedByName(@TempDir Path dir) {
        bliss.UserError e = org.junit.jupiter.api.Assertions.assertThrows(bliss.UserError.class,
                () -> generate("rows", dir));
        assertEquals("parameter grid of rows has type int[][]: testgen builds arrays of one dimension whose elements "
                + "are values, not arrays of arrays; write a driver that makes it (docs/testgen.md) and pass --driver",
                e.getMessage());
    }

    /**
     * Mutants of Registry, each a threshold moved by one, run under the suites compiled against the original: a test
     * fails exactly when its pinned argument lies where the mutant answers otherwise (computed from its input here),
     * and at least one test does.
     */
    @Test
    void aMovedThresholdFailsExactlyTheTestsWhoseArgumentsLieOnIt(@TempDir Path dir) throws IOException {
        TestGeneration.Report measure = generate("measure", dir.resolve("src"));
        TestGeneration.Report first = generate("first", dir.resolve("src"));
        Path suite = compileSuite(List.of(measure, first), dir);
        assertMutantFails(measure, suite, "halfInclusive", Map.of("d > 0.5", "d >= 0.5"),
                t -> doubleArgument(t, "d") == 0.5);
        assertMutantFails(measure, suite, "longerString", Map.of("s.length() > 1", "s.length() > 2"),
                t -> argument(t, "s") instanceof String s && s.length() == 2);
        assertMutantFails(measure, suite, "negativeBox", Map.of("n < 0", "n < -1"),
                t -> argument(t, "n") instanceof Integer n && n == -1);
        assertMutantFails(first, suite, "firstOverEight", Map.of("a[0] > 7", "a[0] > 8"),
                t -> argument(t, "a") instanceof ConcreteInput.Arr a && !a.elements().isEmpty()
                        && Integer.valueOf(8).equals(a.elements().get(0)));
    }

    private void assertMutantFails(TestGeneration.Report r, Path suite, String name, Map<String, String> mutation,
                                   Predicate<PathTest> differs) throws IOException {
        Path mutant = compiled(name, mutation);
        Set<String> expected = new TreeSet<>();
        for (PathTest t : r.tests()) {
            if (differs.test(t)) {
                expected.add("path" + t.number());
            }
        }
        assertTrue(!expected.isEmpty(), name + ": some test's argument lies where the mutant differs");
        TestRunner.Outcome o = TestRunner.run(suite, List.of(mutant), List.of(r.testClass()), null);
        Set<String> failed = new TreeSet<>();
        for (TestRunner.Failure f : o.failures()) {
            failed.add(f.test().replaceAll(".*\\b(path\\d+).*", "$1"));
        }
        assertEquals(expected, failed, name + ": " + o.failures());
        assertEquals(r.tests().size() - expected.size(), o.passed(), name);
    }

    private static Object argument(PathTest t, String name) {
        ConcreteInput.Argument a = t.input().argument(name);
        return a == null ? null : a.value();
    }

    private static double doubleArgument(PathTest t, String name) {
        List<ConcreteInput.Variable> vs = new ArrayList<>(t.input().variables());
        vs.removeIf(v -> !v.name().equals(name));
        assertEquals(1, vs.size(), name + " in " + t.input());
        return (Double) vs.get(0).javaValue();
    }
}
