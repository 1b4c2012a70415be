package bliss.experiments;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlotsTest {

    @Test
    void oneReadablePngPerMethodWithFinishedCells(@TempDir Path dir) throws IOException {
        List<CellResult> cells = Fixtures.cells(dir);
        Plots plots = new Plots(PaperTables.load());
        Path png = plots.draw(new MethodRuns("TreeSet", "bfs", cells), dir.resolve("plots"));
        assertEquals(dir.resolve("plots").resolve("TreeSet.bfs.png"), png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertNotNull(img, "a PNG");
        assertEquals(800, img.getWidth());
        assertEquals(500, img.getHeight());
        assertTrue(distinctColours(img) > 5, "something is drawn");
        // only an ERROR cell: nothing to draw
        assertNull(plots.draw(new MethodRuns("SearchTree", "add", cells), dir.resolve("plots")));
    }

    private static int distinctColours(BufferedImage img) {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int x = 0; x < img.getWidth(); x += 3) {
            for (int y = 0; y < img.getHeight(); y += 3) {
                seen.add(img.getRGB(x, y));
            }
        }
        return seen.size();
    }

    @Test
    void theReportWriterWritesTablesAndPlotsFromCellsCsv(@TempDir Path dir) throws IOException {
        Fixtures.cellsCsv(dir);
        ReportWriter.Written w = ReportWriter.write(dir, PaperTables.load());
        assertEquals(23, w.cells());
        assertTrue(w.tables().toFile().isFile());
        assertEquals(2, w.plots().size());  // TreeSet.bfs and BinTree.count; SearchTree.add has no finished cell
        String md = java.nio.file.Files.readString(w.tables());
        assertTrue(md.contains("![plots/TreeSet.bfs.png](plots/TreeSet.bfs.png)"), md);
    }
}
