package bliss.cli;

import bliss.experiments.CellResult;
import bliss.experiments.CellsCsv;
import bliss.experiments.PaperTables;
import bliss.experiments.Status;
import bliss.spf.heap.TechniqueCatalogue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analysis options, declared once ({@link AnalysisOptions}), taken by analyze, testgen, sweep and experiment:
 * sweep and experiment pass every one given to the child analyses of the techniques it applies to. The oracle for
 * forwarding is a side effect only the child can have: {@code --record-sat FILE} makes the child that asks SAT
 * questions write them to FILE.
 */
class AnalysisOptionsTest {

    private static ExperimentCommand parsedExperiment(String... args) {
        CommandLine cl = Main.commandLine();
        CommandLine.ParseResult r = cl.parseArgs(args);
        return (ExperimentCommand) r.subcommand().commandSpec().userObject();
    }

    @Test
    void eachOptionGoesToTheTechniquesItAppliesTo() {
        ExperimentCommand e = parsedExperiment("experiment", "--techniques", "li,bliss,blissdb", "--threads", "1",
                "--sat-solver", "sat4j", "--no-answer-reuse", "--redis", "redis://127.0.0.1:1", "--search",
                "breadth-first");
        assertEquals(List.of("--search", "breadth-first", "--threads", "1"),
                e.options.arguments(TechniqueCatalogue.require("li")));
        assertEquals(List.of("--search", "breadth-first", "--threads", "1", "--no-answer-reuse", "--sat-solver",
                "sat4j"), e.options.arguments(TechniqueCatalogue.require("bliss")));
        assertEquals(List.of("--search", "breadth-first", "--threads", "1", "--no-answer-reuse", "--sat-solver",
                "sat4j", "--redis", "redis://127.0.0.1:1"), e.options.arguments(TechniqueCatalogue.require("blissdb")));
    }

    @Test
    void anOptionNoTechniqueOfTheRunUsesIsAUsageError() {
        for (String[] args : List.of(
                new String[]{"analyze", "--class", "BinTree", "--method", "count", "--sat-solver", "sat4j"},
                new String[]{"analyze", "--class", "BinTree", "--method", "count", "--technique", "bliss", "--redis",
                        "redis://127.0.0.1:1"},
                new String[]{"analyze", "--class", "BinTree", "--method", "count", "--record-sat", "x"},
                new String[]{"analyze", "--class", "BinTree", "--method", "count", "--technique", "blissdb",
                        "--no-cache", "--redis", "redis://127.0.0.1:1"},
                new String[]{"sweep", "--class", "BinTree", "--method", "count", "--technique", "li", "--scopes", "1..2",
                        "--sat-solver", "sat4j"},
                new String[]{"experiment", "--techniques", "li,rbli", "--quick", "--cache", "v.mv.db"})) {
            AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss(args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("drop"), r.err());
        }
    }

    @Test
    void sweepForwardsTheAnalysisOptions(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("questions.txt");
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss("sweep", "--class", "TreeSet", "--method", "bfs",
                "--technique", "bliss", "--scopes", "1..2", "--heap", "512m", "--record-sat", record.toString(),
                "--sat-solver", "sat4j", "--threads", "1", "--json");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.size(record) > 0, "the children recorded their SAT questions");
    }

    @Test
    void experimentForwardsEachOptionToTheCellsItAppliesTo(@TempDir Path dir) throws IOException {
        Path record = dir.resolve("questions.txt");
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss("experiment", "--methods", "TreeSet.bfs", "--techniques",
                "li,bliss", "--scopes", "2", "--out", dir.resolve("out").toString(), "--heap", "512m",
                "--cell-timeout", "300", "--record-sat", record.toString(), "--threads", "1");
        assertEquals(0, r.status(), r.err());
        List<CellResult> cells = new CellsCsv(dir.resolve("out").resolve("cells.csv"), PaperTables.load()).read();
        assertEquals(2, cells.size());
        for (CellResult c : cells) {
            assertEquals(Status.OK, c.status(), c.key() + ": " + c.note());
        }
        assertTrue(Files.size(record) > 0, "the bliss cell recorded its SAT questions");
    }
}
