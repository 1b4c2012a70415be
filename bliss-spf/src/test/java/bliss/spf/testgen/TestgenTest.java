package bliss.spf.testgen;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.cli.AnalyzeCommandTest;
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
        Analysis a = new Analysis(target.loader(), target.name(), method).scope(scope).technique(technique)
                .settings(TechniqueSettings.defaults().withBoundsDirectory(SharedBounds.directory()))
                .driver(driver, method);
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
                {"SortedList", "remove"}, {"AATree", "insert"}, {"JdkTreeMap", "put"}, {"Schedule", "blockProcess"},
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
                "-cp", TestRunner.locationOf(Subjects.class).toString(), "-d", classes.toString(), src.toString());
        assertEquals(0, status, "the fixed heap compiles");
        return classes;
    }

    /**
     * Several exploring threads: the same paths get tests under the same names as with one thread (numbered in
     * depth-first order, whatever order the workers end them in), and they pass. (The values Z3 picks for a path may
     * differ: any valid input of the path will do.)
     */
    @Test
    void severalThreadsWriteTheTestsOfOne(@TempDir Path dir) throws Exception {
        List<Set<String>> names = new ArrayList<>();
        for (String threads : List.of("1", "2")) {
            Path out = dir.resolve("t" + threads);
            AnalyzeCommandTest.Run run = AnalyzeCommandTest.bliss("testgen", "--class", "TreeSet", "--method",
                    "remove", "--scope", "3", "--threads", threads, "--out", out.toString(), "--run", "--json",
                    "--bounds-dir", SharedBounds.directory().toString());
            assertEquals(0, run.status(), run.err() + run.out());
            JsonNode j = new ObjectMapper().readTree(run.out());
            assertEquals(j.get("tests").asInt(), j.get("passed").asInt(), run.out());
            assertEquals(0, j.get("failed").asInt(), run.out());
            String text = Files.readString(out.resolve("bliss/subjects/TreeSet_removeTest.java"));
            Set<String> tests = new TreeSet<>();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("void (path\\d+)\\(\\)").matcher(text);
            while (m.find()) {
                tests.add(m.group(1));
            }
            assertEquals(j.get("tests").asInt(), tests.size());
            names.add(tests);
        }
        assertEquals(names.get(0), names.get(1));
    }

    // ------------------------------------------------------------------------------------------------------------
    // A class the project never saw

    private static final String SORTED_LIST = """
            package demo;

            import java.util.HashSet;
            import java.util.Set;

            /** A set of ints in a sorted singly linked list; its parts are private. */
            public class SortedList {
                /*@ invariant size == \\reach(head, Node, next).int_size();
                  @ invariant (\\forall Node n; \\reach(head, Node, next).has(n);
                  @     !\\reach(n.next, Node, next).has(n) && (n.next != null ==> n.value < n.next.value));
                  @*/
                private Node head;
                private int size;

                static final class Node {
                    private int value;
                    private Node next;

                    private Node() {
                    }
                }

                public boolean repOK() {
                    Set<Node> seen = new HashSet<>();
                    for (Node n = head; n != null; n = n.next) {
                        if (!seen.add(n) || n.next != null && n.value >= n.next.value) {
                            return false;
                        }
                    }
                    return seen.size() == size;
                }

                /** Adds v; false when it was there. */
                public boolean insert(int v) {
                    Node prev = null;
                    Node n = head;
                    while (n != null && n.value < v) {
                        prev = n;
                        n = n.next;
                    }
                    if (n != null && n.value == v) {
                        return false;
                    }
                    Node fresh = new Node();
                    fresh.value = v;
                    fresh.next = n;
                    if (prev == null) {
                        head = fresh;
                    } else {
                        prev.next = fresh;
                    }
                    size++;
                    return true;
                }

                /** The smallest element. */
                public int first() {
                    if (head == null) {
                        throw new java.util.NoSuchElementException("empty");
                    }
                    return head.value;
                }
            }
            """;

    @Test
    void aClassTheProjectNeverSawWorksTheSameWay(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("src");
        Path file = src.resolve("demo/SortedList.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, SORTED_LIST);
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "--release", "17", "-d",
                classes.toString(), file.toString()));
        String bounds = SharedBounds.directory().toString();
        for (String method : List.of("insert", "first")) {
            // in the class's own package (its package-private node class named), and in another one (reflection)
            for (String pkg : List.of("demo", "gen.tests")) {
                Path out = dir.resolve("out-" + method + "-" + pkg);
                AnalyzeCommandTest.Run run = AnalyzeCommandTest.bliss("testgen", "--classpath", classes.toString(),
                        "--sourcepath", src.toString(), "--class", "demo.SortedList", "--method", method,
                        "--scope", "3", "--out", out.toString(), "--package", pkg, "--coverage", "--json",
                        "--bounds-dir", bounds);
                assertEquals(0, run.status(), run.err() + run.out());
                JsonNode j = new ObjectMapper().readTree(run.out());
                List<String> keys = new ArrayList<>();
                for (Iterator<String> it = j.fieldNames(); it.hasNext(); ) {
                    keys.add(it.next());
                }
                assertEquals(List.of("class", "method", "scope", "paths", "tests", "validInputs", "uncompletable",
                        "passed", "failed", "branchCoverage", "lineCoverage"), keys);
                assertTrue(j.get("tests").asInt() > 0, run.out());
                assertEquals(j.get("tests").asInt(), j.get("passed").asInt(), run.out());
                assertEquals(0, j.get("failed").asInt(), run.out());
                assertEquals(j.get("tests").asInt(), j.get("validInputs").asInt());
                assertTrue(j.get("lineCoverage").asDouble() > 0 && j.get("branchCoverage").asDouble() > 0);
                Path test = out.resolve(pkg.replace('.', '/')).resolve("SortedList_" + method + "Test.java");
                String text = Files.readString(test);
                if (pkg.equals("gen.tests")) {
                    assertTrue(text.contains("set(X, \"head\", N1);"), "private fields through the helper:\n" + text);
                } else {
                    assertTrue(text.contains("SortedList.Node N1 = "), "the node class named:\n" + text);
                }
            }
        }
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

    @Test
    void dumpInputsAreValidConcreteInputs(@TempDir Path dir) throws Exception {
        AnalyzeCommandTest.Run run = AnalyzeCommandTest.bliss("analyze", "--class", "TreeSet", "--method", "add",
                "--technique", "bliss", "--scope", "3", "--dump", dir.toString(), "--bounds-dir",
                SharedBounds.directory().toString());
        assertEquals(0, run.status(), run.err());
        int valid = 0;
        int none = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).toList()) {
                String text = Files.readString(f);
                assertFalse(text.contains("BUG"), text);
                assertFalse(text.contains("model:"), "inputs, not models:\n" + text);
                valid += text.split("\\(valid: the real repOK\\(\\) holds", -1).length - 1;
                none += text.split("none: no valid input follows the path", -1).length - 1;
                assertTrue(text.contains("X.size = "), "fields the path did not read are filled:\n" + text);
            }
        }
        assertTrue(valid > 0);
        assertTrue(none > 0, "bliss reaches spurious paths of TreeSet.add at scope 3 (keys and colors)");
    }
}
