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
 * port, joined to the live ones; they share one cache directory (bounds database, verdict files), as members on one
 * machine do.
 */
final class LocalCluster implements AutoCloseable {

    /**
     * Seconds without heartbeat after which a member is removed: longer than a niced member JVM on a loaded machine
     * may stay silent (a killed member is removed sooner: its connections break).
     */
    static final int HEARTBEAT_SECONDS = 15;

    private final Path cache;
    private final Path logs;
    /** The members' cluster secret ({@code BLISS_CLUSTER_SECRET}), or null for this JVM's environment's. */
    private final String secret;
    private final Map<Integer, Process> members = new LinkedHashMap<>();

    private LocalCluster(Path cache, String secret) throws IOException {
        this.cache = cache;
        this.secret = secret;
        this.logs = Files.createTempDirectory("bliss-cluster-logs");
    }

    private static LocalCluster shared;

    /**
     * The members the cluster tests of this JVM share (starting JVMs is the slow part of these tests), with their
     * own cache directory: started on first use, topped up to {@code n} live members (a test may have killed one),
     * stopped when the JVM exits.
     */
    static synchronized LocalCluster shared(int n) throws Exception {
        if (shared == null) {
            Path cache = Files.createTempDirectory("bliss-cluster-cache");
            shared = new LocalCluster(cache, null);
            LocalCluster c = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                c.close();
                delete(cache);
                delete(c.logs);
            }));
        }
        for (int live = shared.addresses().size(); live < n; live++) {
            shared.add(); // one at a time: two members starting at once might each found a cluster of its own
        }
        return shared;
    }

    /** The members' cache directory ({@code XDG_CACHE_HOME}: bounds database, verdict files). */
    Path cache() {
        return cache;
    }

    /** Starts {@code n} members with one slot each (the first alone, then the others joining it). */
    static LocalCluster start(int n, Path cache) throws Exception {
        return start(n, cache, null);
    }

    /** {@link #start(int, Path)} with the members' cluster secret (null: this JVM's environment's). */
    static LocalCluster start(int n, Path cache, String secret) throws Exception {
        LocalCluster c = new LocalCluster(cache, secret);
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

    /**
     * Starts another member and waits until it has joined; returns its port. A port found free may be taken before
     * the member binds it (other processes on the machine): the member then exits, and another port is tried.
     */
    int add() throws Exception {
        for (int attempt = 1; ; attempt++) {
            int port = start();
            try {
                await(port);
                return port;
            } catch (IllegalStateException e) {
                if (attempt == 3 || !String.valueOf(e.getMessage()).contains("already in use")) {
                    throw e;
                }
                synchronized (this) {
                    members.remove(port);
                }
            }
        }
    }

    /** Starts another member without waiting for it; returns its port. */
    int start() throws IOException {
        int port = freePort();
        List<String> join = new ArrayList<>(addresses());
        join.add("127.0.0.1:" + port);
        Path err = logs.resolve("worker-" + port + ".err");
        ProcessBuilder pb = new ProcessBuilder(List.of(javaBinary(), "-Xss16m", "-Xmx1g",
                "-Dbliss.cluster.heartbeatSeconds=" + HEARTBEAT_SECONDS, "-cp", System.getProperty("java.class.path"),
                "bliss.cli.Main", "worker", "--port", Integer.toString(port), "--cluster", String.join(",", join), "--slots", "1"))
                .redirectOutput(logs.resolve("worker-" + port + ".out").toFile())
                .redirectError(err.toFile());
        pb.environment().put("XDG_CACHE_HOME", cache.toString());
        if (secret != null) {
            pb.environment().put(bliss.cluster.ClusterSecret.ENVIRONMENT, secret);
        }
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

    private static void delete(Path dir) {
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind
        }
    }

    /**
     * A port free now, below Linux's ephemeral range (32768 and up), where the local ends of outgoing connections
     * (the members' own, among others) are not allocated.
     */
    static int freePort() throws IOException {
        java.util.Random random = new java.util.Random();
        for (int i = 0; i < 100; i++) {
            int port = 20_000 + random.nextInt(12_000);
            try (ServerSocket s = new ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
                return s.getLocalPort();
            } catch (IOException taken) {
                // try another
            }
        }
        throw new IOException("no free port found in 20000-31999");
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
