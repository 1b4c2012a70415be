package bliss.cluster;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Real {@code bliss worker}s for tests: each a separate JVM on this test's class path, listening on a free loopback
 * port, joined to the first; they share one cache directory (bounds database, verdict files), as members on one
 * machine do. Members notice a lost member within a few seconds (a short heartbeat timeout).
 */
final class LocalCluster implements AutoCloseable {

    /** Seconds without heartbeat after which a member is removed: short, for tests that kill one. */
    static final int HEARTBEAT_SECONDS = 5;

    private final Path cache;
    private final Path logs;
    private final Map<Integer, Process> members = new LinkedHashMap<>();
    private int first;

    private LocalCluster(Path cache) throws IOException {
        this.cache = cache;
        this.logs = Files.createTempDirectory("bliss-cluster-logs");
    }

    /** Starts {@code n} members with one slot each (the first alone, then the others joining it). */
    static LocalCluster start(int n, Path cache) throws Exception {
        LocalCluster c = new LocalCluster(cache);
        try {
            for (int i = 0; i < n; i++) {
                c.add();
            }
        } catch (Exception | Error e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** Starts another member and waits until it has joined; returns its port. */
    int add() throws Exception {
        int port = start();
        await(port);
        return port;
    }

    /** Starts another member without waiting for it; returns its port. */
    int start() throws IOException {
        int port = freePort();
        if (first == 0) {
            first = port;
        }
        String join = "127.0.0.1:" + first + ",127.0.0.1:" + port;
        Path err = logs.resolve("worker-" + port + ".err");
        ProcessBuilder pb = new ProcessBuilder(List.of(javaBinary(), "-Xss16m", "-Xmx1g",
                "-Dbliss.cluster.heartbeatSeconds=" + HEARTBEAT_SECONDS, "-cp", System.getProperty("java.class.path"),
                "bliss.cli.Main", "worker", "--port", Integer.toString(port), "--cluster", join, "--slots", "1"))
                .redirectOutput(logs.resolve("worker-" + port + ".out").toFile())
                .redirectError(err.toFile());
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        synchronized (this) {
            members.put(port, pb.start());
        }
        return port;
    }

    /** Waits until the member on {@code port} says it listens, in the cluster. */
    void await(int port) throws Exception {
        Path err = logs.resolve("worker-" + port + ".err");
        Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
        while (Instant.now().isBefore(deadline)) {
            Process p;
            synchronized (this) {
                p = members.get(port);
            }
            String text = Files.exists(err) ? Files.readString(err, StandardCharsets.UTF_8) : "";
            if (text.contains("bliss worker: listening")) {
                return;
            }
            if (!p.isAlive()) {
                throw new IllegalStateException("the worker on port " + port + " exited: " + text);
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("the worker on port " + port + " did not start in 90 s");
    }

    /** The members' addresses, as --cluster takes them. */
    synchronized List<String> addresses() {
        List<String> out = new ArrayList<>();
        for (int port : members.keySet()) {
            if (members.get(port).isAlive()) {
                out.add("127.0.0.1:" + port);
            }
        }
        return out;
    }

    /** Kills the member on {@code port} as kill -9 does. */
    void kill(int port) {
        Process p;
        synchronized (this) {
            p = members.get(port);
        }
        if (p != null) {
            p.destroyForcibly();
        }
    }

    /** What the member on {@code port} wrote on stderr. */
    String log(int port) throws IOException {
        return Files.readString(logs.resolve("worker-" + port + ".err"), StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void close() {
        for (Process p : members.values()) {
            p.destroyForcibly();
        }
        for (Process p : members.values()) {
            try {
                p.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
