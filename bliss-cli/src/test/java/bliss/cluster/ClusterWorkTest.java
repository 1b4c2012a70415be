package bliss.cluster;

import bliss.bounds.BoundsComputation;
import bliss.bounds.ClassSpec;
import bliss.bounds.TupleQuestions;
import bliss.experiments.AnalysisProcess;
import bliss.experiments.CellResult;
import bliss.experiments.Experiment;
import bliss.experiments.ExperimentCluster;
import bliss.experiments.Grid;
import bliss.experiments.PaperTables;
import bliss.experiments.Technique;
import bliss.spf.analysis.Analysis;
import bliss.cli.AnalyzeCommand;
import bliss.spf.results.AnalysisResult;
import bliss.target.TargetClass;
import com.hazelcast.cluster.Member;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cluster's other units, on three real {@code bliss worker} JVMs: the cells of a small experiment (one worker
 * killed as it is handed its first cell: the cell runs again elsewhere, and the rows are those of the same
 * experiment run locally), the questions of tight bounds (the bounds and CNF of a local computation), and a BLISSDB
 * analysis whose Redis dies in the middle of the run (the workers fall back to their embedded caches; the result is
 * still the local run's).
 */
class ClusterWorkTest {

    static Path cache;
    static LocalCluster cluster;

    @BeforeAll
    static void startMembers() throws Exception {
        cluster = LocalCluster.shared(3);
        cache = cluster.cache();
    }

    static Path boundsDir() {
        return cache.resolve("bliss").resolve("bounds");
    }

    /** A cell's row as both runs must give it: status, structures, paths. */
    static Map<String, String> rows(List<CellResult> cells) {
        Map<String, String> m = new TreeMap<>();
        for (CellResult r : cells) {
            m.put(r.key().toString(), r.status().label() + " " + r.structures() + " structures, " + r.paths()
                    + " paths");
        }
        return m;
    }

    @Test
    void anExperimentOnTheClusterIsTheLocalOneEvenWhenAWorkerIsKilled(@TempDir Path local, @TempDir Path remote)
            throws Exception {
        Grid grid = Grid.quick().select(List.of("BinTree.count"), List.of(Technique.LI, Technique.BLISS),
                java.util.Optional.of(new bliss.experiments.ScopeRange(3, 4)));
        List<String> options = List.of("--bounds-dir", boundsDir().toString(), "--threads", "1");
        PaperTables paper = PaperTables.load();
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
        AnalysisProcess process = new AnalysisProcess("512m", 30);
        List<CellResult> expected = new Experiment(grid, local, (key, extra) -> process.analyze(key, extra, 60,
                local.resolve("logs").resolve(key.fileName())), paper, quiet).cellOptions(options).run();

        AtomicInteger victim = new AtomicInteger();
        ExperimentCluster.Session session = new HazelcastExperimentCluster(m -> {
            if (victim.compareAndSet(0, m.getAddress().getPort())) {
                cluster.kill(victim.get()); // the cell it was handed is lost with it
            }
        }).join(cluster.addresses(), 1);
        List<CellResult> actual;
        String summary;
        try {
            actual = new Experiment(grid, remote, session.runner("512m", 30, 60, remote, grid.cells()), paper, quiet)
                    .cellOptions(options).parallel(Integer.MAX_VALUE).run();
            summary = session.summary();
        } finally {
            session.close();
        }
        assertEquals(grid.cells().size(), expected.size());
        assertEquals(rows(expected), rows(actual));
        assertEquals(rows(expected), rows(new bliss.experiments.CellsCsv(remote.resolve("cells.csv"), paper).read()),
                "the rows appended to cells.csv");
        Matcher m = Pattern.compile("([\\d,]+) re-run").matcher(summary);
        assertTrue(m.find() && Integer.parseInt(m.group(1).replace(",", "")) >= 1, summary);
    }

    @ParameterizedTest(name = "{0} scope {1}")
    @CsvSource({"TreeSet, 6", "AvlTree, 7", "BinomialHeap, 6"})
    void tightBoundsOnTheClusterAreTheLocalOnes(String className, int scope) {
        ClassSpec spec = ClassSpec.of(TargetClass.resolve(className, List.of(), List.of()));
        BoundsComputation.Computed expected = BoundsComputation.compute(spec, scope, null, 1, null);
        BoundsComputation.Computed actual;
        try (TupleQuestions questions = new HazelcastBoundsCluster().join(cluster.addresses())) {
            actual = BoundsComputation.compute(spec, scope, null, 1, null, questions);
        }
        assertEquals(expected.bounds(), actual.bounds());
        assertEquals(expected.problem().variables(), actual.problem().variables());
        assertArrayEquals(expected.problem().clauses(), actual.problem().clauses());
        assertTrue(actual.satCalls() > 0);
    }

    @Test
    void redisDyingMidRunLeavesTheResultExact() throws Exception {
        try (Redis redis = Redis.start()) {
            List<String> args = new ArrayList<>(Arrays.asList("--class", "AvlTree", "--method", "bfs", "--scope", "16",
                    "--technique", "blissdb", "--bounds-dir", boundsDir().toString(), "--redis", redis.url(),
                    "--cache", cache.resolve("verdicts.mv.db").toString()));
            List<String> local = new ArrayList<>(args.subList(0, args.indexOf("--redis"))); // no verdict cache
            local.addAll(List.of("--threads", "1", "--no-cache"));
            AnalysisResult one = AnalyzeCommand.analysis(local, Path.of("").toAbsolutePath()).run();
            AtomicBoolean stopped = new AtomicBoolean();
            Analysis a = AnalyzeCommand.analysis(args, Path.of("").toAbsolutePath());
            AnalysisResult many = new HazelcastAnalysisCluster(new AnalysisCoordinator.Events() {
                @Override
                public void given(Member from, long unit) {
                    if (stopped.compareAndSet(false, true)) {
                        redis.kill();
                    }
                }
            }).run(a, args, Path.of("").toAbsolutePath(), cluster.addresses());
            assertTrue(stopped.get(), "Redis was stopped mid-run");
            assertEquals(ClusterAnalysisTest.counts(one), ClusterAnalysisTest.counts(many));
            assertTrue(many.counters().getOrDefault("cacheFailovers", 0L) >= 1,
                    "the workers fell back from Redis: " + many.counters());
        }
    }

    /** A real redis-server on a free loopback port. */
    static final class Redis implements AutoCloseable {
        private final Process process;
        private final int port;

        private Redis(Process process, int port) {
            this.process = process;
            this.port = port;
        }

        static Redis start() throws Exception {
            int port = LocalCluster.freePort();
            Path dir = Files.createTempDirectory("bliss-redis");
            Process p = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
                    "--save", "", "--appendonly", "no", "--dir", dir.toString())
                    .redirectErrorStream(true).redirectOutput(dir.resolve("redis.log").toFile()).start();
            Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
            while (Instant.now().isBefore(deadline)) {
                try (redis.clients.jedis.Jedis j = new redis.clients.jedis.Jedis("127.0.0.1", port)) {
                    if ("PONG".equals(j.ping())) {
                        return new Redis(p, port);
                    }
                } catch (RuntimeException notYet) {
                    Thread.sleep(100);
                }
            }
            p.destroyForcibly();
            throw new IllegalStateException("redis-server did not start: " + Files.readString(dir.resolve("redis.log")));
        }

        String url() {
            return "redis://127.0.0.1:" + port;
        }

        void kill() {
            process.destroyForcibly();
        }

        @Override
        public void close() {
            process.destroyForcibly();
        }
    }
}
