package bliss.experiments;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.time.LocalDateTime;

/**
 * {@code experiment.json}: how an experiment was run (grid, heap, time limit, machine), written when it starts
 * fresh, read when it resumes and when the report is written.
 *
 * @param started            ISO date and time of the fresh start
 * @param grid               "paper", "quick", or what --methods/--techniques/--scopes picked
 * @param cellTimeoutSeconds the time limit of each cell
 */
public record ExperimentSettings(String started, String grid, String heap, long cellTimeoutSeconds, String jvm,
                                 String os, int cpus, String cpu) {

    public static final String FILE = "experiment.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The settings of a run starting now on this machine. */
    public static ExperimentSettings now(String grid, String heap, long cellTimeoutSeconds) {
        return new ExperimentSettings(LocalDateTime.now().withNano(0).toString(), grid, heap,
                cellTimeoutSeconds, System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.version"),
                Runtime.getRuntime().availableProcessors(), cpuModel());
    }

    public static Optional<ExperimentSettings> read(Path dir) {
        Path f = dir.resolve(FILE);
        if (!Files.exists(f)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readValue(f.toFile(), ExperimentSettings.class));
        } catch (IOException e) {
            return Optional.empty();  // an unreadable settings file only costs the report's preamble
        }
    }

    public void write(Path dir) {
        try {
            Files.createDirectories(dir);
            JSON.writeValue(dir.resolve(FILE).toFile(), this);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(FILE) + ": " + e.getMessage(), e);
        }
    }

    /** Lines for the top of tables.md. */
    public List<String> describe() {
        List<String> l = new ArrayList<>();
        l.add("Grid: " + grid + "; each cell in a fresh JVM with -Xmx" + heap + " and a time limit of "
                + cellTimeoutSeconds + " s (the paper: 4 GB, 10 hours).  ");
        l.add("Started " + started + " on " + cpu + " (" + cpus + " cores), " + os + ", " + jvm + ".");
        return l;
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: the architecture is all we know
        }
        return System.getProperty("os.arch");
    }
}
