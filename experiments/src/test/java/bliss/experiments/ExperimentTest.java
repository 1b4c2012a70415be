package bliss.experiments;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The grid bookkeeping: resuming, skipping after TO/OOM/ERROR, the BLISSDB cache. The cells are answered by a
 * scripted runner (what a cell measures is the end-to-end test's business); the CSV and the order are real.
 */
class ExperimentTest {

    @TempDir
    Path out;

    private final PrintStream quiet = new PrintStream(new ByteArrayOutputStream());

    /** Answers every cell ok with 10 ms per scope, except the scripted ones; records what it was asked. */
    private static final class Script implements CellRunner {
        final List<CellKey> asked = new ArrayList<>();
        final List<List<String>> extras = new ArrayList<>();
        final Map<String, Status> failures;
        final int interruptAt;

        Script(Map<String, Status> failures, int interruptAt) {
            this.failures = failures;
            this.interruptAt = interruptAt;
        }

        @Override
        public CellResult run(CellKey key, List<String> extra) {
            if (asked.size() == interruptAt) {
                throw new IllegalStateException("interrupted (Ctrl-C)");
            }
            asked.add(key);
            extras.add(extra);
            Status s = failures.getOrDefault(key.technique().cli() + key.scope(), Status.OK);
            return s == Status.OK
                    ? new CellResult(key, s, 10L * key.scope(), null, null, (long) key.scope(), null, null, null,
                    null, null, "")
                    : CellResult.failed(key, s, 1000, s.label());
        }
    }

    private static Grid grid() {
        return new Grid(List.of(new Grid.MethodScopes("BinTree", "count", List.of(1, 2, 3, 4))),
                List.of(Technique.LI, Technique.BLISSDB));
    }

    @Test
    void anInterruptedRunResumesWithoutRerunningFinishedCells() {
        Script first = new Script(Map.of(), 5);
        Experiment e1 = new Experiment(grid(), out, first, PaperTables.load(), quiet);
        assertThrows(IllegalStateException.class, e1::run);
        assertEquals(5, first.asked.size());
        assertEquals(5, e1.csv().read().size());

        Script second = new Script(Map.of(), Integer.MAX_VALUE);
        List<CellResult> ran = new Experiment(grid(), out, second, PaperTables.load(), quiet).run();
        // LI 1-4 and BLISSDB 1 were done; BLISSDB 2-4 remain
        assertEquals(List.of(2, 3, 4), second.asked.stream().map(CellKey::scope).toList());
        assertTrue(second.asked.stream().allMatch(k -> k.technique().equals(Technique.BLISSDB)));
        assertEquals(3, ran.size());
        assertEquals(8, new CellsCsv(out.resolve("cells.csv"), PaperTables.load()).read().size());

        Script third = new Script(Map.of(), Integer.MAX_VALUE);
        assertEquals(List.of(), new Experiment(grid(), out, third, PaperTables.load(), quiet).run());
        assertEquals(List.of(), third.asked);
    }

    @Test
    void largerScopesAreSkippedAfterATimeoutOrOom() {
        Script s = new Script(Map.of("li2", Status.TO, "blissdb3", Status.OOM), Integer.MAX_VALUE);
        new Experiment(grid(), out, s, PaperTables.load(), quiet).run();
        assertEquals(List.of("li1", "li2", "blissdb1", "blissdb2", "blissdb3"),
                s.asked.stream().map(k -> k.technique().cli() + k.scope()).toList());
        // and a resumed run skips them too, from the CSV
        Script again = new Script(Map.of(), Integer.MAX_VALUE);
        new Experiment(grid(), out, again, PaperTables.load(), quiet).run();
        assertEquals(List.of(), again.asked);
    }

    @Test
    void errorsAreKeptUnlessRetried() {
        Script s = new Script(Map.of("li1", Status.ERROR), Integer.MAX_VALUE);
        new Experiment(grid(), out, s, PaperTables.load(), quiet).run();
        assertEquals(5, s.asked.size());  // li1 then blissdb 1-4
        Script kept = new Script(Map.of(), Integer.MAX_VALUE);
        new Experiment(grid(), out, kept, PaperTables.load(), quiet).run();
        assertEquals(List.of(), kept.asked);
        Script retried = new Script(Map.of(), Integer.MAX_VALUE);
        new Experiment(grid(), out, retried, PaperTables.load(), quiet).retryErrors(true).run();
        assertEquals(List.of(1, 2, 3, 4), retried.asked.stream().map(CellKey::scope).toList());
        assertTrue(new CellsCsv(out.resolve("cells.csv"), PaperTables.load()).read().stream()
                .allMatch(CellResult::ok));
    }

    @Test
    void blissdbCellsShareTheExperimentsVerdictCache() {
        Script s = new Script(Map.of(), Integer.MAX_VALUE);
        Experiment e = new Experiment(grid(), out, s, PaperTables.load(), quiet);
        e.run();
        String cache = out.toAbsolutePath().resolve(Experiment.CACHE_FILE).toString();
        for (int i = 0; i < s.asked.size(); i++) {
            List<String> expected = s.asked.get(i).technique().equals(Technique.BLISSDB)
                    ? List.of("--cache", cache) : List.of();
            assertEquals(expected, s.extras.get(i), s.asked.get(i).toString());
        }
        e.clear();
        assertEquals(List.of(), e.csv().read());
    }
}
