package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.target.TargetClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * PIT on generated tests, for real: a list's {@code max} compiled here, its tests generated, compiled and run, then
 * mutated by PIT in its own JVMs. Oracle: two mutants of the comparison {@code n.value > m} whose fate follows from
 * the code, not from PIT: {@code >=} (the boundary mutant) finds the same maximum on every list, so no test can kill
 * it; the comparison replaced by false returns the first value, which differs from the maximum on every list whose
 * later value is larger, a path the tests cover.
 */
class MutationAnalysisTest {

    /** The fixture (also of tools' MutantClassesTest): {@code max} of a list, a check no valid list takes first. */
    static final String LIST = """
            package fixtures.mut;

            public class Values {
                private Node first;
                private int size;

                static final class Node {
                    int value;
                    Node next;
                }

                /** The largest value. */
                public int max() {
                    if (size < 0) {
                        return -1;
                    }
                    if (first == null) {
                        throw new java.util.NoSuchElementException();
                    }
                    int m = first.value;
                    for (Node n = first.next; n != null; n = n.next) {
                        if (n.value > m) {
                            m = n.value;
                        }
                    }
                    return m;
                }

                boolean repOK() {
                    int k = 0;
                    for (Node n = first; n != null; n = n.next) {
                        if (++k > size) {
                            return false;
                        }
                    }
                    return k == size;
                }
            }
            """;

    /**
     * {@link #LIST} written under {@code dir/src}, compiled by javac into {@code dir/classes}, and resolved as a user's
     * class; shared with the tools' {@code MutantClassesTest}.
     */
    static TargetClass compiledList(Path dir) throws Exception {
        Path src = dir.resolve("src/fixtures/mut/Values.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, LIST);
        Path classes = dir.resolve("classes");
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-g", "-d",
                classes.toString(), src.toString()));
        return TargetClass.resolve("fixtures.mut.Values", List.of(classes), List.of(dir.resolve("src")));
    }

    @Test
    void theBoundaryMutantSurvivesAndTheNegatedComparisonIsKilled(@TempDir Path dir) throws Exception {
        TargetClass target = compiledList(dir);
        Path classes = dir.resolve("classes");
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), "max").withScope(3).withTechnique("pli"),
                target.loader());
        TestGeneration.Report r = new TestGeneration(target, a).run(dir.resolve("tests"));
        Path compiled = dir.resolve("compiled");
        TestRunner.Outcome o = TestGeneration.compileAndRun(List.of(r), List.of(classes), compiled, false);
        assertEquals(r.tests().size(), o.passed());

        // the classes by a relative path, as a user's --classpath gives them (PIT mutates nothing under one)
        Path relative = Path.of("").toAbsolutePath().relativize(classes);
        MutationAnalysis.Result result = TestGeneration.mutate(List.of(r), List.of(relative), compiled,
                target.sourcepath(), dir.resolve("pit"));
        List<MutationAnalysis.Mutant> mine = result.of(r.methodsUnderTest());
        assertTrue(mine.stream().allMatch(m -> m.method().equals("max")), mine.toString());
        int line = 22; // if (n.value > m)
        MutationAnalysis.Mutant boundary = only(mine, line, "ConditionalsBoundaryMutator");
        MutationAnalysis.Mutant negated = only(mine, line, "RemoveConditionalMutator_ORDER_ELSE");
        assertEquals("SURVIVED", boundary.status(), boundary.toString());
        assertTrue(negated.killed(), negated.toString());
        assertTrue(negated.killingTests().stream().allMatch(t -> t.startsWith("Values_maxTest.path")),
                negated.killingTests().toString());

        String summary = TestgenSummary.text(r, o, result);
        assertTrue(summary.contains(String.format("%d of %d mutants killed", MutationAnalysis.Result.killed(mine),
                mine.size())), summary);
        assertTrue(summary.contains(boundary.describe()), summary);
    }

    /**
     * A call that returns a new object of the analysed code (MyLinkedList.find's iterator) has that object pinned:
     * its class and fields, read reflectively. Oracle, from the code: find never returns null and its iterator
     * stands on the first node holding x, or on null when none does; so the mutant returning null differs on every
     * input, and the two walks whose {@code ==} is replaced by false (below) differ on every input where x is in the
     * list, or where it is not: paths the tests cover. A test that only makes the call kills none of them.
     */
    @Test
    void aReturnedIteratorIsPinnedSoItsMutantsAreKilled(@TempDir Path dir) throws Exception {
        TargetClass target = TargetClass.resolve("MyLinkedList", List.of(), List.of());
        List<Path> classpath = List.of(TestRunner.locationOf(bliss.subjects.Subjects.class));
        String driver = "bliss.subjects.drivers.MyLinkedListDrivers";
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), "find").withScope(2).withTechnique("bliss")
                .withDriver(driver, "find"), target.loader());
        TestGeneration.Report r = new TestGeneration(target, a).run(dir.resolve("tests"));
        Path compiled = dir.resolve("compiled");
        TestRunner.Outcome o = TestGeneration.compileAndRun(List.of(r), classpath, compiled, false);
        assertEquals(r.tests().size(), o.passed());
        List<MutationAnalysis.Mutant> mine = TestGeneration.mutate(List.of(r), classpath, compiled, List.of(),
                dir.resolve("pit")).of(r.methodsUnderTest());
        int line = 202; // return new MyLinkedListItr(itr);
        MutationAnalysis.Mutant nullReturned = only(mine, line, "NullReturnValsMutator");
        assertTrue(nullReturned.killed(), nullReturned.toString());
        // while (itr != null && !(itr._element == x)): each == replaced by false, the walk then never stops at a
        // match (a found x: the iterator ends on null) or never stops at the end (x absent: null._element throws)
        List<MutationAnalysis.Mutant> walk = mine.stream().filter(m -> m.line() == 199
                && m.mutator().endsWith(".RemoveConditionalMutator_EQUAL_ELSE")).toList();
        assertEquals(2, walk.size(), mine.toString());
        assertTrue(walk.stream().allMatch(MutationAnalysis.Mutant::killed), walk.toString());
    }

    private static MutationAnalysis.Mutant only(List<MutationAnalysis.Mutant> mutants, int line, String mutator) {
        List<MutationAnalysis.Mutant> found = mutants.stream()
                .filter(m -> m.line() == line && m.mutator().endsWith("." + mutator)).toList();
        assertEquals(1, found.size(), mutator + " at line " + line + " in " + mutants);
        return found.get(0);
    }
}
