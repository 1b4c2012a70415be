package bliss.cli;

import bliss.spf.techniques.SharedBounds;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bliss testgen} and {@code bliss analyze --dump} as a user runs them: several threads, classes the project never
 * saw (with a JML invariant, with repOK only), the default technique of a class without an invariant, dumps.
 */
class TestgenCommandTest {

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
        Path classes = compiled(dir, "demo/SortedList.java", SORTED_LIST, "--release", "17");
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
                        "passed", "failed", "branchCoverage", "lineCoverage", "mutants", "killed", "mutationScore"), keys);
                assertTrue(j.get("mutants").isNull() && j.get("mutationScore").isNull(), "no --mutation: " + run.out());
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

    /** A technique that reads the invariant's bounds on a class with repOK only: one line naming those that work. */
    @Test
    void aTechniqueThatNeedsAnInvariantIsAOneLineErrorOnHashMap(@TempDir Path dir) {
        AnalyzeCommandTest.Run run = AnalyzeCommandTest.bliss("testgen", "--class", "StrictHashMap", "--method", "put",
                "--technique", "bliss", "--scope", "2", "--out", dir.toString());
        assertEquals(2, run.status(), run.err() + run.out());
        assertTrue(run.err().contains("StrictHashMap has no JML invariant, which bli, rbli, bliss, blissdb need"),
                run.err());
        assertTrue(run.err().contains("pli"), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    /** The default technique for StrictHashMap is pli, and --dump completes its inputs from repOK. */
    @Test
    void theDefaultIsPliAndDumpCompletesFromRepOk(@TempDir Path dir) throws Exception {
        AnalyzeCommandTest.Run run = AnalyzeCommandTest.bliss("testgen", "--class", "StrictHashMap", "--method",
                "containsKey", "--scope", "2", "--out", dir.resolve("t").toString(), "--json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("\"uncompletable\":0"), run.out());
        assertTrue(Files.readString(dir.resolve("t/bliss/subjects/StrictHashMap_containsKeyTest.java"))
                .contains("(technique pli,"), "the test's header names the technique");
        AnalyzeCommandTest.Run dump = AnalyzeCommandTest.bliss("analyze", "--class", "StrictHashMap", "--method",
                "remove", "--technique", "li", "--scope", "2", "--dump", dir.resolve("d").toString());
        assertEquals(0, dump.status(), dump.err());
        int valid = 0;
        int none = 0;
        try (Stream<Path> files = Files.list(dir.resolve("d"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).toList()) {
                String text = Files.readString(f);
                assertFalse(text.contains("not valid"), text);
                assertFalse(text.contains("model:"), "inputs, not models:\n" + text);
                valid += text.split("\\(valid: the real repOK\\(\\) holds", -1).length - 1;
                none += text.split("none: no valid input follows the path", -1).length - 1;
            }
        }
        assertTrue(valid > 0);
        assertTrue(none > 0, "li reaches spurious paths of StrictHashMap.remove at scope 2");
    }

    private static final String BAG = """
            package demo;

            import java.util.HashSet;
            import java.util.Set;

            /** A bag of non-negative ints in a singly linked list with a count: no JML, repOK only. */
            public class Bag {
                private Node head;
                private int size;

                static final class Node {
                    private int value;
                    private Node next;
                }

                public boolean repOK() {
                    Set<Node> seen = new HashSet<>();
                    for (Node n = head; n != null; n = n.next) {
                        if (!seen.add(n) || n.value < 0) {
                            return false;
                        }
                    }
                    return seen.size() == size;
                }

                /** Removes one v; false when there is none. */
                public boolean remove(int v) {
                    Node prev = null;
                    for (Node n = head; n != null; n = n.next) {
                        if (n.value == v) {
                            if (prev == null) {
                                head = n.next;
                            } else {
                                prev.next = n.next;
                            }
                            size--;
                            return true;
                        }
                        prev = n;
                    }
                    return false;
                }
            }
            """;

    /** A class the project never saw, with repOK and no JML invariant: the same, through --classpath. */
    @Test
    void aClassWithRepOkOnlyThatTheProjectNeverSawWorksTheSameWay(@TempDir Path dir) throws Exception {
        Path classes = compiled(dir, "demo/Bag.java", BAG, "--release", "17");
        AnalyzeCommandTest.Run run = testgen(dir, classes, "demo.Bag", "remove", "3", "--package", "gen.tests",
                "--run");
        assertEquals(0, run.status(), run.err() + run.out());
        assertTrue(run.out().contains("technique pli"), run.out());
        assertTrue(run.out().contains("uncompletable  0"), run.out());
        java.util.regex.Matcher paths = java.util.regex.Pattern.compile("paths +(\\d+)").matcher(run.out());
        java.util.regex.Matcher passed = java.util.regex.Pattern.compile("run +(\\d+) passed, 0 failed")
                .matcher(run.out());
        assertTrue(paths.find() && passed.find(), run.out());
        assertTrue(Integer.parseInt(paths.group(1)) > 0);
        assertEquals(paths.group(1), passed.group(1), "a passing test per path:\n" + run.out());
    }

    private static final String ACCOUNT = """
            package demo;

            public class Account {
                //@ invariant balance >= 0 && limit >= 0 && balance <= limit;
                int balance;
                int limit;

                public boolean repOK() {
                    return balance >= 0 && limit >= 0 && balance <= limit;
                }

                public boolean deposit(int amount) {
                    if (amount <= 0) {
                        return false;
                    }
                    if (balance + amount > limit) {
                        return false;
                    }
                    balance += amount;
                    return true;
                }
            }
            """;

    /**
     * A class with a JML invariant and no node class (its fields are values): bounds need exactly one node class, so
     * testgen's default is pli, not bliss, and every path gets a passing test. By hand: a non-positive amount; an
     * amount past the limit; a deposit that fits (each has a valid input: 0 <= balance <= limit): 3. bliss, asked
     * for, is one line naming the techniques that work.
     */
    @Test
    void aJmlClassWithoutNodeClassesGetsItsTestsFromPli(@TempDir Path dir) throws Exception {
        Path classes = compiled(dir, "demo/Account.java", ACCOUNT, "--release", "17");
        AnalyzeCommandTest.Run run = testgen(dir, classes, "demo.Account", "deposit", "2", "--run");
        assertEquals(0, run.status(), run.err() + run.out());
        assertTrue(run.out().contains("technique pli"), run.out());
        assertTrue(run.out().contains("paths          3"), run.out());
        assertTrue(run.out().contains("run            3 passed, 0 failed"), run.out());
        AnalyzeCommandTest.Run bliss = testgen(dir, classes, "demo.Account", "deposit", "2", "--technique", "bliss");
        assertEquals(2, bliss.status(), bliss.err() + bliss.out());
        assertEquals(1, bliss.err().lines().filter(l -> l.startsWith("bliss:")).count(), bliss.err());
        assertTrue(bliss.err().contains("Account has none: use li, lissa, lissa-m or pli"), bliss.err());
    }

    /**
     * A class that calls a JDK package its module does not export (jdk.internal.util, as OpenJDK's PriorityQueue does
     * when it grows), compiled with javac's add-exports option: {@code bliss testgen} in a JVM without the export
     * (here a new one, as the launcher starts it) runs itself again in a JVM with it, and every path gets a passing
     * test; the test class names the option its JVM needs. The paths, by hand: {@code size < length} (no growth);
     * {@code size == length == 0}, where newLength's {@code Math.max(1, length)} takes 1; {@code size == length > 0},
     * where it takes length (its overflow check cannot fail on lengths up to 8): 3.
     */
    @Test
    void aClassUsingAnUnexportedJdkPackageGetsItsTestsFromAJvmThatExportsIt(@TempDir Path dir) throws Exception {
        Path src = dir.resolve("src");
        Path classes = compiled(dir, "demo/Capacity.java", CAPACITY, "--add-exports",
                "java.base/jdk.internal.util=ALL-UNNAMED");
        Path out = dir.resolve("out");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss8m", "-cp", System.getProperty("java.class.path"), "bliss.cli.Main", "testgen",
                "--classpath", classes.toString(), "--sourcepath", src.toString(), "--class", "demo.Capacity",
                "--method", "add", "--scope", "1", "--out", out.toString(), "--run", "--json"));
        Process p = new ProcessBuilder(cmd).redirectError(dir.resolve("err").toFile()).start();
        String json = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS));
        String err = Files.readString(dir.resolve("err"));
        assertEquals(0, p.exitValue(), err + json);
        assertTrue(err.contains("running in a JVM with --add-exports=java.base/jdk.internal.util=ALL-UNNAMED"), err);
        JsonNode j = new ObjectMapper().readTree(json);
        assertEquals(3, j.get("paths").asInt(), json);
        assertEquals(3, j.get("tests").asInt(), json);
        assertEquals(3, j.get("passed").asInt(), json);
        assertTrue(Files.readString(out.resolve("demo/Capacity_addTest.java"))
                .contains("needs --add-exports=java.base/jdk.internal.util=ALL-UNNAMED"));
    }

    private static final String CAPACITY = """
            package demo;

            import jdk.internal.util.ArraysSupport;

            public class Capacity {
                int length;
                int size;

                public boolean repOK() {
                    return 0 <= size && size <= length && length <= 8;
                }

                public void add() {
                    if (size == length) {
                        length = ArraysSupport.newLength(length, 1, length);
                    }
                    size++;
                }
            }
            """;

    /**
     * {@code bliss testgen} on a class {@link #compiled} under {@code dir}, its tests written to {@code dir/out}.
     *
     * @param more further options
     */
    private static AnalyzeCommandTest.Run testgen(Path dir, Path classes, String cls, String method, String scope,
                                                  String... more) {
        List<String> args = new ArrayList<>(List.of("testgen", "--classpath", classes.toString(), "--sourcepath",
                dir.resolve("src").toString(), "--class", cls, "--method", method, "--scope", scope, "--out",
                dir.resolve("out").toString()));
        args.addAll(List.of(more));
        return AnalyzeCommandTest.bliss(args.toArray(String[]::new));
    }

    /**
     * A class the project never saw: its source written to {@code dir/src/<file>} and compiled by javac with the
     * options given into {@code dir/classes}, which is returned.
     */
    private static Path compiled(Path dir, String file, String source, String... javacOptions) throws Exception {
        Path path = dir.resolve("src").resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, source);
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        List<String> args = new ArrayList<>(List.of(javacOptions));
        args.addAll(List.of("-d", classes.toString(), path.toString()));
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)));
        return classes;
    }
}
