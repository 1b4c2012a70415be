package bliss.experiments;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** The hand-written cells of {@code fixture-cells.csv} (numbers chosen so that every derived value is easy by hand). */
final class Fixtures {

    private Fixtures() {
    }

    /** Copies the fixture into {@code dir} as cells.csv. */
    static Path cellsCsv(Path dir) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/bliss/experiments/fixture-cells.csv")) {
            Path f = dir.resolve("cells.csv");
            Files.createDirectories(dir);
            Files.copy(in, f, StandardCopyOption.REPLACE_EXISTING);
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<CellResult> cells(Path dir) {
        return new CellsCsv(cellsCsv(dir), PaperTables.load()).read();
    }
}
