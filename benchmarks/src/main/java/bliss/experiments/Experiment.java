package bliss.experiments;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Runs a grid cell by cell into {@code cells.csv}, resumably: cells already in the file are not run again, and a
 * method's larger scopes are skipped for a technique once it ended TO, OOM or ERROR at a smaller one (the paper
 * leaves those cells empty). BLISSDB cells share one verdict cache file in the output directory, created fresh
 * with the experiment and kept across resumptions, so that each scope reuses the verdicts of the smaller ones.
 */
public final class Experiment {

    /** The verdict cache of the BLISSDB cells, in the output directory. */
    public static final String CACHE_FILE = "verdicts.mv.db";

    private final Grid grid;
    private final Path out;
    private final CellRunner runner;
    private final CellsCsv csv;
    private final PrintStream log;
    private boolean retryErrors;

    public Experiment(Grid grid, Path out, CellRunner runner, PaperTables paper, PrintStream log) {
        this.grid = grid;
        this.out = out;
        this.runner = runner;
        this.csv = new CellsCsv(out.resolve("cells.csv"), paper);
        this.log = log;
    }

    /** Runs cells that ended ERROR again (after the engine was fixed) instead of keeping them. */
    public Experiment retryErrors(boolean retry) {
        this.retryErrors = retry;
        return this;
    }

    public CellsCsv csv() {
        return csv;
    }

    /**
     * Deletes what an earlier run left in the output directory (cells, verdict cache, logs, tables, plots).
     *
     * @effects out holds none of the experiment's files
     */
    public void clear() {
        try {
            Files.deleteIfExists(csv.file());
            try (Stream<Path> files = Files.exists(out) ? Files.list(out) : Stream.empty()) {
                for (Path p : files.toList()) {
                    String name = p.getFileName().toString();
                    if (name.startsWith("verdicts.") || name.equals("tables.md")) {
                        Files.delete(p);
                    }
                }
            }
            deleteTree(out.resolve("logs"));
            deleteTree(out.resolve("plots"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear " + out + ": " + e.getMessage(), e);
        }
    }

    /**
     * Runs every cell of the grid not yet in cells.csv.
     *
     * @return the cells run now (not those found in the file)
     */
    public List<CellResult> run() {
        Map<CellKey, CellResult> done = new HashMap<>();
        for (CellResult r : csv.read()) {
            if (!(retryErrors && r.status() == Status.ERROR)) {
                done.put(r.key(), r);
            }
        }
        List<CellKey> cells = grid.cells();
        List<CellResult> ran = new ArrayList<>();
        Map<String, CellResult> stopped = new HashMap<>();  // method + technique -> the cell that stopped it
        int index = 0;
        for (CellKey key : cells) {
            index++;
            String line = key.methodId() + "/" + key.technique().cli();
            CellResult stop = stopped.get(line);
            if (stop != null && stop.key().scope() < key.scope()) {
                continue;
            }
            CellResult r = done.get(key);
            if (r == null) {
                log.printf("[%d/%d] %-36s ", index, cells.size(), key);
                log.flush();
                r = runner.run(key, extraOptions(key));
                csv.append(r);
                ran.add(r);
                log.println(describe(r));
            }
            if (r.status().stopsLargerScopes()) {
                stopped.merge(line, r, (a, b) -> a.key().scope() <= b.key().scope() ? a : b);
            }
        }
        return ran;
    }

    /** BLISSDB cells name the experiment's verdict cache; the other techniques need nothing more. */
    private List<String> extraOptions(CellKey key) {
        if (key.technique().equals(Technique.BLISSDB)) {
            return List.of("--cache", out.toAbsolutePath().resolve(CACHE_FILE).toString());
        }
        return List.of();
    }

    static String describe(CellResult r) {
        return switch (r.status()) {
            case OK -> String.format("%s  %s structures", Times.format(r.millis()),
                    r.structures() == null ? "-" : String.format("%,d", r.structures()));
            case TO, OOM -> r.status().label();
            case ERROR -> "ERROR " + r.note();
        };
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
