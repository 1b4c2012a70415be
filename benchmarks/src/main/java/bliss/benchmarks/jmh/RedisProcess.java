package bliss.benchmarks.jmh;

import redis.clients.jedis.Jedis;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A redis-server of the benchmark's own, on a free loopback port, without persistence, its files in a temporary
 * directory. Needs {@code redis-server} on the PATH (Debian: {@code apt-get install redis-server}).
 */
final class RedisProcess implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path dir;

    private RedisProcess(Process process, int port, Path dir) {
        this.process = process;
        this.port = port;
        this.dir = dir;
    }

    static RedisProcess start() throws IOException, InterruptedException {
        String binary = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .map(d -> Path.of(d, "redis-server")).filter(Files::isExecutable).map(Path::toString).findFirst()
                .orElseThrow(() -> new IllegalStateException("redis-server is not on the PATH (apt-get install "
                        + "redis-server), needed by the Redis verdict cache benchmark"));
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path dir = Files.createTempDirectory("bliss-jmh-redis");
        Process p = new ProcessBuilder(List.of(binary, "--port", Integer.toString(port), "--bind", "127.0.0.1",
                "--save", "", "--appendonly", "no", "--dir", dir.toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("redis.log").toFile()).start();
        RedisProcess r = new RedisProcess(p, port, dir);
        for (int i = 0; i < 500; i++) {
            try (Jedis j = new Jedis("127.0.0.1", port)) {
                if ("PONG".equals(j.ping())) {
                    return r;
                }
            } catch (RuntimeException starting) {
                if (!p.isAlive()) {
                    break;
                }
                Thread.sleep(20);
            }
        }
        r.close();
        throw new IllegalStateException("redis-server did not answer on port " + port + "; see "
                + dir.resolve("redis.log"));
    }

    String url() {
        return "redis://127.0.0.1:" + port;
    }

    @Override
    public void close() {
        process.destroy();
        try {
            process.waitFor();
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(f);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // a temporary directory left behind is harmless
        }
    }
}
