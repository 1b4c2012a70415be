package bliss.cli;

import bliss.experiments.ScopeRange;
import bliss.UserError;
import bliss.experiments.AnalysisProcess;
import bliss.experiments.CellRunner;
import bliss.experiments.Times;
import bliss.experiments.CellResult;
import bliss.experiments.Experiment;
import bliss.experiments.ExperimentSettings;
import bliss.experiments.Grid;
import bliss.experiments.PaperTables;
import bliss.experiments.ReportWriter;
import bliss.experiments.Status;
import bliss.experiments.Technique;
import bliss.experiments.ExperimentCluster;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code bliss experiment}: the paper's grid (technique x method x scope), its tables and plots. */
@Command(name = "experiment",
        mixinStandardHelpOptions = true,
        description = {"Runs the BLISS paper's experiment grid: techniques x subject methods x scopes, each cell "
                + "in a fresh JVM, and writes cells.csv, tables.md (the paper's Tables I-X layout, the paper's "
                + "numbers beside ours) and plots/.",
                "",
                "Resumable: cells already in <out>/cells.csv are not run again (unless --fresh). After TO, OOM or "
                        + "an error at a scope, the larger scopes of that method and technique are skipped."})
public final class ExperimentCommand implements Callable<Integer>, BlissSubcommand {

    @Mixin
    ClusterOptions cluster;

    @Option(names = "--cells-per-worker", defaultValue = "1", paramLabel = "N",
            description = "With --cluster: cells a worker runs at once (default: ${DEFAULT-VALUE}).")
    int cellsPerWorker;

    @Mixin
    AnalysisOptions options;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output directory (default: results/experiment-<date>-<time>).")
    Path out;

    @Option(names = "--quick", description = "A small grid (one or two methods per paper table, small scopes) that "
            + "runs in minutes and fills every table.")
    boolean quick;

    @Option(names = "--methods", split = ",", paramLabel = "NAME",
            description = "Only these methods: Class or Class.method, comma-separated (e.g. TreeSet.bfs,BinTree).")
    List<String> methods = new ArrayList<>();

    @Option(names = "--techniques", split = ",", paramLabel = "NAME",
            description = "Only these techniques (as for analyze --technique), comma-separated.")
    List<String> techniques = new ArrayList<>();

    @Option(names = "--scopes", paramLabel = "RANGE", converter = ScopeRangeConverter.class,
            description = "These scopes for every method (7 or 1..20) instead of the paper's columns.")
    ScopeRange scopes;

    @Option(names = "--heap", defaultValue = "4g", paramLabel = "SIZE",
            description = "Maximum heap of each cell's JVM, as -Xmx (default: ${DEFAULT-VALUE}, as the paper).")
    String heap;

    @Option(names = "--cell-timeout", paramLabel = "SECONDS",
            description = "Time limit of each cell (default: 600; 60 with --quick). The paper used 10 hours.")
    Long cellTimeout;

    @Option(names = "--grace", defaultValue = "30", paramLabel = "SECONDS",
            description = "How long past its time limit a cell may take to report before it is killed "
                    + "(default: ${DEFAULT-VALUE}).")
    long grace;

    @Option(names = "--fresh", description = "Start over: forget the cells, verdict cache, logs and report in --out.")
    boolean fresh;

    @Option(names = "--retry-errors", description = "Run cells that ended in an error again.")
    boolean retryErrors;

    @Option(names = "--report-only", description = "Run nothing; write tables.md and plots from --out/cells.csv.")
    boolean reportOnly;


    @Override
    public Integer call() {
        PrintStream o = System.out;
        PaperTables paper = PaperTables.load();
        if (out != null && Files.exists(out) && !Files.isDirectory(out)) {
            throw new UserError("--out needs a folder, and " + out + " is a file: give a new or empty folder, or an "
                    + "earlier experiment's");
        }
        if (reportOnly) {
            if (out == null || !Files.exists(out.resolve("cells.csv"))) {
                throw new UserError("--report-only needs --out DIR holding a cells.csv");
            }
            report(o, paper);
            return 0;
        }
        HeapSize.check(heap);
        long timeout = cellTimeout != null ? cellTimeout : quick ? 60 : 600;
        if (timeout < 1) {
            throw new UserError("--cell-timeout must be at least 1 second, got " + timeout);
        }
        if (grace < 0) {
            throw new UserError("--grace must not be negative, got " + grace);
        }
        List<Technique> ts = techniques.stream().map(Technique::parse).toList();
        Grid grid = (quick ? Grid.quick() : Grid.paper()).select(methods, ts, Optional.ofNullable(scopes));
        if (grid.cells().isEmpty()) {
            throw new UserError("the grid is empty: no method has a scope");
        }
        if (out == null) {
            out = Path.of("results", "experiment-"
                    + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        }
        options.check(grid.techniques().stream().map(Technique::entry).toList());
        if (cellsPerWorker < 1) {
            throw new UserError("--cells-per-worker must be at least 1, got " + cellsPerWorker);
        }
        ExperimentCluster.Session session = cluster.enabled()
                ? cluster.service(ExperimentCluster.class).join(cluster.addresses(), cellsPerWorker) : null;
        try {
            return run(o, paper, grid, timeout, session);
        } finally {
            if (session != null) {
                session.close();
            }
        }
    }

    private Integer run(PrintStream o, PaperTables paper, Grid grid, long timeout, ExperimentCluster.Session session) {
        AnalysisProcess process = new AnalysisProcess(heap, grace);
        Path dir = out;
        CellRunner runner = session != null ? session.runner(heap, grace, timeout, out, grid.cells())
                : (key, extra) -> process.analyze(key, extra, timeout, dir.resolve("logs").resolve(key.fileName()));
        Experiment experiment = new Experiment(grid, out, runner, paper, o).retryErrors(retryErrors)
                .cellOptions(t -> options.arguments(t.entry()))
                .parallel(session == null ? 1 : Integer.MAX_VALUE);
        Optional<ExperimentSettings> previous = ExperimentSettings.read(out);
        boolean resuming = !fresh && Files.exists(experiment.csv().file());
        if (resuming) {
            int n = experiment.csv().read().size();
            o.printf("resuming in %s: %d cells already measured%n", out, n);
            previous.filter(p -> !p.heap().equals(heap) || p.cellTimeoutSeconds() != timeout).ifPresent(p ->
                    System.err.printf("bliss: warning: %s was started with --heap %s --cell-timeout %d; these "
                            + "cells run with --heap %s --cell-timeout %d (--fresh starts over)%n", out, p.heap(),
                            p.cellTimeoutSeconds(), heap, timeout));
        } else {
            if (Experiment.holdsOtherFiles(out)) {
                throw new UserError(out + " holds files and is not an experiment's folder (it has no "
                        + ExperimentSettings.FILE + "): give --out a new or empty folder, or an earlier experiment's");
            }
            if (Files.exists(out.resolve(ExperimentSettings.FILE))) {
                System.err.println("bliss: replacing the earlier experiment in " + out + " (--fresh; other files "
                        + "are kept)");
            }
            experiment.clear();
            ExperimentSettings.now(describe(grid), heap, timeout).write(out);
        }
        o.printf("%d cells (%d methods x %d techniques), heap %s, %d s per cell, into %s%s%n", grid.cells().size(),
                grid.methods().size(), grid.techniques().size(), heap, timeout, out,
                session == null ? "" : ", on " + session.capacity() + " cluster slots");
        long started = System.nanoTime();
        List<CellResult> ran = experiment.run();
        long errors = ran.stream().filter(r -> r.status() == Status.ERROR).count();
        o.printf("ran %d cells (%d errors) in %s%n", ran.size(), errors,
                Times.format((System.nanoTime() - started) / 1_000_000));
        if (session != null) {
            o.println("cluster: " + session.summary());
        }
        report(o, paper);
        return 0;
    }

    private void report(PrintStream o, PaperTables paper) {
        ReportWriter.Written w = ReportWriter.write(out, paper);
        o.printf("wrote %s (%d cells), %s and %d plots in %s%n", out.resolve("cells.csv"), w.cells(), w.tables(),
                w.plots().size(), out.resolve("plots"));
    }

    private String describe(Grid grid) {
        StringBuilder sb = new StringBuilder(quick ? "quick" : "paper");
        if (!methods.isEmpty()) {
            sb.append(", methods ").append(String.join(",", methods));
        }
        if (!techniques.isEmpty()) {
            sb.append(", techniques ").append(String.join(",", techniques));
        }
        if (scopes != null) {
            sb.append(", scopes ").append(scopes);
        }
        return sb.append(" (").append(grid.cells().size()).append(" cells)").toString();
    }
}
