package bliss.experiments;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CellsCsvTest {

    @TempDir
    Path dir;

    private static CellResult ok(String cls, String method, Technique t, int k, long ms, long structures) {
        return new CellResult(new CellKey(cls, method, t, k), Status.OK, ms, ms - 1, ms + 700, structures,
                structures + 1, null, null, null, 1L << 20, "");
    }

    @Test
    void appendedCellsReadBackAndCarryThePapersNumbers() throws IOException {
        CellsCsv csv = new CellsCsv(dir.resolve("cells.csv"), PaperTables.load());
        CellResult a = ok("TreeSet", "bfs", Technique.LI, 13, 61_000, 1_033_411);
        CellResult b = CellResult.failed(new CellKey("AvlTree", "bfs", Technique.BLISS, 20), Status.ERROR, 900,
                "exit 3: internal error: \"quoted\", with a comma\nand a newline");
        csv.append(a);
        csv.append(b);
        List<String> lines = Files.readAllLines(csv.file());
        assertEquals(String.join(",", CellsCsv.COLUMNS), lines.get(0));
        assertEquals(3, lines.size());
        // the paper: TreeSet.bfs LI at 13 took 179:10 and collected 1,033,411 structures (Table X)
        assertEquals("TreeSet,bfs,li,13,ok,61000,1033411,1033412,,,1048576,179:10,1033411,,60999,61700,", lines.get(1));
        List<CellResult> back = csv.read();
        assertEquals(a, back.get(0));
        assertEquals(Status.ERROR, back.get(1).status());
        assertEquals("exit 3: internal error: \"quoted\", with a comma and a newline", back.get(1).note());
    }

    @Test
    void aTornLastLineIsSkippedAndDoesNotSpoilTheNextAppend() throws IOException {
        CellsCsv csv = new CellsCsv(dir.resolve("cells.csv"), PaperTables.load());
        csv.append(ok("BinTree", "count", Technique.LI, 1, 100, 2));
        // a kill while writing: half a row, no newline
        Files.writeString(csv.file(), "BinTree,count,li,2,ok,12", StandardOpenOption.APPEND);
        assertEquals(1, csv.read().size());
        csv.append(ok("BinTree", "count", Technique.LI, 2, 120, 4));
        List<CellResult> back = csv.read();
        assertEquals(2, back.size());
        assertEquals(4L, back.get(1).structures());
    }

    @Test
    void aLaterRowForTheSameCellReplacesTheEarlierOne() {
        CellsCsv csv = new CellsCsv(dir.resolve("cells.csv"), PaperTables.load());
        CellKey k = new CellKey("BinTree", "count", Technique.BLISS, 3);
        csv.append(CellResult.failed(k, Status.ERROR, 500, "exit 2: unknown technique 'bliss'"));
        csv.append(ok("BinTree", "count", Technique.BLISS, 3, 300, 9));
        List<CellResult> back = csv.read();
        assertEquals(1, back.size());
        assertEquals(Status.OK, back.get(0).status());
    }
}
