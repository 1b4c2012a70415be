package bliss.cli;

import bliss.experiments.AnalysisProcess;
import bliss.spf.testing.RedisServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.args.ClientPauseMode;

import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hang suite for {@code --redis}: every kind of wrong peer, each a real socket or a real redis-server, and a real
 * {@code bliss analyze} in a child JVM. Each run ends on its own, with its result (BLISSDB goes on with the embedded
 * file) and one warning line naming the Redis, and the peer costs it less than 10 seconds over a run without Redis.
 */
class RedisPeerTest {

    private final List<AutoCloseable> peers = new ArrayList<>();

    @AfterEach
    void closePeers() throws Exception {
        for (AutoCloseable p : peers) {
            p.close();
        }
    }

    private static List<String> analyze(Path dir, String redis, int scope) {
        List<String> args = new ArrayList<>(List.of("analyze", "--class", "TreeSet", "--method", "bfs",
                "--technique", "blissdb", "--scope", Integer.toString(scope), "--threads", "1", "--cache",
                dir.resolve("v.mv.db").toString(), "--json"));
        if (redis != null) {
            args.addAll(List.of("--redis", redis));
        }
        return args;
    }

    /** Runs the analysis; @return it, with the warning lines about Redis */
    private static AnalysisProcess.Run run(Path dir, String redis, int scope) {
        return new AnalysisProcess("256m", 0).run(analyze(dir, redis, scope), 120, dir.resolve("log"));
    }

    private static List<String> redisWarnings(AnalysisProcess.Run r) {
        return r.stderr().lines().filter(l -> l.contains("WARN") || l.contains("warning")).toList();
    }

    private void checkEndsWithOneLine(Path dir, String url) {
        AnalysisProcess.Run plain = run(dir.resolve("plain"), null, 3);
        assertEquals(0, plain.exitCode(), plain.stderr());
        AnalysisProcess.Run r = run(dir.resolve("peer"), url, 3);
        assertFalse(r.killed());
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(r.stdout().contains("\"structures\":"), r.stdout());
        List<String> warnings = redisWarnings(r);
        assertEquals(1, warnings.size(), r.stderr());
        assertTrue(warnings.get(0).contains(url), warnings.get(0));
        assertTrue(r.processMillis() - plain.processMillis() < 10_000, "the peer cost "
                + (r.processMillis() - plain.processMillis()) + " ms");
    }

    /** A listener that runs {@code onAccept} for each connection, on its own thread. */
    private ServerSocket listener(java.util.function.Consumer<Socket> onAccept) throws IOException {
        ServerSocket server = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress());
        peers.add(server);
        List<Socket> held = new ArrayList<>();
        peers.add(() -> {
            for (Socket s : held) {
                s.close();
            }
        });
        Thread t = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    synchronized (held) {
                        held.add(s);
                    }
                    onAccept.accept(s);
                } catch (IOException closed) {
                    return;
                }
            }
        }, "peer");
        t.setDaemon(true);
        t.start();
        return server;
    }

    @Test
    void aClosedPort(@TempDir Path dir) throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        checkEndsWithOneLine(dir, "redis://127.0.0.1:" + port);
    }

    @Test
    void aListenerThatSaysNothing(@TempDir Path dir) throws IOException {
        ServerSocket silent = listener(s -> { });
        checkEndsWithOneLine(dir, "redis://127.0.0.1:" + silent.getLocalPort());
    }

    @Test
    void aServerThatIsNotRedis(@TempDir Path dir) throws IOException {
        ServerSocket http = listener(s -> {
            try (OutputStream out = s.getOutputStream()) {
                out.write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            } catch (IOException gone) {
                // the client left first
            }
        });
        checkEndsWithOneLine(dir, "redis://127.0.0.1:" + http.getLocalPort());
    }

    @Test
    void aServerThatSendsGarbage(@TempDir Path dir) throws IOException {
        ServerSocket noise = listener(s -> {
            try {
                s.getOutputStream().write(new byte[]{'$', '9', '9', '9', '9', '9', '9', '9', '9', '9', '\r', '\n', 1, 2});
            } catch (IOException gone) {
                // the client left first
            }
        });
        checkEndsWithOneLine(dir, "redis://127.0.0.1:" + noise.getLocalPort());
    }

    /**
     * A Redis that stops mid-run: once the analysis's client has loaded its script (CLIENT LIST), every client is
     * paused (CLIENT PAUSE), so the analysis's next command, at the latest its final batch of new verdicts, waits
     * for a server that is then stopped. The run must say so once and finish on the embedded file, so the warning is
     * also the proof that Redis stopped mid-run. (Without the pause, a quick run could send its last command before
     * the stop and never see it: CI saw that once at scope 6.)
     */
    @Test
    void aRedisThatStopsMidRun(@TempDir Path dir) throws Exception {
        RedisServer redis = RedisServer.start();
        peers.add(redis);
        CompletableFuture<AnalysisProcess.Run> running = CompletableFuture.supplyAsync(() -> run(dir, redis.url(), 8));
        try (Jedis watch = new Jedis("127.0.0.1", redis.port())) {
            while (!running.isDone() && watch.clientList().lines().noneMatch(c -> c.contains(" cmd=script")
                    || c.contains(" cmd=evalsha") || c.contains(" cmd=hget") || c.contains(" cmd=hmget"))) {
                Thread.onSpinWait(); // until the analysis's client is past its handshake (it loaded its script)
            }
            assertFalse(running.isDone(), "the run ended before its client was seen");
            watch.clientPause(120_000, ClientPauseMode.ALL);
            redis.stop();
        }
        AnalysisProcess.Run r = running.get();
        assertFalse(r.killed());
        assertEquals(0, r.exitCode(), r.stderr());
        List<String> warnings = redisWarnings(r);
        assertEquals(1, warnings.size(), r.stderr());
        assertTrue(warnings.get(0).contains("stopped answering"), warnings.get(0));
    }
}
