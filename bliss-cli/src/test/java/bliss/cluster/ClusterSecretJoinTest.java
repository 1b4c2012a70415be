package bliss.cluster;

import bliss.cli.AnalyzeCommand;
import bliss.cli.AnalyzeCommandTest;
import bliss.spf.analysis.Analysis;
import bliss.spf.results.AnalysisResult;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A cluster nobody without its secret joins, with a real {@code bliss worker} JVM on loopback whose secret is
 * {@code a}: a command with the same secret joins and gives the local result; one with another secret, or none, is
 * refused with one line, and the worker says from its side that it refused it and ran nothing of it (its log names
 * every coordinator that joined, and when one leaves, how many of its units ran there: the refused ones never join).
 */
class ClusterSecretJoinTest {

    static Path cache;
    static LocalCluster cluster;
    static int port;
    static Path secretA;
    static Path secretB;

    @BeforeAll
    static void startWorker() throws Exception {
        cache = Files.createTempDirectory("bliss-secret-cache");
        cluster = LocalCluster.start(1, cache, "a");
        port = Integer.parseInt(address().substring(address().lastIndexOf(':') + 1));
        secretA = secret("a");
        secretB = secret("b");
    }

    @AfterAll
    static void stopWorker() {
        cluster.close();
    }

    static String address() {
        return cluster.addresses().get(0);
    }

    private static Path secret(String text) throws IOException {
        Path f = Files.writeString(cache.resolve("secret-" + text), text + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        return f;
    }

    /** Binary trees of 0..k nodes (sums of Catalan numbers): BinTree.count's structures at scope k. */
    static long binaryTrees(int k) {
        long sum = 0;
        long catalan = 1;
        for (int n = 0; n <= k; n++) {
            sum += catalan;
            catalan = catalan * 2 * (2 * n + 1) / (n + 2);
        }
        return sum;
    }

    /** What the worker logged since {@code before}. */
    static String logSince(String before) throws IOException {
        return cluster.log(port).substring(before.length());
    }

    @Test
    void theRightSecretJoinsAndGivesTheLocalResult() throws Exception {
        String before = cluster.log(port);
        List<String> args = List.of("--class", "BinTree", "--method", "count", "--scope", "6", "--technique", "li",
                "--bounds-dir", cache.resolve("bliss").resolve("bounds").toString(), "--no-cache",
                "--dump", cache.resolve("dump").toString());
        List<String> one = new ArrayList<>(args);
        one.addAll(List.of("--threads", "1"));
        AnalysisResult local = AnalyzeCommand.analysis(one, Path.of("").toAbsolutePath()).run();
        Analysis a = AnalyzeCommand.analysis(args, Path.of("").toAbsolutePath());
        HazelcastAnalysisCluster withA = new HazelcastAnalysisCluster();
        withA.useSecret(ClusterSecret.of("a"));
        AnalysisResult distributed = withA.run(a, args, Path.of("").toAbsolutePath(), List.of(address()));
        ClusterAnalysisTest.assertSame(local, distributed);
        assertEquals(binaryTrees(6), distributed.structures());

        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss("analyze", "--class", "BinTree", "--method", "count",
                "--scope", "5", "--cluster", address(), "--secret-file", secretA.toString(), "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals(binaryTrees(5), new ObjectMapper().readTree(r.out()).get("structures").asLong(), r.out());

        String log = awaitLog(before, "units of its run here", 2);
        Matcher m = Pattern.compile("units of its run here: (\\d+)").matcher(log);
        while (m.find()) {
            assertTrue(Integer.parseInt(m.group(1)) >= 1, log);
        }
    }

    @Test
    void anotherSecretIsRefusedAndNothingOfItRunsOnTheWorker() throws Exception {
        String before = cluster.log(port);
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss("analyze", "--class", "BinTree", "--method", "count",
                "--scope", "5", "--cluster", address(), "--secret-file", secretB.toString());
        assertRefused(r.status(), r.err());
        r = AnalyzeCommandTest.bliss("bounds", "--class", "BinTree", "--scopes", "4", "--cluster", address(),
                "--secret-file", secretB.toString());
        assertRefused(r.status(), r.err());
        assertWorkerRefusedAndRanNothing(before, 2);
    }

    @Test
    void aMissingSecretOrAnotherInTheEnvironmentIsRefused() throws Exception {
        String before = cluster.log(port);
        List<String> analyze = List.of("analyze", "--class", "BinTree", "--method", "count", "--scope", "5",
                "--cluster", address());
        Child none = child(Map.of(), analyze);
        assertRefused(none.status, none.err);
        assertTrue(none.err.contains("this one has none"), none.err);
        Child b = child(Map.of(ClusterSecret.ENVIRONMENT, "b"), analyze);
        assertRefused(b.status, b.err);
        assertWorkerRefusedAndRanNothing(before, 2);
    }

    @Test
    void aWorkerWithAnotherSecretIsRefusedOnBothSides() throws Exception {
        String before = cluster.log(port);
        int other = LocalCluster.freePort();
        Child w = child(Map.of(ClusterSecret.ENVIRONMENT, "b"), List.of("worker", "--port", Integer.toString(other),
                "--cluster", address() + ",127.0.0.1:" + other, "--slots", "1"));
        assertRefused(w.status, w.err);
        String log = awaitLog(before, "refused", 1);
        assertTrue(log.contains("bliss worker: refused 127.0.0.1:" + other + ": its secret differs"), log);
        assertFalse(log.contains("joined"), log);
    }

    @Test
    void aHazelcastClientThatKnowsTheClusterNameIsNotServed() {
        // Hazelcast's client protocol would take tasks from any client with the cluster name: it is off
        ClientConfig c = new ClientConfig();
        c.setClusterName(ClusterSecret.of("a").clusterName());
        c.getNetworkConfig().addAddress(address());
        c.getConnectionStrategyConfig().getConnectionRetryConfig().setClusterConnectTimeoutMillis(3000);
        c.setProperty("hazelcast.logging.type", "none");
        assertThrows(IllegalStateException.class, () -> HazelcastClient.newHazelcastClient(c).shutdown());
    }

    @Test
    void theWorkerListensOnItsOwnAddressNotEveryInterface() throws Exception {
        // Were it bound to every interface (the wildcard address), this bind to another loopback address would fail
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.2"), port));
        }
    }

    @Test
    void sweepGivesItsAnalysesTheSecretFile() throws Exception {
        String before = cluster.log(port);
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.bliss("sweep", "--class", "BinTree", "--method", "count",
                "--technique", "li", "--scopes", "2..3", "--heap", "512m", "--cluster", address(), "--secret-file",
                secretA.toString(), "--json");
        assertEquals(0, r.status(), r.err() + r.out());
        List<Long> structures = new ArrayList<>();
        new ObjectMapper().readTree(r.out()).get("scopes").forEach(row -> structures.add(row.get("structures").asLong()));
        assertEquals(List.of(binaryTrees(2), binaryTrees(3)), structures, r.out());
        String log = awaitLog(before, "units of its run here", 2);
        assertFalse(log.contains("refused"), log);
    }

    static void assertRefused(int status, String err) {
        assertEquals(2, status, err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("bliss: refused by the cluster at " + address() + ": its secret differs"), err);
    }

    /** The worker logged {@code refusals} refusals since {@code before}, and no coordinator joined it. */
    static void assertWorkerRefusedAndRanNothing(String before, int refusals) throws Exception {
        String log = awaitLog(before, "refused", refusals);
        assertEquals(refusals, log.lines().filter(l -> l.matches("bliss worker: refused 127\\.0\\.0\\.1:\\d+: its "
                + "secret differs")).count(), log);
        assertFalse(log.contains("joined"), log);
        assertFalse(log.contains("units of its run here"), log);
    }

    /** The worker's log since {@code before}, once it has {@code n} lines containing {@code text} (30 s at most). */
    static String awaitLog(String before, String text, int n) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(30));
        String log = logSince(before);
        while (log.lines().filter(l -> l.contains(text)).count() < n && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
            log = logSince(before);
        }
        return log;
    }

    record Child(int status, String out, String err) {
    }

    /** {@code bliss ARGS} in a JVM of its own with this environment (and no other secret). */
    static Child child(Map<String, String> env, List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "bliss.cli.Main"));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove(ClusterSecret.ENVIRONMENT);
        pb.environment().putAll(env);
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        Path out = Files.createTempFile(cache, "child", ".out");
        Path err = Files.createTempFile(cache, "child", ".err");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("bliss " + args + " did not end in 120 s: " + Files.readString(err));
        }
        return new Child(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
