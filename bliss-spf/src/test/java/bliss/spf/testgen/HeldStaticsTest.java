package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.results.AnalysisResult;
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
 * Input fields that hold what the class's static final fields hold (values.held.Slots, compiled here with javac):
 * lazy initialization offers each object or array a static final field holds and some method stores or passes on
 * (not one only compared with), so the paths of {@code new Slots()} and {@code new Slots(0)} are there; testgen
 * builds such an input by reading the static field. Oracles: path counts worked out by hand, and the generated
 * suites compiled with javac against the class and JUnit alone and run on the JVM, one passing test per path.
 */
class HeldStaticsTest {

    @TempDir
    static Path fixtures;
    private static Path src;
    private static Path classes;
    /** Slots with a JML invariant ({@code true}): its tests are completed from the invariant, not from repOK. */
    private static Path jmlSrc;
    private static Path jmlClasses;
    /** values.held.Marks and its driver. */
    private static Path marksClasses;

    @BeforeAll
    static void compileSlots() throws IOException, URISyntaxException {
        src = Path.of(HeldStaticsTest.class.getClassLoader().getResource("java17/values/held").toURI())
                .getParent().getParent();
        classes = fixtures.resolve("classes");
        String text = Files.readString(src.resolve("values/held/Slots.java"));
        GeneratedSuites.compile(Map.of("values/held/Slots.java", text), fixtures.resolve("src"), classes);
        marksClasses = fixtures.resolve("marks-classes"); // apart: its classes would be candidates of Slots' mark
        GeneratedSuites.compile(Map.of(
                "values/held/Marks.java", Files.readString(src.resolve("values/held/Marks.java")),
                "values/held/MarksDrivers.java", Files.readString(src.resolve("values/held/MarksDrivers.java"))),
                fixtures.resolve("marks-src"), marksClasses);
        String withInvariant = text.replace("public class Slots {\n",
                "public class Slots {\n\n    /*@ invariant true; @*/\n");
        assertTrue(withInvariant.contains("invariant true"));
        jmlSrc = fixtures.resolve("jml-src");
        Files.createDirectories(jmlSrc.resolve("values/held"));
        Files.writeString(jmlSrc.resolve("values/held/Slots.java"), withInvariant);
        jmlClasses = fixtures.resolve("jml-classes");
        GeneratedSuites.compile(Map.of("values/held/Slots.java", withInvariant), fixtures.resolve("jml-gen"),
                jmlClasses);
    }

    private static TargetClass target() {
        return TargetClass.resolve("values.held.Slots", List.of(classes), List.of(src));
    }

    private static Analysis analysis(String method, String technique) {
        return analysis(target(), method, technique);
    }

    private static Analysis analysis(TargetClass target, String method, String technique) {
        return new Analysis(AnalysisSpec.of(target.name(), method).withScope(1).withTechnique(technique)
                .withThreads(1), target.loader());
    }

    /**
     * At scope 1. origin(): the buffer is FRESH (0), NONE (1) or a fresh array (2); null is not valid (repOK), and
     * NEVER_STORED, which no method stores, is not offered, so origin never returns 3: 3 paths. marked(): the mark is
     * null, the receiver or one of the three offered statics (NONE and FRESH are Objects too, UNSET); only UNSET is
     * unmarked: 5 paths; and a new object, of a class outside the class path's package since it has none outside the
     * layout, which ends its path as unsupported (docs/engine.md): 6 paths. clear() reads nothing: 1.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"origin, li, 3, 0", "origin, pli, 3, 0", "origin, lissa, 3, 0", "marked, li, 6, 1",
            "marked, pli, 6, 1", "clear, li, 1, 0"})
    void theStaticsObjectsAreAmongAFieldsCandidates(String method, String technique, int paths, int unsupported) {
        AnalysisResult r = analysis(method, technique).run();
        assertEquals(paths, r.paths(), r.summary());
        assertEquals(paths - unsupported, r.ends().normal(), r.summary());
    }

    /**
     * A generic value compared with a static's object (values.held.Marks.removeFirst, {@code old == PRESENT}, as
     * TreeSet.remove does), at scope 1. Without a driver the value is an int by the layout's key convention, never
     * the object, so the comparison is refused, not answered false: the empty chain (1 path, normal) and the one
     * entry, whose comparison ends its path as unsupported, naming the static (1). With the driver binding V to
     * Object the value is an object: null, the receiver, the entry itself (input objects are Objects), PRESENT (a
     * held static: add stores it) or a new Object, 5 paths besides the empty chain's, each normal.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"li, false, 2, 1", "pli, false, 2, 1", "li, true, 6, 0", "pli, true, 6, 0", "lissa, true, 6, 0"})
    void aGenericValueIsComparedWithAStaticOnlyWhenItsTypeVariableIsBound(String technique, boolean bound,
                                                                         int paths, int unsupported) {
        TargetClass target = TargetClass.resolve("values.held.Marks", List.of(marksClasses), List.of(src));
        AnalysisSpec spec = AnalysisSpec.of(target.name(), "removeFirst").withScope(1).withTechnique(technique)
                .withThreads(1);
        AnalysisResult r = new Analysis(bound ? spec.withDriver("values.held.MarksDrivers", "removeFirst") : spec,
                target.loader()).run();
        assertEquals(paths, r.paths(), r.summary());
        assertEquals(paths - unsupported, r.ends().normal(), r.summary());
        r.ends().unsupported().keySet().forEach(why -> assertTrue(why.contains("with the static Marks.PRESENT"),
                why));
    }

    /**
     * A box the program made of a symbolic int (values.held.Marks.isMark, {@code Integer.valueOf(k) == PRESENT}) is
     * an object of its own, never the static's: the comparison is answered false (1 path, normal), not refused as a
     * generic field's int of the layout's key convention is (above). Commons Collections' LRUMap.put, comparing the
     * key it stores with its static NULL, stopped there as unsupported until 2026-11-28.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"li", "pli"})
    void aBoxTheProgramMadeIsComparedWithAStatic(String technique) {
        TargetClass target = TargetClass.resolve("values.held.Marks", List.of(marksClasses), List.of(src));
        AnalysisSpec spec = AnalysisSpec.of(target.name(), "isMark").withScope(1).withTechnique(technique)
                .withThreads(1);
        AnalysisResult r = new Analysis(spec, target.loader()).run();
        assertEquals(1, r.paths(), r.summary());
        assertEquals(1, r.ends().normal(), r.summary());
    }

    /**
     * One test per path that ends normally (above: marked's unsupported path has no input), each building its input
     * with the static's own object, passing against the class alone; completed from repOK, and from the JML invariant
     * for the copy that has one.
     */
    @ParameterizedTest(name = "{0} {3}")
    @CsvSource({"origin, 3, 3, repOK", "marked, 6, 5, repOK", "origin, 3, 3, invariant", "marked, 6, 5, invariant"})
    void testsBuildTheStaticsObjectsAndPassOnTheJvm(String method, int paths, int tests, String completion,
                                                    @TempDir Path dir) throws IOException {
        boolean jml = completion.equals("invariant");
        TargetClass target = jml ? TargetClass.resolve("values.held.Slots", List.of(jmlClasses), List.of(jmlSrc))
                : target();
        Path classes = jml ? jmlClasses : HeldStaticsTest.classes;
        TestGeneration.Report r = new TestGeneration(target, analysis(target, method, "li")).standalone(true)
                .run(dir.resolve("src"));
        assertEquals(paths, r.paths(), method);
        assertEquals(tests, r.tests().size(), method + ": " + r.uncompletable());
        assertEquals(List.of(), r.divergent(), method + ": every test follows its path on the JVM");
        assertTrue(Files.readString(r.file()).contains("staticField(\"values.held.Slots\", \"NONE\")"),
                "the input holds the static's own buffer");
        Path out = dir.resolve("test-classes");
        TestRunner.compile(List.of(r.file()), List.of(classes), out);
        TestRunner.Outcome o = TestRunner.run(out, List.of(classes), List.of(r.testClass()), null);
        assertEquals(List.of(), o.failures(), method);
        assertEquals(tests, o.passed(), method);
    }
}
