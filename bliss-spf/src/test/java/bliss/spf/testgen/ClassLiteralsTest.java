package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
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
 * Class objects of a primitive type and of an array type as an input field's values (values.keyed.Kinds, compiled
 * here with javac; its driver names {@code int.class}, {@code String[].class} and {@code RoundingMode.class}): the
 * generated tests write them as class literals ({@code int.class}, {@code String[].class}; a first version wrote
 * {@code int.class} through an {@code import int;} and {@code String[]} by its binary name), compile with javac against
 * the class and JUnit alone and pass on the JVM, one test per path: by hand, at scope 1, kind() reads the field once
 * and returns 0, 1 and 2 for the three classes (null is no input): 3 paths, 3 tests.
 */
class ClassLiteralsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli"})
    void primitiveAndArrayClassObjectsAreWrittenAsClassLiterals(String technique, @TempDir Path dir)
            throws IOException, URISyntaxException {
        Path src = Path.of(ClassLiteralsTest.class.getClassLoader().getResource("java17/values/keyed").toURI())
                .getParent().getParent();
        Path classes = dir.resolve("classes");
        GeneratedSuites.compile(Map.of("values/keyed/Kinds.java",
                Files.readString(src.resolve("values/keyed/Kinds.java"))), dir.resolve("kinds-src"), classes);
        TargetClass target = TargetClass.resolve("values.keyed.Kinds", List.of(classes), List.of(src));
        Analysis analysis = new Analysis(AnalysisSpec.of(target.name(), "kind")
                .withDriver("values.keyed.Kinds", "kindNamed").withScope(1).withTechnique(technique).withThreads(1),
                target.loader());
        TestGeneration.Report r = new TestGeneration(target, analysis).standalone(true).run(dir.resolve("src"));
        assertEquals(3, r.paths());
        assertEquals(3, r.tests().size(), String.valueOf(r.uncompletable()));
        assertEquals(List.of(), r.divergent(), "every test follows its path on the JVM");
        String text = Files.readString(r.file());
        assertTrue(text.contains("int.class") && text.contains("String[].class")
                && text.contains("RoundingMode.class"), text);
        Path out = dir.resolve("test-classes");
        TestRunner.compile(List.of(r.file()), List.of(classes), out);
        TestRunner.Outcome o = TestRunner.run(out, List.of(classes), List.of(r.testClass()), null);
        assertEquals(List.of(), o.failures());
        assertEquals(3, o.passed());
    }
}
