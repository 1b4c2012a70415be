package bliss.spf.testing;

import redis.clients.jedis.Jedis;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real redis-server for tests, on a free loopback port, with its data in a temporary directory. Needs
 * {@code redis-server} on the PATH ({@code .ci/run} installs it); without it the test fails and says so.
 */
public final class RedisServer implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path dir;

    private RedisServer(Process process, int port, Path dir) {
        this.process = process;
        this.port = port;
        this.dir = dir;
    }

    public static RedisServer start() throws IOException, InterruptedException {
        String binary = findOnPath("redis-server");
        if (binary == null) {
            throw new IllegalStateException("redis-server is not on the PATH: install it (apt-get install "
                    + "redis-server; bash .ci/run does it) to run the BLISSDB tests");
        }
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path dir = Files.createTempDirectory("bliss-redis");
        Process p = new ProcessBuilder(List.of(binary, "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--dir", dir.toString(), "--protected-mode", "yes"))
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("redis.log").toFile())
                .start();
        RedisServer server = new RedisServer(p, port, dir);
        server.awaitReady();
        return server;
    }

    private void awaitReady() throws InterruptedException, IOException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("redis-server exited: " + Files.readString(dir.resolve("redis.log")));
            }
            try (Jedis j = new Jedis("127.0.0.1", port)) {
                if ("PONG".equals(j.ping())) {
                    return;
                }
            } catch (RuntimeException notYet) {
                Thread.sleep(20);
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("redis-server did not answer on port " + port);
    }

    private static String findOnPath(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path p = Path.of(d, name);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    public int port() {
        return port;
    }

    /** Stops the server at once (the way a crash or a stopped container would look to a client). */
    public void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }
}
