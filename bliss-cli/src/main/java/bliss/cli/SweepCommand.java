package bliss.cli;

import bliss.experiments.ScopeRange;
import bliss.target.TargetClass;
import bliss.UserError;
import bliss.experiments.AnalysisProcess;
import bliss.experiments.AnalysisRunner;
import bliss.experiments.CellKey;
import bliss.experiments.CellResult;
import bliss.experiments.ScopeStep;
import bliss.experiments.SharedAnalysisJvm;
import bliss.experiments.Status;
import bliss.experiments.Technique;
import bliss.experiments.Times;
import bliss.spf.results.UnderScope;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code bliss sweep}: one method at growing scopes, in one child JVM, until a time or memory limit (paper §IV:
 * BLISSDB's verdicts from the smaller scopes answer many checks of the larger ones).
 */
@Command(name = "sweep",
        mixinStandardHelpOptions = true,
        description = {"Analyses a method at each scope of a range in turn, in one child JVM (--jvm-per-scope: a "
                + "fresh one for each scope), all sharing one verdict cache, and stops at the first scope that runs "
                + "out of time or memory.",
                "",
                "With bliss and blissdb each scope after the first analyses only the structures of exactly its "
                        + "size and adds them to the scope below (--cold: every scope whole).",
                "",
                "Per scope: status, time, collected structures (all up to the scope), those the scope added, SAT "
                        + "checks and the checks answered from the verdict cache."})
public final class SweepCommand implements Callable<Integer>, BlissSubcommand {

    @Mixin
    ClassOptions classOptions;

    @Mixin
    ClusterOptions cluster;

    @Mixin
    MethodOptions methodOptions;

    @Mixin
    AnalysisOptions options;

    @Option(names = "--technique", defaultValue = "blissdb", paramLabel = "NAME",
            description = "Heap technique, as for analyze (default: ${DEFAULT-VALUE}).")
    String technique;

    @Option(names = "--scopes", required = true, paramLabel = "RANGE", converter = ScopeRangeConverter.class,
            description = "The scopes, in increasing order: a range such as 1..12, or one scope.")
    ScopeRange scopes;

    @Option(names = "--timeout-per-scope", defaultValue = "0", paramLabel = "SECONDS",
            description = "Time limit of each scope (0: none).")
    long perScope;

    @Option(names = "--total-timeout", defaultValue = "0", paramLabel = "SECONDS",
            description = "Time limit of the whole sweep (0: none); the last scope gets what is left.")
    long total;

    @Option(names = "--heap", defaultValue = "4g", paramLabel = "SIZE",
            description = "Maximum heap of each scope's JVM, as -Xmx (default: ${DEFAULT-VALUE}).")
    String heap;

    @Option(names = "--grace", defaultValue = "30", paramLabel = "SECONDS",
            description = "How long past its time limit a scope may take to report before it is killed "
                    + "(default: ${DEFAULT-VALUE}).")
    long grace;

    @Option(names = "--cold",
            description = "Analyse every scope whole. By default, with bliss and blissdb, a scope after the first "
                    + "analyses only the structures of exactly that many nodes (--exact-size) and adds what it finds "
                    + "to the scope below, as long as every path it finds reads all of them (a traversal does); "
                    + "where one does not, that scope and the rest run whole.")
    boolean cold;

    @Option(names = "--jvm-per-scope",
            description = "Analyse each scope in a fresh JVM, as the paper ran each analysis: its time and memory "
                    + "then owe nothing to the scopes before it, and each start costs about a second. By default one "
                    + "JVM, started once, analyses the scopes one after the other.")
    boolean jvmPerScope;

    @Option(names = "--json", description = "Print one JSON object instead of the table.")
    boolean json;

    @Override
    public Integer call() {
        Technique t = Technique.parse(technique);
        HeapSize.check(heap);
        TargetClass target = classOptions.resolve();
        methodOptions.checkBundled(target);
        options.check(List.of(t.entry()));
        if (perScope < 0 || total < 0 || grace < 0) {
            throw new UserError("time limits must not be negative");
        }
        if (options.given("--exact-size")) {
            throw new UserError("sweep chooses --exact-size itself: drop it (--cold analyses every scope whole)");
        }
        List<String> extra = passThrough(t);
        AnalysisProcess fresh = new AnalysisProcess(heap, grace);
        PrintStream o = System.out;
        String name = classOptions.className + "." + methodOptions.method;
        if (!json) {
            o.printf("%s  technique %s  scopes %s  heap %s%s%n", name, t.cli(), scopes, heap,
                    !t.entry().keepsVerdicts() ? "" : "  verdict cache " + (options.noCache ? "none"
                            : options.redis != null ? options.redis : options.cacheFile != null ? options.cacheFile
                            : "default"));
            o.printf("%5s  %-6s %10s %12s %10s %11s %15s%n", "scope", "status", "time", "structures", "added",
                    "SAT checks", "cache hits");
        }
        Path logs = tempDir();
        List<CellResult> results = new ArrayList<>();
        List<Long> added = new ArrayList<>();
        String stop = null;
        long start = System.nanoTime();
        boolean building = !cold && t.entry().asksSat();
        SharedAnalysisJvm shared = jvmPerScope ? null
                : new SharedAnalysisJvm(fresh, AnalysisServer.class.getName(), logs);
        AnalysisRunner process = shared == null ? fresh : shared;
        try {
            for (int k = scopes.from(); k <= scopes.to(); k++) {
                Limit limit = limit(start, k);
                if (limit.reached() != null) {
                    stop = limit.reached();
                    break;
                }
                CellKey key = new CellKey(classOptions.className, methodOptions.method, t, k);
                CellResult below = results.isEmpty() ? null : results.get(results.size() - 1);
                CellResult r = null;
                if (building && below != null && below.ok()) {
                    List<String> exact = new ArrayList<>(extra);
                    exact.add("--exact-size");
                    AnalysisProcess.Run run = process.runAnalysis(key, exact, limit.seconds(),
                            logs.resolve(key.fileName() + "-exact"));
                    CellResult step = AnalysisProcess.classify(key, run);
                    Long under = step.ok() ? underScope(run) : null;
                    if (!step.ok() || under != null && under == 0) {
                        r = step.ok() ? ScopeStep.added(below, step) : step;
                    } else {
                        building = false; // a path read fewer nodes: this scope and the rest run whole
                        notes.add(String.format("scope %d on: run whole (%,d paths of the structures of exactly %d "
                                + "nodes read fewer of them)", k, under, k));
                        limit = limit(start, k);
                        if (limit.reached() != null) {
                            stop = limit.reached();
                            break;
                        }
                        r = ScopeStep.after(step, process.analyze(key, extra, limit.seconds(),
                                logs.resolve(key.fileName())));
                    }
                } else {
                    r = process.analyze(key, extra, limit.seconds(), logs.resolve(key.fileName()));
                }
                if (r.status() == Status.ERROR && r.note().startsWith("exit 2: ")) {
                    throw new UserError(r.note().substring("exit 2: ".length()));  // a mistake in what was asked
                }
                results.add(r);
                added.add(r.ok() && below != null && below.ok() && r.structures() != null
                        && below.structures() != null ? r.structures() - below.structures() : null);
                if (!json) {
                    o.printf("%5d  %-6s %10s %12s %10s %11s %15s%n", k, r.status().label(),
                            r.ok() ? Times.format(r.millis()) : "-", count(r.structures()),
                            count(added.get(added.size() - 1)), count(r.satChecks()), hits(r));
                }
                if (r.status() == Status.ERROR) {
                    stop = "error at scope " + k + ": " + r.note();
                    break;
                }
                if (r.status() == Status.TO) {
                    stop = "time limit at scope " + k + (limit.total() ? " (--total-timeout " + total + ")"
                            : " (--timeout-per-scope " + perScope + ")");
                    break;
                }
                if (r.status() == Status.OOM) {
                    stop = "memory limit at scope " + k + " (--heap " + heap + ")";
                    break;
                }
            }
        } finally {
            if (shared != null) {
                shared.close();
            }
            deleteTree(logs);
        }
        if (json) {
            o.println(toJson(t, results, added, stop));
        } else {
            notes.forEach(n -> o.println("note: " + n));
            o.println(stop == null ? "all scopes done" : "stopped: " + stop);
        }
        return stop != null && stop.startsWith("error") ? 3 : 0;
    }

    /** What a sweep said besides its rows. */
    private final List<String> notes = new ArrayList<>();

    /**
     * The time limit of one analysis at scope k: the per-scope limit, or what the total leaves when that is less.
     *
     * @param seconds 0 for none
     * @param total   whether the total limit binds
     * @param reached why the sweep stops before scope k (the total is used up), or null
     */
    private record Limit(long seconds, boolean total, String reached) {
    }

    private Limit limit(long start, int k) {
        long limit = perScope;
        boolean totalBinds = false;
        if (total > 0) {
            long left = total - (System.nanoTime() - start) / 1_000_000_000L;
            if (left <= 0) {
                return new Limit(0, true, "total time limit (--total-timeout " + total + ") reached before scope " + k);
            }
            if (limit == 0 || left < limit) {
                limit = left;
                totalBinds = true;
            }
        }
        return new Limit(limit, totalBinds, null);
    }

    /** The count of paths whose input held fewer nodes than the scope, from an analysis with --exact-size. */
    private static Long underScope(AnalysisProcess.Run run) {
        com.fasterxml.jackson.databind.JsonNode j = AnalysisProcess.lastJsonObject(run.stdout());
        com.fasterxml.jackson.databind.JsonNode n = j == null ? null : j.findValue(UnderScope.COUNTER);
        return n != null && n.isNumber() ? n.asLong() : null;
    }

    private List<String> passThrough(Technique t) {
        List<String> extra = new ArrayList<>();
        if (!classOptions.classpath.isEmpty()) {
            extra.add("--classpath");
            extra.add(classOptions.classpath.stream().map(p -> p.toAbsolutePath().toString())
                    .collect(Collectors.joining(":")));
        }
        if (!classOptions.sourcepath.isEmpty()) {
            extra.add("--sourcepath");
            extra.add(classOptions.sourcepath.stream().map(p -> p.toAbsolutePath().toString())
                    .collect(Collectors.joining(":")));
        }
        if (methodOptions.driver != null) {
            extra.add("--driver");
            extra.add(methodOptions.driver);
        }
        extra.addAll(options.arguments(t.entry()));
        extra.addAll(cluster.arguments()); // each scope's analysis coordinates the cluster's workers
        return extra;
    }

    private String toJson(Technique t, List<CellResult> results, List<Long> added, String stop) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("class", classOptions.className);
        m.put("method", methodOptions.method);
        m.put("technique", t.cli());
        m.put("heap", heap);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            CellResult r = results.get(i);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("scope", r.key().scope());
            row.put("status", r.status().label());
            row.put("millis", r.millis());
            row.put("structures", r.structures());
            row.put("added", added.get(i));
            row.put("paths", r.paths());
            row.put("satChecks", r.satChecks());
            row.put("cacheHits", r.cacheHits());
            row.put("cacheLookups", r.cacheLookups());
            row.put("peakHeapBytes", r.peakHeapBytes());
            row.put("note", r.note());
            rows.add(row);
        }
        m.put("scopes", rows);
        m.put("notes", notes);
        m.put("stopped", stop);
        try {
            return new ObjectMapper().writeValueAsString(m);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String count(Long n) {
        return n == null ? "-" : String.format(Locale.ROOT, "%,d", n);
    }

    private static String hits(CellResult r) {
        if (r.cacheHits() == null) {
            return "-";
        }
        return r.cacheLookups() == null ? count(r.cacheHits())
                : count(r.cacheHits()) + "/" + count(r.cacheLookups());
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("bliss-sweep");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a leftover temp directory is harmless
        }
    }
}
