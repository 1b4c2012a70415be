package bliss.cli;

import bliss.cli.Main;
import bliss.spf.explore.subjects.Chain;
import bliss.spf.explore.subjects.Tree;
import bliss.spf.explore.subjects.TreeDrivers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code bliss analyze} through the real command line. */
public class AnalyzeCommandTest {

    public record Run(int status, String out, String err) {
    }

    public static Run bliss(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            var cl = Main.commandLine();
            cl.setErr(new java.io.PrintWriter(System.err, true));
            int status = cl.execute(args);
            return new Run(status, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void jsonCarriesTheCounts() throws Exception {
        Run r = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--scope", "3", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        for (String key : new String[]{"class", "method", "technique", "scope", "paths", "structures",
                "solverCalls", "millis", "peakHeapBytes", "partial"}) {
            assertTrue(j.has(key), key + " in " + r.out());
        }
        // trees of 0..3 nodes: 1 + 1 + 2 + 5
        assertEquals(9, j.get("structures").asLong());
        assertEquals("li", j.get("technique").asText());
        assertFalse(j.get("partial").asBoolean());
    }

    /**
     * --timeout reaches the analysis: BinTree.count at scope 30 cannot end in a second on any machine, so the result is
     * partial (what a partial result holds is checked with a clock of the test's own, TimeLimitTest).
     */
    @Test
    void aTimeoutReportsPartialResults() throws Exception {
        Run r = bliss("analyze", "--class", "BinTree", "--method", "count", "--scope", "30", "--timeout", "1",
                "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertTrue(j.get("partial").asBoolean(), r.out());
        assertTrue(j.has("structures"), r.out());
    }

    @Test
    void aDriverCanBeNamed() {
        Run r = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--scope", "3",
                "--driver", TreeDrivers.class.getName() + ".count");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("structures   9"), r.out());
    }

    /**
     * Under pose the same program forks its two control-flow paths (s null or not; ReferenceArgumentsTest derives
     * them), by default with repOK judging each path's inputs (Sample's accepts every heap); a hand-written hybrid
     * precondition is refused in one line; testgen writes one test per path, both passing.
     */
    @Test
    void poseForksTheControlFlowPathsAndWritesATestPerPath(@TempDir Path tmp) {
        Run r = bliss("analyze", "--class", "bliss.subjects.pose.Sample", "--method", "swap", "--technique", "pose",
                "--scope", "4");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("paths        2 "), r.out());
        assertTrue(r.out().contains("precondition repOK() on each path's inputs (SymSolve)"), r.out());
        Run none = bliss("analyze", "--class", "bliss.subjects.pose.Sample", "--method", "swap", "--technique", "pose",
                "--precondition", "none", "--scope", "4");
        assertTrue(none.out().contains("paths        2 ") && none.out().contains("precondition none"), none.out());
        Run precondition = bliss("analyze", "--class", "bliss.subjects.pose.Sample", "--method", "swap",
                "--technique", "pose", "--precondition", "handwritten", "--scope", "4");
        assertEquals(2, precondition.status(), precondition.err());
        assertTrue(precondition.err().startsWith("bliss: --technique pose checks repOK() on the inputs"),
                precondition.err());
        assertEquals(1, precondition.err().strip().lines().count(), precondition.err());
        Run testgen = bliss("testgen", "--class", "bliss.subjects.pose.Sample", "--method", "swap", "--technique",
                "pose", "--scope", "2", "--out", tmp.resolve("pose-tests").toString(), "--run");
        assertEquals(0, testgen.status(), testgen.err());
        assertTrue(testgen.out().contains("tests          2 ") && testgen.out().contains("2 passed, 0 failed"),
                testgen.out());
    }

    /**
     * The POSE paper's Fig. 1 (a) without a driver: its argument s is lazily initialized at its first load (null, the
     * receiver, fresh) and so are this.data and s.data: 21 paths at scope 4, derived by hand in ReferenceArgumentsTest.
     * A technique that does not initialize arguments says so in one line.
     */
    @Test
    void aReferenceArgumentIsASymbolicReference() {
        Run r = bliss("analyze", "--class", "bliss.subjects.pose.Sample", "--method", "swap", "--technique", "li",
                "--scope", "4");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("paths        21 "), r.out());
        Run refused = bliss("analyze", "--class", Chain.class.getName(), "--method", "contains", "--technique",
                "lissa", "--scope", "2");
        assertEquals(2, refused.status(), refused.err());
        assertTrue(refused.err().startsWith("bliss: parameter n of contains (" + Chain.Node.class.getName()
                + ") is a symbolic reference"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), refused.err());
    }

    @Test
    void dumpWritesTextAndDotPerStructure(@TempDir Path dir) throws Exception {
        Run r = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--scope", "2",
                "--dump", dir.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains("warning: --dump writes each path's model without completing"), r.err());
        try (Stream<Path> files = Files.list(dir)) {
            long txt = files.filter(p -> p.toString().endsWith(".txt")).count();
            assertEquals(1 + 1 + 2, txt);
        }
        String first = Files.readString(dir.resolve("structure-0000.txt"));
        assertTrue(first.startsWith("shape: "), first);
        assertTrue(Files.readString(dir.resolve("structure-0001.dot")).startsWith("digraph"));
    }

    @Test
    void mistakesGiveOneLineErrors() {
        Run unknownMethod = bliss("analyze", "--class", Tree.class.getName(), "--method", "size");
        assertEquals(2, unknownMethod.status());
        assertTrue(unknownMethod.err().startsWith("bliss: no method 'size' in " + Tree.class.getName()
                + "; its methods: "), unknownMethod.err());
        assertTrue(unknownMethod.err().contains("count"), unknownMethod.err());
        assertEquals(1, unknownMethod.err().lines().count(), unknownMethod.err());

        Run badTechnique = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--technique",
                "magic");
        assertEquals(2, badTechnique.status());
        assertTrue(badTechnique.err().contains("unknown technique 'magic'"), badTechnique.err());

        Run badDriver = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--driver",
                "no.such.Driver.count");
        assertEquals(2, badDriver.status());
        assertTrue(badDriver.err().startsWith("bliss: no driver class no.such.Driver"), badDriver.err());

        Run subjectMethod = bliss("analyze", "--class", "BinTree", "--method", "size");
        assertEquals(2, subjectMethod.status());
        assertTrue(subjectMethod.err().contains("its methods: bfs, dfs, repOK, count"), subjectMethod.err());
    }

    @Test
    void boundedTechniquesNeedTheInvariantAndSayWhatIsWrongWithIt(@TempDir Path dir) throws Exception {
        // The test subject's source is not on the class path: a bounded technique cannot read its invariant.
        Run noSource = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--technique", "bli",
                "--scope", "2", "--bounds-dir", dir.resolve("bounds").toString());
        assertEquals(2, noSource.status());
        assertTrue(noSource.err().startsWith("bliss: no source for " + Tree.class.getName()), noSource.err());
        assertTrue(noSource.err().contains("--sourcepath"), noSource.err());
        assertEquals(1, noSource.err().lines().count(), noSource.err());

        // A source whose invariant does not parse: file, line and column.
        Path src = dir.resolve("src");
        Path file = src.resolve(Tree.class.getName().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "package bliss.spf.explore.subjects;\n\npublic class Tree {\n"
                + "    //@ invariant root != null &&& root.left == null;\n    public Node root;\n}\n");
        Run malformed = bliss("analyze", "--class", Tree.class.getName(), "--method", "count", "--technique",
                "bliss", "--scope", "2", "--sourcepath", src.toString(), "--bounds-dir", dir.resolve("bounds").toString());
        assertEquals(2, malformed.status());
        assertTrue(malformed.err().startsWith("bliss: " + file + ":4:"), malformed.err());
        assertFalse(malformed.err().contains("\tat "), "a stack trace for a user mistake: " + malformed.err());
    }

    /**
     * Code the engine does not support ends the path that meets it, with one line naming what and where, and the
     * analysis goes on: the path is counted apart, never as a structure. Lazy initialization of {@code next} (no
     * precondition) gives null, the receiver itself and a new node: the first returns, the other two start a thread.
     */
    @Test
    void unsupportedCodeEndsItsPathWithOneLineNamingItsLocation() {
        Run r = bliss("analyze", "--class", Unsupportive.class.getName(), "--method", "run", "--scope", "2");
        assertEquals(0, r.status(), r.err());
        String line = "bliss: warning: unsupported: threads and concurrency (java.lang.Thread)";
        assertTrue(r.err().startsWith(line), r.err());
        assertTrue(r.err().contains("at AnalyzeCommandTest$Unsupportive.run(AnalyzeCommandTest.java:"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("(2 paths ended there;"), r.err());
        assertTrue(r.out().contains("paths        3  (normal 1, unsupported 2)"), r.out());
        assertTrue(r.out().contains("structures   1"), r.out());
    }

    /**
     * A loop that branches on a symbolic value at every turn ends at the default choice limit, with the hint and the
     * loop's place: the path that went on is cut at the limit's depth, and each of the limit's forks before it gives
     * one path that leaves the loop there.
     */
    @Test
    void anEndlessSymbolicLoopEndsAtTheChoiceLimitWithAHint() {
        Run r = bliss("analyze", "--class", Counting.class.getName(), "--method", "countUpTo", "--scope", "1",
                "--technique", "li");
        assertEquals(0, r.status(), r.err());
        int limit = bliss.spf.explore.Limits.DEFAULT_MAX_CHOICES;
        assertTrue(r.out().contains(String.format("(normal %,d, cut by a limit 1)", limit)), r.out());
        assertTrue(r.err().contains("--max-choices") && r.err().contains("Counting.countUpTo(AnalyzeCommandTest.java:"),
                r.err());
    }

    /** A class whose method loops as long as a symbolic input allows. */
    public static final class Counting {
        public Counting next;

        public int countUpTo(int x) {
            int i = 0;
            while (i < x) {
                i++;
            }
            return i;
        }
    }

    /**
     * A precondition that meets unsupported code ends the alternative it was checking, and the others go on: lazy
     * initialization of {@code next} gives null (repOK holds, the method returns), the receiver itself and a new node,
     * each of which the interpreted repOK checks by starting a thread.
     */
    @Test
    void aPreconditionMeetingUnsupportedCodeEndsTheAlternativeItChecks() {
        Run r = bliss("analyze", "--class", Threading.class.getName(), "--method", "run", "--scope", "2",
                "--precondition-runner", "interpreted");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains("bliss: warning: unsupported: threads and concurrency (java.lang.Thread)"), r.err());
        assertTrue(r.err().contains("at AnalyzeCommandTest$Threading.repOK(AnalyzeCommandTest.java:"), r.err());
        assertTrue(r.out().contains("paths        3  (normal 1, unsupported 2)"), r.out());
    }

    /**
     * A repOK that reads a {@code String} cannot run on the host JVM (a host object holds no symbolic text): by
     * default the interpreter runs it without a word; asked for native, the run says why it interprets. The paths are
     * the same: by hand, at scope 2 under li, next is null, the receiver itself or a new node (repOK reads only the
     * names, which size never reads, so it refuses none): 3 paths.
     */
    @Test
    void aRepOkReadingTextRunsInTheInterpreterWithoutAWarningUnlessNativeWasAskedFor() {
        Run quiet = bliss("analyze", "--class", Named.class.getName(), "--method", "size", "--scope", "2");
        assertEquals(0, quiet.status(), quiet.err());
        assertFalse(quiet.err().contains("interpreting it instead"), quiet.err());
        assertTrue(pathsLine(quiet.out()).matches("paths +3 .*"), quiet.out());
        Run asked = bliss("analyze", "--class", Named.class.getName(), "--method", "size", "--scope", "2",
                "--precondition-runner", "native");
        assertEquals(0, asked.status(), asked.err());
        assertTrue(asked.err().contains("bliss: warning: cannot run repOK natively: it reads "
                + Named.class.getName() + ".name"), asked.err());
        assertEquals(pathsLine(quiet.out()), pathsLine(asked.out()));
    }

    private static String pathsLine(String out) {
        return out.lines().filter(l -> l.startsWith("paths")).findFirst().orElseThrow(() -> new AssertionError(out));
    }

    /** A chain whose nodes each hold a name that repOK wants present. */
    public static final class Named {
        public Named next;
        public String name;

        public int size() {
            return next == null ? 1 : 2;
        }

        public boolean repOK() {
            return name != null;
        }
    }

    /** A class whose repOK starts a thread when the receiver has a next node. */
    public static final class Threading {
        public Threading next;

        public int run() {
            return next == null ? 0 : 1;
        }

        public boolean repOK() {
            if (next != null) {
                new Thread(() -> { }).start();
            }
            return true;
        }
    }

    /** A class whose method starts a thread when its receiver has a next node. */
    public static final class Unsupportive {
        public Unsupportive next;

        public int run() {
            if (next == null) {
                return 0;
            }
            new Thread(() -> { }).start();
            return 1;
        }
    }
}
