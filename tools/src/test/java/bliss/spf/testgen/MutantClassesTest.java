package bliss.spf.testgen;

import bliss.korat.SubjectFinitizations;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The classification of mutants against the bounded-exhaustive suite, with real PIT, on a list's {@code max}
 * ({@code MutationAnalysisTest.LIST}) whose mutants' classes follow from the code. bliss writes one test
 * ({@code maxTests(1)}: the first path, the empty list, which throws); the exhaustive suite at scope 3 has one test
 * per list of 0 to 3 nodes with values 0..3 (repOK reads no value, so every value is tried): 1 + 4 + 16 + 64 = 85.
 * Then, by hand:
 * <ul>
 *   <li>{@code size < 0} to {@code size <= 0}: the empty list returns -1 instead of throwing: killed by bliss's
 *       test; {@code first == null} replaced by false: the empty list throws a NullPointerException: killed;</li>
 *   <li>{@code return -1} replaced by 0: no valid list has a negative size: not reached;</li>
 *   <li>{@code n.value > m} to {@code >=}: the same maximum on every list: not killable;</li>
 *   <li>{@code n.value > m} replaced by false, and {@code return m} replaced by 0: the list [0, 1] returns 0 instead
 *       of 1 (an exhaustive test), and bliss's one test never reaches the loop: missed.</li>
 * </ul>
 */
class MutantClassesTest {

    @Test
    void eachMutantOfMaxFallsInTheClassTheCodeGivesIt(@TempDir Path dir) throws Exception {
        TargetClass target = MutationAnalysisTest.compiledList(dir);
        Path classes = dir.resolve("classes");
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), "max").withScope(3).withTechnique("pli"),
                target.loader());
        Path tests = dir.resolve("tests");
        TestGeneration.Report r = new TestGeneration(target, a).maxTests(1).run(tests);
        assertEquals(1, r.tests().size());
        ConcreteInput.Obj receiver = r.tests().get(0).input().roots().get(0);
        assertNull(receiver.fields().entrySet().stream().filter(f -> f.getKey().name().equals("first"))
                .findFirst().orElseThrow().getValue().value(), "bliss's one test is the empty list");

        ExhaustiveSuite.Suite suite = ExhaustiveSuite.write(target, SubjectFinitizations.Hints.NONE, r, null, null, 3,
                1_000, tests);
        assertNull(suite.unmeasured());
        assertEquals(4, suite.structures());
        assertEquals(1 + 4 + 16 + 64, suite.tests());
        assertEquals(0, suite.failing());

        List<Path> sources = new ArrayList<>(suite.files());
        sources.add(r.file());
        Path compiled = dir.resolve("compiled");
        List<Path> cp = TestGeneration.withSymbolic(List.of(classes));
        TestRunner.compile(sources, cp, compiled);
        MutationAnalysis.Result pit = MutationAnalysis.run(r.classesUnderTest(), List.of(r.testClass()), cp,
                compiled, target.sourcepath(), dir.resolve("pit"), 1);
        List<MutationAnalysis.Mutant> mutants = pit.of(r.methodsUnderTest());
        Map<String, MutationAnalysis.Mutant> oracle = ExhaustiveSuite.mutate(suite, r.classesUnderTest(),
                r.methodsUnderTest(), pit.mutants(), cp, compiled, dir.resolve("pit-exhaustive"), r.jvmOptions());
        MutantClasses c = MutantClasses.of(mutants, "Values_maxTest", oracle);

        assertEquals(MutantClasses.Kind.KILLED, kind(mutants, 14, "ConditionalsBoundaryMutator", oracle));
        assertEquals(MutantClasses.Kind.KILLED, kind(mutants, 17, "RemoveConditionalMutator_EQUAL_ELSE", oracle));
        assertEquals(MutantClasses.Kind.NOT_REACHED, kind(mutants, 15, "PrimitiveReturnsMutator", oracle));
        assertEquals(MutantClasses.Kind.NOT_KILLABLE, kind(mutants, 22, "ConditionalsBoundaryMutator", oracle));
        assertEquals(MutantClasses.Kind.MISSED, kind(mutants, 22, "RemoveConditionalMutator_ORDER_ELSE", oracle));
        assertEquals(MutantClasses.Kind.MISSED, kind(mutants, 26, "PrimitiveReturnsMutator", oracle));
        assertEquals(c.all(), mutants.size());
        assertEquals(c.killed().size() + c.missed().size(), c.killable());
    }

    /**
     * A suite over its inputs is none, and the enumeration stops when the count passes the bound (at scope 5 of a hash
     * map it filled a 6 GB heap before it was counted): the lists of {@code max} at scope 3 have 1, 4, 16 and 64
     * inputs (values 0..3), so with 20 allowed the count passes 20 before the fourth structure, in any order.
     */
    @Test
    void anOversizedSuiteStopsTheEnumeration(@TempDir Path dir) throws Exception {
        TargetClass target = MutationAnalysisTest.compiledList(dir);
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), "max").withScope(3).withTechnique("pli"),
                target.loader());
        TestGeneration.Report r = new TestGeneration(target, a).maxTests(1).run(dir.resolve("tests"));
        ExhaustiveSuite.Suite suite = ExhaustiveSuite.write(target, SubjectFinitizations.Hints.NONE, r, null, null, 3,
                20, dir.resolve("tests"));
        assertTrue(suite.unmeasured() != null && suite.unmeasured().startsWith("over 20 inputs ("),
                String.valueOf(suite.unmeasured()));
        int enumerated = Integer.parseInt(suite.unmeasured().substring("over 20 inputs (".length()).split(" ")[0]);
        assertTrue(enumerated < 4, suite.unmeasured());
    }

    /**
     * A driver of four symbolic ints has 6^4 = 1,296 value assignments at scope 3 (each -1..4) before any structure:
     * with 1,000 inputs allowed the suite is none at once, without building the assignments or enumerating a
     * structure (at scope 5 of BinomialHeap's traces the assignments alone filled a 6 GB heap).
     */
    @Test
    void theDriversValuesAloneOverTheBoundMakeNoSuite(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("src/fixtures/args");
        java.nio.file.Files.createDirectories(src);
        java.nio.file.Files.writeString(src.resolve("Pick.java"), """
                package fixtures.args;

                public class Pick {
                    private Node first;

                    static final class Node {
                        Node next;
                    }

                    public int pick(int a, int b, int c, int d) {
                        return (a > b ? 1 : 0) + (c > d ? 2 : 0);
                    }

                    boolean repOK() {
                        int k = 0;
                        for (Node n = first; n != null; n = n.next) {
                            if (++k > 3) {
                                return false;
                            }
                        }
                        return true;
                    }
                }
                """);
        java.nio.file.Files.writeString(src.resolve("PickDriver.java"), """
                package fixtures.args;

                import bliss.symbolic.Symbolic;

                public final class PickDriver {
                    public static void pick() {
                        Pick x = Symbolic.object("X", new Pick());
                        x.pick(Symbolic.integer("a"), Symbolic.integer("b"), Symbolic.integer("c"),
                                Symbolic.integer("d"));
                    }
                }
                """);
        Path classes = dir.resolve("classes");
        String symbolic = TestRunner.locationOf(bliss.symbolic.Symbolic.class).toString();
        assertEquals(0, javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17",
                "-g", "-cp", symbolic, "-d", classes.toString(), src.resolve("Pick.java").toString(),
                src.resolve("PickDriver.java").toString()));
        TargetClass target = TargetClass.resolve("fixtures.args.Pick", List.of(classes), List.of(dir.resolve("src")));
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), "pick").withScope(3).withTechnique("pli")
                .withDriver("fixtures.args.PickDriver", "pick"), target.loader());
        TestGeneration.Report r = new TestGeneration(target, a).run(dir.resolve("tests"));
        ExhaustiveSuite.Suite suite = ExhaustiveSuite.write(target, SubjectFinitizations.Hints.NONE, r,
                "fixtures.args.PickDriver", "pick", 3, 1_000, dir.resolve("tests"));
        assertEquals("over 1000 inputs (the driver's 4 values alone)", suite.unmeasured());
    }

    /**
     * No suite where the enumerator would leave values out: our own Ranking's entries hold a {@code bonus} box, a
     * {@code RoundingMode} and the list a {@code Comparator}, none of which the enumerator fills (it would leave them
     * null and call the result exhaustive), and bliss leaves the paths that need them without a test. Its row says
     * so instead of a score.
     */
    @Test
    void noSuiteWhereTheEnumeratorCannotFillTheValues(@TempDir Path dir) {
        bliss.realcode.drivers.RealCodeSubjects.Subject ranking = bliss.realcode.drivers.RealCodeSubjects
                .byName("own.Ranking").orElseThrow();
        TargetClass target = TargetClass.resolve(ranking.className(), List.of(),
                List.of(MutationTable.REAL_CODE_OWN_SOURCES));
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), "totalBonus").withScope(2).withTechnique("pli")
                .withDriver(ranking.driverClass(), "totalBonus"), target.loader());
        TestGeneration.Report r = new TestGeneration(target, a).run(dir.resolve("tests"));
        ExhaustiveSuite.Suite suite = ExhaustiveSuite.write(target, SubjectFinitizations.Hints.NONE, r,
                ranking.driverClass(), "totalBonus", 2, 1_000, dir.resolve("tests"));
        assertTrue(suite.unmeasured() != null && suite.unmeasured().contains("the enumerator cannot fill"),
                String.valueOf(suite.unmeasured()));
    }

    private static MutantClasses.Kind kind(List<MutationAnalysis.Mutant> mutants, int line, String mutator,
                                           Map<String, MutationAnalysis.Mutant> oracle) {
        List<MutationAnalysis.Mutant> found = mutants.stream()
                .filter(m -> m.line() == line && m.mutator().endsWith("." + mutator)).toList();
        assertEquals(1, found.size(), mutator + " at line " + line + " in " + mutants);
        return MutantClasses.kind(found.get(0), "Values_maxTest", oracle);
    }
}
