package bliss.experiments;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes {@code tables.md} and {@code plots/} of an experiment directory from its {@code cells.csv}. */
public final class ReportWriter {

    /** What was written. */
    public record Written(Path tables, List<Path> plots, int cells) {
    }

    private ReportWriter() {
    }

    public static Written write(Path dir, PaperTables paper) {
        List<CellResult> cells = new CellsCsv(dir.resolve("cells.csv"), paper).read();
        Report report = new Report(cells, paper);
        List<String> preamble = ExperimentSettings.read(dir).map(ExperimentSettings::describe).orElse(List.of());
        Plots plots = new Plots(paper);
        List<Path> drawn = report.methods().stream().map(m -> plots.draw(m, dir.resolve("plots")))
                .filter(p -> p != null).toList();
        List<String> links = drawn.stream().map(p -> dir.relativize(p).toString()).toList();
        Path tables = dir.resolve("tables.md");
        try {
            Files.createDirectories(dir);
            Files.writeString(tables, report.markdown(preamble, links), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + tables + ": " + e.getMessage(), e);
        }
        return new Written(tables, drawn, cells.size());
    }
}
