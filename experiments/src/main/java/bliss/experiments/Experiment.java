package bliss.experiments;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Runs a grid cell by cell into {@code cells.csv}, resumably: cells already in the file are not run again, and a
 * method's larger scopes are skipped for a technique once it ended TO, OOM or ERROR at a smaller one (the paper
 * leaves those cells empty). BLISSDB and LISSA-M cells share one verdict cache file in the output directory, created fresh
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
    private int parallel = 1;
    private Function<Technique, List<String>> cellOptions = t -> List.of();

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

    /**
     * Runs up to {@code lines} lines (a method and technique, scopes increasing) at once, with a thread-safe runner
     * (a cluster's): rows are appended as cells end. 1, the default, runs cell after cell in the grid's order.
     */
    public Experiment parallel(int lines) {
        this.parallel = Math.max(1, lines);
        return this;
    }

    /** Options for every cell's {@code bliss analyze} ({@code --threads 1}). */
    public Experiment cellOptions(List<String> options) {
        List<String> copy = List.copyOf(options);
        return cellOptions(t -> copy);
    }

    /**
     * Options for the {@code bliss analyze} of the cells of each technique (those that apply to it: {@code --redis}
     * only to the techniques that keep verdicts).
     */
    public Experiment cellOptions(Function<Technique, List<String>> options) {
        this.cellOptions = options;
        return this;
    }

    public CellsCsv csv() {
        return csv;
    }

    /**
     * Whether {@code dir} holds files but is not an experiment's folder (no {@value ExperimentSettings#FILE}): an
     * experiment never writes into such a folder, so that it cannot replace a user's {@code tables.md} or
     * {@code logs}.
     */
    public static boolean holdsOtherFiles(Path dir) {
        if (!Files.isDirectory(dir) || Files.exists(dir.resolve(ExperimentSettings.FILE))) {
            return false;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.findAny().isPresent();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + dir + ": " + e.getMessage(), e);
        }
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
        // a line: one method and technique, its scopes increasing (cells come line by line in the grid's order)
        Map<String, List<CellKey>> lines = new LinkedHashMap<>();
        for (CellKey key : cells) {
            lines.computeIfAbsent(key.methodId() + "/" + key.technique().cli(), l -> new ArrayList<>()).add(key);
        }
        List<CellResult> ran = Collections.synchronizedList(new ArrayList<>());
        if (lines.size() == 1 || parallel == 1) {
            lines.values().forEach(line -> runLine(line, cells, done, ran));
            return List.copyOf(ran);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(parallel, lines.size()), r -> {
            Thread t = new Thread(r, "experiment-line");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (List<CellKey> line : lines.values()) {
                running.add(pool.submit(() -> runLine(line, cells, done, ran)));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the experiment ran", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return List.copyOf(ran);
    }

    /**
     * Runs the cells of one line in scope order until one ends TO, OOM or ERROR (the larger scopes are skipped,
     * as the paper leaves them empty); cells already in the file are not run again.
     */
    private void runLine(List<CellKey> line, List<CellKey> cells, Map<CellKey, CellResult> done,
                         List<CellResult> ran) {
        for (CellKey key : line) {
            CellResult r = done.get(key);
            if (r == null) {
                String at = String.format("[%d/%d] %-36s ", cells.indexOf(key) + 1, cells.size(), key);
                if (parallel == 1) {
                    log.print(at);
                    log.flush();
                }
                r = runner.run(key, extraOptions(key));
                synchronized (this) {
                    csv.append(r);
                    ran.add(r);
                    log.println((parallel == 1 ? "" : at) + describe(r));
                    log.flush();
                }
            }
            if (r.status().stopsLargerScopes()) {
                return;
            }
        }
    }

    /**
     * The options of a cell ({@link #cellOptions}); the cells of techniques that keep verdicts (BLISSDB, LISSA-M)
     * share the experiment's verdict cache file, unless the options name another store or none. The two never share
     * a verdict: BLISSDB's keys hold the invariant's fingerprint, LISSA-M's repOK's.
     */
    private List<String> extraOptions(CellKey key) {
        List<String> extra = new ArrayList<>(cellOptions.apply(key.technique()));
        if (key.technique().entry().keepsVerdicts() && !extra.contains("--cache") && !extra.contains("--no-cache")) {
            extra.addAll(List.of("--cache", out.toAbsolutePath().resolve(CACHE_FILE).toString()));
        }
        return extra;
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
