package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.explore.Outcome;
import bliss.spf.techniques.SharedBounds;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bliss testgen} end to end: tests written, compiled with the JDK's javac and run with the JUnit Platform
 * launcher, for real. Oracles: the real repOK() on every emitted input (called here on the objects the compiled
 * test's own input methods build), the engine's own path outcomes (the paths that break the driver's check), and a
 * hand-fixed copy of the buggy class.
 */
class TestgenTest {

    /** Subjects' methods at scope 4, one of each kind: observers, mutators, call sequences, exceptions. */
    private static final String[][] REPRESENTATIVE = {
            {"TreeSet", "add"}, {"TreeSet", "remove"}, {"AvlTree", "insert"}, {"BinomialHeap", "extractMin"},
            {"LinkedList", "remove"}, {"SinglyLinkedList", "contains"}, {"BinTree", "count"},
            {"TreeMap", "trace_L1"}};

    static TestGeneration.Report generate(String subject, String method, int scope, Path out) {
        return generate(subject, method, scope, "bliss", out);
    }

    static TestGeneration.Report generate(String subject, String method, int scope, String technique, Path out) {
        TargetClass target = TargetClass.resolve(subject, List.of(), List.of());
        String driver = Subjects.byName(subject).orElseThrow().driverClassName();
        Analysis a = new Analysis(AnalysisSpec.of(target.name(), method).withScope(scope).withTechnique(technique)
                .withSettings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory()))
                .withDriver(driver, method), target.loader());
        return new TestGeneration(target, a, method, driver, method, technique, scope).run(out);
    }

    /**
     * Oracle: PLI, whose paths are exactly the (structure, path) pairs some valid input follows (PreciseSoundnessTest
     * checks it by brute force over the real repOK). Every path of PLI is completed (the completion misses no
     * feasible path), and BLISS's tests are as many as PLI's paths (every BLISS path it does not complete is
     * spurious). New subjects among them.
     */
    @Test
    void everyFeasiblePathGetsATestAndOnlyThose(@TempDir Path dir) {
        String[][] methods = {{"AvlTree", "insert"}, {"DoublyLinkedList", "removeLast"}, {"SearchTree", "repOK"},
                {"SortedList", "remove"}, {"AATree", "insert"}, {"JdkTreeMap", "remove"}, {"Schedule", "blockProcess"},
                {"LinkedStack", "pop"}, {"BinarySearchTree", "remove"}};
        List<TestGeneration.Report> written = new ArrayList<>();
        for (String[] m : methods) {
            TestGeneration.Report precise = generate(m[0], m[1], 3, "pli", dir.resolve("pli"));
            TestGeneration.Report bliss = generate(m[0], m[1], 3, "bliss", dir.resolve("bliss"));
            String what = m[0] + "." + m[1] + " at scope 3";
            assertEquals(List.of(), precise.uncompletable(), what + ": every path of pli is completed");
            assertEquals(precise.paths() - precise.cut() - precise.assumed(), precise.tests().size(), what);
            assertEquals(precise.tests().size(), bliss.tests().size(), what + ": bliss's tests are pli's paths");
            assertTrue(bliss.tests().size() > 0, what);
            assertEquals(List.of(), bliss.repOKFailures(), what);
            assertEquals(List.of(), bliss.divergent(), what);
            written.add(bliss);
        }
        TestRunner.Outcome o = TestGeneration.compileAndRun(written, subjectsClasspath(), dir.resolve("classes"),
                false);
        assertEquals(List.of(), o.failures());
        assertEquals(written.stream().mapToInt(r -> r.tests().size()).sum(), o.passed());
    }

    /**
     * Without a driver, a reference argument aliases the receiver, is null or is fresh as its path decided: one test
     * per path of li (swap: 21, sumOf: 23, ReferenceArgumentsTest derives them by hand), each input run on the JVM
     * along its path (no divergence), and every written test passes.
     */
    @Test
    void aliasedArgumentsGetTheirTests(@TempDir Path dir) {
        List<TestGeneration.Report> written = new ArrayList<>();
        for (String[] m : new String[][]{{"swap", "21"}, {"sumOf", "23"}}) {
            TargetClass target = TargetClass.resolve(bliss.subjects.pose.Sample.class.getName(), List.of(), List.of());
            Analysis a = new Analysis(AnalysisSpec.of(target.name(), m[0]).withScope(4), target.loader());
            TestGeneration.Report r = new TestGeneration(target, a).run(dir.resolve("src"));
            assertEquals(Integer.parseInt(m[1]), r.paths(), m[0]);
            assertEquals(List.of(), r.divergent(), m[0] + ": the JVM follows every path with its arguments");
            assertEquals(r.paths(), r.tests().size(), m[0] + ": one test per path");
            written.add(r);
        }
        TestRunner.Outcome o = TestGeneration.compileAndRun(written, subjectsClasspath(), dir.resolve("classes"),
                false);
        assertEquals(List.of(), o.failures());
        assertEquals(21 + 23, o.passed());
    }

    /**
     * POSE: one test per path, from the input a model of its path condition picks, completed to one repOK accepts
     * (ValidAliasing keeps only paths that have one); each run on the JVM along its branches, each passing. Counts by
     * hand at scope 3 (PosePreconditionTest derives PoseList's): PoseList.contains 7; AvlTree.contains 10 (the
     * empty tree, found at the root, and on each side of the root: null, found, or one step further to null, 4 each,
     * AVL trees of 3 nodes having height 1); DoubleLinkedList.removeFirst 2 (the empty list throws, else one path);
     * AvlTree.insert: as many tests as paths.
     */
    @Test
    void posePathsGetATestEach(@TempDir Path dir) throws Exception {
        List<TestGeneration.Report> written = new ArrayList<>();
        TargetClass list = TargetClass.resolve(bliss.subjects.pose.PoseList.class.getName(), List.of(), List.of());
        Analysis a = new Analysis(AnalysisSpec.of(list.name(), "contains").withScope(3).withTechnique("pose"),
                list.loader());
        written.add(new TestGeneration(list, a).run(dir.resolve("src")));
        written.add(generate("AvlTree", "contains", 3, "pose", dir.resolve("src")));
        written.add(generate("DoubleLinkedList", "removeFirst", 3, "pose", dir.resolve("src")));
        written.add(generate("AvlTree", "insert", 3, "pose", dir.resolve("src")));
        int[] paths = {7, 10, 2, -1};
        for (int i = 0; i < written.size(); i++) {
            TestGeneration.Report r = written.get(i);
            String what = r.method();
            if (paths[i] >= 0) {
                assertEquals(paths[i], r.paths(), what);
            }
            assertEquals(List.of(), r.uncompletable(), what + ": every pose path has a valid input");
            assertEquals(List.of(), r.divergent(), what + ": the JVM follows every path's branches");
            assertEquals(r.paths(), r.tests().size(), what + ": one test per path");
        }
        GeneratedSuites.assertPassWithValidInputs(written, List.of(TestRunner.locationOf(Subjects.class)), dir);
    }

    private static List<Path> subjectsClasspath() {
        return List.of(TestRunner.locationOf(Subjects.class));
    }

    @Test
    void atScope4EveryTestPassesAndEveryInputSatisfiesRepOK(@TempDir Path dir) throws Exception {
        List<TestGeneration.Report> reports = new ArrayList<>();
        for (String[] m : REPRESENTATIVE) {
            TestGeneration.Report r = generate(m[0], m[1], 4, dir.resolve("src"));
            assertEquals(List.of(), r.repOKFailures(), "no completion fails repOK");
            assertEquals(List.of(), r.divergent(), "the JVM runs every input as the engine did");
            assertFalse(r.tests().isEmpty(), m[0] + "." + m[1] + " has tests");
            assertEquals(r.paths(), r.tests().size() + r.uncompletable().size() + r.cut() + r.assumed()
                    + r.notWritten(),
                    "every path accounted for");
            assertEquals(0, r.failingSpecification(), "no bug in " + m[0] + "." + m[1]);
            reports.add(r);
        }
        GeneratedSuites.assertPassWithValidInputs(reports, subjectsClasspath(), dir);
    }

    @Test
    void theBinomialHeapBugFailsExactlyOnItsPathsAndTheSameInputsPassOnTheFixedHeap(@TempDir Path dir)
            throws Exception {
        TestGeneration.Report r = generate("BinomialHeap", "extractMin_bug", 13, dir.resolve("src"));
        Set<String> bugPaths = r.tests().stream()
                .filter(t -> t.end().outcome() == Outcome.EXCEPTION
                        && t.end().exceptionType().equals("java.lang.IllegalStateException"))
                .map(t -> "BinomialHeap_extractMin_bugTest.path" + t.number())
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(5, bugPaths.size(), "the analysis ends 5 paths with the driver's IllegalStateException");
        assertEquals(5, r.failingSpecification());
        TestRunner.Outcome buggy = TestGeneration.compileAndRun(List.of(r), subjectsClasspath(),
                dir.resolve("classes"), false);
        Set<String> failed = buggy.failures().stream().map(TestRunner.Failure::test)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(bugPaths, failed, "exactly the paths that expose the bug fail");
        assertTrue(buggy.failures().stream().allMatch(f -> f.message().contains("IllegalStateException")));
        assertEquals(r.tests().size() - 5, buggy.passed());
        // each failing test's input is a valid 13-node heap
        for (PathTest t : r.tests()) {
            if (t.failsSpecification()) {
                long nodes = t.input().objects().stream().filter(o -> o.shape().node()).count();
                assertEquals(13, nodes, "a 13-node heap on path " + t.number());
            }
        }
        // the heap with the slip fixed (the merge remembers the tree it placed), ahead of the original on the path
        Path fixed = fixedBinomialHeap(dir.resolve("fixed"));
        List<Path> cp = new ArrayList<>(List.of(fixed));
        cp.addAll(subjectsClasspath());
        TestRunner.Outcome fixedRun = TestRunner.run(dir.resolve("classes"), cp, List.of(r.testClass()), null);
        assertEquals(List.of(), fixedRun.failures(), "the same inputs pass on the fixed heap");
        assertEquals(r.tests().size(), fixedRun.passed());
    }

    /** BinomialHeap compiled from its own source with the one-line slip of mergeRootListsWithSlip fixed. */
    private static Path fixedBinomialHeap(Path dir) throws Exception {
        String source;
        try (InputStream in = Subjects.class.getClassLoader().getResourceAsStream("bliss/subjects/BinomialHeap.java")) {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String slip = "prev = a; // the slip: b, not a, now precedes b.sibling";
        assertTrue(source.contains(slip), "the slip is where the test expects it");
        Path src = dir.resolve("src/bliss/subjects/BinomialHeap.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, source.replace(slip, "prev = b;"));
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-proc:none",
                "-cp", TestRunner.locationOf(Subjects.class) + java.io.File.pathSeparator
                        + TestRunner.locationOf(bliss.symbolic.Symbolic.class), "-d", classes.toString(), src.toString());
        assertEquals(0, status, "the fixed heap compiles");
        return classes;
    }

    // ------------------------------------------------------------------------------------------------------------
    // Readable tests, and --dump

    @Test
    void aTestBuildsItsInputOneFieldPerStatementWithNodesNamedAsInTheDump(@TempDir Path dir) throws Exception {
        TestGeneration.Report r = generate("SearchTree", "add", 2, dir);
        String text = Files.readString(r.file());
        for (PathTest t : r.tests()) {
            assertTrue(text.contains("void path" + t.number() + "()"), "a test per path");
            for (InputBuilder.Write w : t.writes()) {
                String lhs = w.object().name() + "." + w.field().name() + " = ";
                assertTrue(Stream.of(text.split("\n")).anyMatch(l -> l.trim().startsWith(lhs)
                        && l.contains("// " + w.origin().text)), "one statement for " + lhs + " in\n" + text);
            }
            for (bliss.spf.explore.PartialStructure.Node n : t.end().input().nodes()) {
                assertTrue(t.input().objects().stream().anyMatch(o -> o.name().equals(n.name())),
                        "the path's object " + n.name() + " keeps its name");
            }
        }
        assertTrue(text.contains("Path condition: "), text);
    }

}
