package bliss.cli;

import bliss.experiments.AnalysisProcess;
import bliss.experiments.CellKey;
import bliss.experiments.CellResult;
import bliss.experiments.CellsCsv;
import bliss.experiments.Experiment;
import bliss.experiments.PaperTables;
import bliss.experiments.PaperTablesTest;
import bliss.experiments.Status;
import bliss.experiments.Technique;

import bliss.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code bliss experiment} and {@code bliss sweep} with the real engine, in child JVMs (a fresh one per cell; a
 * sweep's scopes in one, or one per scope with --jvm-per-scope): LI on
 * BinTree.count collects every binary tree of up to k nodes plus the empty tree, 1 + C(1) + ... + C(k).
 *
 * <p>The children run {@code bliss analyze} on this JVM's class path (or the one named by
 * {@value AnalysisProcess#CLASSPATH_PROPERTY}); a child that cannot run an analysis fails every test here, with its
 * error.
 */
class EndToEndTest {

    private static AnalysisProcess.Run probe;

    @BeforeAll
    static void probe(@TempDir Path dir) {
        // (bliss --help exits 0 whatever follows it, so the probe is a real, tiny analysis)
        probe = new AnalysisProcess("256m", 0).run(List.of("analyze", "--class", "BinTree",
                "--method", "count", "--scope", "1", "--json"), 120, dir.resolve("probe"));
    }

    @BeforeEach
    void analyzeRunsInAChildJvm() {
        assertEquals(0, probe.exitCode(), "bliss analyze fails in a child JVM: "
                + AnalysisProcess.errorLine(probe.stderr()));
    }

    private static String run(String... args) {
        PrintStream saved = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            int exit = Main.run(args);
            assertEquals(0, exit, buf.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(saved);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    private static long binaryTreesAndTheEmptyOne(int k) {
        return 1 + PaperTablesTest.binaryTrees(k);
    }

    @Test
    void experimentOnATinyGrid(@TempDir Path out) throws IOException {
        run("experiment", "--methods", "BinTree.count", "--techniques", "li", "--scopes", "1..3", "--out",
                out.toString(), "--heap", "512m", "--cell-timeout", "300");
        List<CellResult> cells = new CellsCsv(out.resolve("cells.csv"), PaperTables.load()).read();
        assertEquals(3, cells.size());
        for (int k = 1; k <= 3; k++) {
            CellResult c = cells.get(k - 1);
            assertEquals(new CellKey("BinTree", "count", Technique.LI, k), c.key());
            assertEquals(Status.OK, c.status(), c.note());
            assertEquals(binaryTreesAndTheEmptyOne(k), c.structures(), "scope " + k);
            assertTrue(c.millis() != null && c.processMillis() >= c.millis());
        }
        String tables = Files.readString(out.resolve("tables.md"));
        assertTrue(tables.contains("## Table VI: analysis time and speedup for class BinTree"), tables);
        String counts = "| LI | " + binaryTreesAndTheEmptyOne(1) + " | " + binaryTreesAndTheEmptyOne(2) + " | "
                + binaryTreesAndTheEmptyOne(3) + " |";
        assertTrue(tables.contains(counts), counts + " in\n" + tables);
        assertTrue(Files.isRegularFile(out.resolve("plots").resolve("BinTree.count.png")));

        // a second run finds everything measured
        String again = run("experiment", "--methods", "BinTree.count", "--techniques", "li", "--scopes", "1..3",
                "--out", out.toString(), "--heap", "512m", "--cell-timeout", "300");
        assertTrue(again.contains("3 cells already measured") && again.contains("ran 0 cells"), again);
    }

    /**
     * The BLISSDB cells of an experiment share one verdict cache, scopes increasing, as the paper's user works: a
     * SAT verdict found at scope 3 answers the same question at scope 4 (paper Theorem 4), so scope 4 after scope 3
     * has more cache hits than scope 4 alone on a fresh cache (whose only hits are questions repeated within the
     * run). Both runs collect the same structures.
     */
    @Test
    void blissdbCellsShareTheExperimentsVerdictCache(@TempDir Path grown, @TempDir Path alone) throws IOException {
        run("experiment", "--methods", "TreeSet.bfs", "--techniques", "blissdb", "--scopes", "3..4", "--out",
                grown.toString(), "--heap", "512m", "--cell-timeout", "300");
        run("experiment", "--methods", "TreeSet.bfs", "--techniques", "blissdb", "--scopes", "4", "--out",
                alone.toString(), "--heap", "512m", "--cell-timeout", "300");
        assertTrue(Files.isRegularFile(grown.resolve(Experiment.CACHE_FILE)));
        List<CellResult> cells = new CellsCsv(grown.resolve("cells.csv"), PaperTables.load()).read();
        CellResult after = cells.get(1);
        CellResult fresh = new CellsCsv(alone.resolve("cells.csv"), PaperTables.load()).read().get(0);
        assertEquals(4, after.key().scope());
        assertEquals(Status.OK, after.status(), after.note());
        assertEquals(fresh.structures(), after.structures());
        assertTrue(after.cacheHits() > fresh.cacheHits(), "hits after scope 3: " + after.cacheHits()
                + ", alone: " + fresh.cacheHits());
        assertTrue(after.cacheLookups() >= after.cacheHits());
        String csv = Files.readString(grown.resolve("cells.csv"));
        assertTrue(csv.lines().findFirst().orElseThrow().contains("cacheHits"), csv);
        String tables = Files.readString(grown.resolve("tables.md"));
        assertTrue(tables.contains("| BLISSDB | cache hits / lookups | " + String.format("%,d / %,d",
                cells.get(0).cacheHits(), cells.get(0).cacheLookups())), tables);
    }

    @Test
    void sweepStopsAtTheTimeLimit() throws IOException {
        String json = run("sweep", "--class", "BinTree", "--method", "count", "--technique", "li", "--scopes",
                "1..14", "--timeout-per-scope", "1", "--heap", "512m", "--grace", "30", "--json");
        JsonNode r = new ObjectMapper().readTree(json);
        JsonNode scopes = r.get("scopes");
        int n = scopes.size(); // scope 14 (2.7 million trees) cannot end in a second: some scope is TO
        assertTrue(n >= 1, json);
        for (int i = 0; i < n - 1; i++) {
            JsonNode s = scopes.get(i);
            assertEquals(i + 1, s.get("scope").asInt());
            assertEquals("ok", s.get("status").asText(), json);
            assertEquals(binaryTreesAndTheEmptyOne(i + 1), s.get("structures").asLong(), "scope " + (i + 1));
        }
        assertEquals("TO", scopes.get(n - 1).get("status").asText(), json);
        assertTrue(r.get("stopped").asText().startsWith("time limit at scope " + n), json);
    }

    /**
     * A sweep with bliss builds each scope on the one below: the structures of exactly k nodes are the binary trees
     * of k nodes (a Catalan number), and added to the scope below they give every tree of at most k nodes and the
     * empty one; count reads every node, so no scope runs whole.
     */
    @Test
    void sweepAddsTheTreesOfEachSizeToTheScopeBelow() throws IOException {
        JsonNode r = new ObjectMapper().readTree(run("sweep", "--class", "BinTree", "--method", "count",
                "--technique", "bliss", "--scopes", "1..7", "--heap", "512m", "--threads", "1", "--json"));
        JsonNode scopes = r.get("scopes");
        assertEquals(7, scopes.size(), r.toString());
        for (int k = 1; k <= 7; k++) {
            JsonNode s = scopes.get(k - 1);
            assertEquals("ok", s.get("status").asText(), r.toString());
            assertEquals(binaryTreesAndTheEmptyOne(k), s.get("structures").asLong(), "scope " + k);
            assertEquals(binaryTreesAndTheEmptyOne(k), s.get("paths").asLong(), "scope " + k);
            if (k > 1) {
                assertEquals(PaperTablesTest.binaryTrees(k) - PaperTablesTest.binaryTrees(k - 1),
                        s.get("added").asLong(), "scope " + k);
            }
        }
        assertEquals(0, r.get("notes").size(), r.toString());
    }

    /**
     * Where a path of the structures of exactly k nodes reads fewer of them (contains stops at the key), those paths
     * may run at scope k - 1 too: the sweep says so and runs that scope and the rest whole, with the counts of a sweep
     * that runs every scope whole (that one in a fresh JVM per scope, the first in one JVM).
     */
    @Test
    void sweepRunsWholeWhereAPathReadsFewerNodes() throws IOException {
        ObjectMapper json = new ObjectMapper();
        String[] args = {"sweep", "--class", "TreeSet", "--method", "contains", "--technique", "bliss", "--scopes",
                "1..4", "--heap", "512m", "--threads", "1", "--json"};
        JsonNode built = json.readTree(run(args));
        String[] coldArgs = java.util.Arrays.copyOf(args, args.length + 2);
        coldArgs[args.length] = "--cold";
        coldArgs[args.length + 1] = "--jvm-per-scope";
        JsonNode cold = json.readTree(run(coldArgs));
        assertEquals(4, built.get("scopes").size(), built.toString());
        for (int i = 0; i < 4; i++) {
            for (String count : List.of("status", "structures", "paths")) {
                assertEquals(cold.get("scopes").get(i).get(count), built.get("scopes").get(i).get(count),
                        count + " at scope " + (i + 1));
            }
        }
        assertEquals(1, built.get("notes").size(), built.toString());
        assertTrue(built.get("notes").get(0).asText().startsWith("scope 2 on: run whole"), built.toString());
        assertEquals(0, cold.get("notes").size(), cold.toString());
    }
}
