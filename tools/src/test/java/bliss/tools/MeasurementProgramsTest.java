package bliss.tools;

import bliss.bounds.KodkodCompletionCost;
import bliss.bounds.QuestionEdges;
import bliss.bounds.QuestionReplay;
import bliss.cluster.ClusterNode;
import bliss.cluster.ClusterSecret;
import bliss.cluster.CoordinatorThroughput;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.models.BytecodeCost;
import bliss.spf.sat.SatOracles;
import bliss.spf.solver.SolverLatency;
import bliss.spf.testgen.BinomialHeapBranches;
import bliss.spf.testgen.CompletionCost;
import bliss.spf.testgen.MutationTable;
import bliss.spf.testgen.TestgenTable;
import bliss.subjects.Subjects;
import bliss.target.TargetClass;
import com.hazelcast.core.HazelcastInstance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every measurement program runs to its end on a tiny input and prints what it measures (its figures are for the
 * dated logs of docs/results, not checked here: speed is measured, never asserted). Bounds go to this module's
 * {@code target/xdg} (surefire's {@code XDG_CACHE_HOME}).
 */
class MeasurementProgramsTest {

    @FunctionalInterface
    interface Program {
        void run() throws Exception;
    }

    /** What the program prints on System.out. */
    private static String output(Program p) throws Exception {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            p.run();
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void kodkodCompletionCost() throws Exception {
        String out = output(() -> KodkodCompletionCost.main(new String[]{"SearchTree", "3", "1"}));
        assertTrue(out.contains("SearchTree scope 3: Kodkod translation, cpu ms per run: median"), out);
    }

    @Test
    void completionCost() throws Exception {
        String out = output(() -> CompletionCost.main(new String[]{"SinglyLinkedList", "remove", "2", "bliss", "1"}));
        assertTrue(out.startsWith("SinglyLinkedList.remove scope 2 bliss: ") && out.contains("cpu ms per path"), out);
    }

    @Test
    void testgenTable(@TempDir Path dir) throws Exception {
        Path table = dir.resolve("table.md");
        output(() -> TestgenTable.main(new String[]{"2", "2", "20", "30", table.toString(), "LinkedStack"}));
        String md = Files.readString(table);
        assertTrue(md.contains("| LinkedStack.push | 2 |") && md.contains("### LinkedStack"), md);
    }

    @Test
    void mutationTable(@TempDir Path dir) throws Exception {
        assertTrue(mutationTable(dir, "LinkedStack.push").contains("| LinkedStack.push | 1 |"));
    }

    /** A real-code subject (module real-code's copy of OpenJDK's LinkedList) through the same table. */
    @Test
    void mutationTableOnARealCodeSubject(@TempDir Path dir) throws Exception {
        String md = mutationTable(dir, "jdk.LinkedList.removeFirst");
        assertTrue(md.contains("| jdk.LinkedList.removeFirst | 1 |"), md);
        assertTrue(!md.contains("none:"), "testgen ran and the exhaustive suite was built: " + md);
    }

    /** The table of one method at scope 1, as markdown. */
    private static String mutationTable(Path dir, String method) throws Exception {
        Path table = dir.resolve("mutation.md");
        output(() -> MutationTable.main(new String[]{"1", "1", "20", "30", "500", table.toString(), method}));
        return Files.readString(table);
    }

    @Test
    void binomialHeapBranches() throws Exception {
        String out = output(() -> BinomialHeapBranches.main(new String[]{"3"}));
        assertTrue(out.contains("mergeRootLists"), out);
    }

    @Test
    void bytecodeCost() throws Exception {
        String out = output(() -> BytecodeCost.main(new String[]{"4"}));
        assertTrue(out.contains("arrayListAdd") && out.contains("hashMapGetIntegerKeys"), out);
    }

    @Test
    void solverLatency() throws Exception {
        String out = output(() -> SolverLatency.main(new String[]{"1"}));
        assertTrue(out.contains("native library load") && out.contains("whole depth-first search"), out);
    }

    /** A recording of a real BLISS run, turned into edge form and replayed against both CNFs. */
    @Test
    void questionEdgesAndQuestionReplay(@TempDir Path dir) throws Exception {
        Path recorded = dir.resolve("avl4.q");
        TargetClass t = TargetClass.resolve("AvlTree", List.of(), List.of());
        String driver = Subjects.byName("AvlTree").orElseThrow().driverClassName();
        new Analysis(AnalysisSpec.of(t.name(), "bfs").withScope(4).withTechnique("bliss").withThreads(1)
                .withDriver(driver, "bfs").withSettings(TechniqueSettings.defaults()
                        .withOracle(SatOracles.Options.DEFAULT.withRecord(recorded))), t.loader()).run();
        Path edges = dir.resolve("AvlTree-4.txt");
        output(() -> QuestionEdges.main(new String[]{"AvlTree", "4", recorded.toString(), edges.toString()}));
        List<String> lines = Files.readAllLines(edges);
        assertTrue(!lines.isEmpty() && lines.stream().allMatch(l -> l.matches("[su]( \\w+\\.\\w+:\\d+:-?\\d+)*")),
                lines.toString());
        String out = output(() -> assertEquals(0, new CommandLine(new QuestionReplay()).execute("--class", "AvlTree",
                "--scope", "4", "--questions", recorded.toString(), "--runs", "1")));
        assertTrue(out.contains("preprocessed"), out);
    }

    /** A worker in this JVM (it has the program's empty units on its class path), 30 units through it. */
    @Test
    void coordinatorThroughput() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String address = "127.0.0.1:" + port;
        HazelcastInstance worker = ClusterNode.worker(port, "127.0.0.1", List.of(address), ClusterSecret.NONE, 1,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), (args, cwd) -> {
                    throw new UnsupportedOperationException("no analyses here");
                });
        try {
            String out = output(() -> CoordinatorThroughput.main(new String[]{address, "30", "100"}));
            assertTrue(out.contains("30 units"), out);
        } finally {
            worker.shutdown();
        }
    }
}
