package bliss.experiments;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** tables.md from the fixture; every expected value below is worked out by hand from the fixture's numbers. */
class ReportTest {

    @TempDir
    Path dir;

    private List<CellResult> cells;
    private String md;

    @BeforeEach
    void setUp() {
        cells = Fixtures.cells(dir);
        md = new Report(cells, PaperTables.load()).markdown(List.of("Grid: fixture."));
    }

    private String line(String startsWith) {
        return md.lines().filter(l -> l.startsWith(startsWith)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting with " + startsWith + " in\n" + md));
    }

    @Test
    void speedupsFollowThePapersRule() {
        MethodRuns ts = new MethodRuns("TreeSet", "bfs", cells);
        // 7: LI 5000 ms / BLISSDB 900 ms = 5.6 -> 5X; 8: 17000 / 1500 = 11.3 -> 11X
        assertEquals("5X", ts.speedupAt(7).orElseThrow().format());
        assertEquals(Set.of(Technique.BLISSDB), ts.speedupAt(7).orElseThrow().fastest());
        assertEquals("11X", ts.speedupAt(8).orElseThrow().format());
        // 9: LI out of memory, others finished; 10: LI left empty after its OOM, BLISS finished
        assertEquals("∞", ts.speedupAt(9).orElseThrow().format());
        assertEquals("∞", ts.speedupAt(10).orElseThrow().format());
        // the largest finite speedup is at 8, with BLISSDB
        assertEquals(8, ts.maxSpeedup().orElseThrow().scope());
        // LI and BLISS both finished last at 8: 2055 and 95 structures, 1 - 95/2055 = 95.4%
        MethodRuns.Reduction red = ts.reduction().orElseThrow();
        assertEquals(8, red.scope());
        assertEquals(95.377, red.percent(), 0.001);

        MethodRuns bt = new MethodRuns("BinTree", "count", cells);
        // 100/200 = 0.5, 120/250 = 0.48 (truncated to 0.4), 150/300 = 0.5
        assertEquals("0.5X", bt.speedupAt(1).orElseThrow().format());
        assertEquals("0.4X", bt.speedupAt(2).orElseThrow().format());
        assertEquals(Set.of(Technique.LI), bt.speedupAt(2).orElseThrow().fastest());
    }

    @Test
    void timeTablesPutThePapersNumberBesideOurs() {
        assertTrue(md.contains("## Table I: analysis time and speedup for class TreeSet"));
        assertTrue(md.contains("## Table VI: analysis time and speedup for class BinTree"));
        assertFalse(md.contains("## Table II:"), "no TreeMap cells, no Table II");
        assertEquals("| Method | Technique | S07 | S08 | S09 | S10 |", line("| Method | Technique | S07"));
        // the paper: LI 00:05 00:17 00:58, BLISSDB 00:01 00:02 00:03 00:05, speedup 5X 8X 19X 43X
        assertEquals("| bfs | LI | 00:05.0 (00:05) | 00:17 (00:17) | OOM (00:58) | – (03:37) |", line("| bfs | LI |"));
        assertEquals("|  | BLISSDB | 00:00.9 (00:01) | 00:01.5 (00:02) | TO (00:03) | – (00:05) |",
                line("|  | BLISSDB |"));
        assertEquals("|  | Speedup | 5X (5X) | 11X (8X) | ∞ (19X) | ∞ (43X) |", line("|  | Speedup | 5X"));
        // a method outside the paper's grid gets its own table, without paper numbers
        assertTrue(md.contains("## Other methods"));
        assertEquals("| add | LI | ERR |", line("| add | LI |"));
    }

    @Test
    void tableEightRanksByMaximumSpeedup() {
        int treeSet = md.indexOf("| TreeSet.bfs | BLISSDB | 11X | 8 | BLISSDB | 188X |");
        int binTree = md.indexOf("| BinTree.count | LI | 0.5X | 3 | BLI/RBLI | 2X |");
        int searchTree = md.indexOf("| SearchTree.add | - | - | - | - | - |");
        assertTrue(treeSet > 0 && binTree > treeSet && searchTree > binTree, md);
    }

    @Test
    void tableNineAndTenCountStructures() {
        // Table IX: TreeSet.bfs is not in the paper's Table IX, BinTree.count at 13 is in Table X (not measured here)
        assertEquals("| LI | 625 | 2,055 | OOM |  |", line("| LI | 625 |"));
        assertEquals("| TreeSet.bfs | 8 | 2,055 | 95 | 95.4% | 13 | 1,033,411 | 1,767 | 99.8% |",
                line("| TreeSet.bfs | 8 |"));
        assertEquals("| BinTree.count | 3 | 9 | 9 | 0.0% | 13 | 1,033,411 | 1,033,411 | 0% |",
                line("| BinTree.count | 3 |"));
    }

    @Test
    void satChecksAndCacheHitsHaveTheirOwnTable() {
        assertTrue(md.contains("## SAT checks and verdict cache hits"));
        int at = md.indexOf("### TreeSet.bfs", md.indexOf("## SAT checks"));
        String table = md.substring(at, md.indexOf("\n\n", md.indexOf("| ---", at)));
        // the fixture's BLISS and BLISSDB cells of TreeSet.bfs, scopes 7..10; BLISSDB timed out at 9
        assertTrue(table.contains("| BLISS | SAT checks | 400 | 900 | 2,000 | 4,000 |"), table);
        assertTrue(table.contains("| BLISSDB | SAT checks | 400 | 500 | TO |  |"), table);
        assertTrue(table.contains("| BLISSDB | cache hits / lookups | 0 / 400 | 400 / 900 | TO |  |"), table);
        assertTrue(md.contains("| BLISS | SAT checks | 3 | 8 | 20 |"), "BinTree.count has BLISS only");
    }

    @Test
    void errorsAreListedWithTheirMessage() {
        assertTrue(md.contains("## Errors"));
        assertEquals("| SearchTree.add | li 3 | exit 3: internal error: boom, at a place |", line("| SearchTree.add | li"));
    }
}
