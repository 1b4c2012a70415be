package bliss.benchmarks.jmh;

import bliss.spf.cache.EmbeddedVerdictCache;
import bliss.spf.cache.NoVerdictCache;
import bliss.spf.cache.RedisVerdictCache;
import bliss.spf.cache.Verdict;
import bliss.spf.cache.VerdictCache;
import bliss.spf.cache.VerdictKey;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * One lookup in each verdict cache (BLISSDB, paper Alg. 7): none (BLISS proper), the embedded verdict file,
 * and Redis on a redis-server started for the benchmark. The cache holds {@code keys} verdicts whose assumption
 * sets look like BLISS's (a few dozen edges); {@code hit} looks up stored ones, {@code miss} absent ones.
 * Redis remembers what a run has read, so after the first pass its hits are local; its misses always cross the
 * loopback, and {@code firstHit} (a fresh connection per iteration, 1000 lookups) measures hits that do.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class VerdictCacheBenchmark {

    /** A fingerprint of an invariant and layout, as bounds-compute makes them (SHA-256, hex). */
    private static final String FINGERPRINT = "3f9a1c2be4d5f60718293a4b5c6d7e8f9012a3b4c5d6e7f8091a2b3c4d5e6f708";

    @Param({"none", "embedded", "redis"})
    public String store;

    @Param({"10000"})
    public int keys;

    @Param({"24"})
    public int edges;

    private VerdictCache cache;
    private RedisProcess redis;
    private Path file;
    private VerdictKey[] present;
    private VerdictKey[] absent;
    private int next;

    @Setup(Level.Trial)
    public void open() throws IOException, InterruptedException {
        Random random = new Random(42);
        present = keys(random);
        absent = keys(random);
        cache = openStore();
        for (VerdictKey k : present) {
            cache.store(k, 5, random.nextBoolean());
        }
    }

    private VerdictCache openStore() throws IOException, InterruptedException {
        switch (store) {
            case "none" -> {
                return new NoVerdictCache();
            }
            case "embedded" -> {
                file = Files.createTempFile("bliss-jmh-verdicts", ".mv.db");
                Files.delete(file);
                return EmbeddedVerdictCache.open(file);
            }
            case "redis" -> {
                if (redis == null) {
                    redis = RedisProcess.start();
                }
                return RedisVerdictCache.connect(redis.url());
            }
            default -> throw new IllegalArgumentException("store: none, embedded or redis, not " + store);
        }
    }

    private VerdictKey[] keys(Random random) {
        VerdictKey[] out = new VerdictKey[keys];
        for (int i = 0; i < keys; i++) {
            int[] e = new int[edges];
            for (int j = 0; j < edges; j++) {
                e[j] = random.nextInt(1 << 20);  // source, field and target atoms packed, as the engine does
            }
            out[i] = VerdictKey.of(FINGERPRINT, e);
        }
        return out;
    }

    /**
     * For firstHit: a Redis connection that has read nothing yet, new for every iteration; the embedded store
     * (one file, one owner) and none have no memory of reads and are shared.
     */
    @State(Scope.Thread)
    public static class FreshReader {
        VerdictCache cache;
        int next;

        @Setup(Level.Iteration)
        public void connect(VerdictCacheBenchmark b) throws IOException, InterruptedException {
            cache = b.store.equals("redis") ? b.openStore() : b.cache;
        }

        @TearDown(Level.Iteration)
        public void disconnect(VerdictCacheBenchmark b) {
            if (cache != b.cache) {
                cache.close();
            }
        }
    }

    @Benchmark
    public Verdict hit() {
        VerdictKey k = present[next];
        next = next + 1 == keys ? 0 : next + 1;
        return cache.lookup(k, 7);
    }

    @Benchmark
    public Verdict miss() {
        VerdictKey k = absent[next];
        next = next + 1 == keys ? 0 : next + 1;
        return cache.lookup(k, 7);
    }

    /** Hits on keys the connection has not read before; the score is the time of a batch of 1000. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Measurement(iterations = 5, batchSize = 1000)
    @Warmup(iterations = 2, batchSize = 1000)
    public Verdict firstHit(FreshReader reader) {
        VerdictKey k = present[reader.next];
        reader.next = reader.next + 1 == keys ? 0 : reader.next + 1;
        return reader.cache.lookup(k, 7);
    }

    @TearDown(Level.Trial)
    public void close() throws IOException {
        cache.close();
        if (redis != null) {
            redis.close();
            redis = null;
        }
        if (file != null) {
            Files.deleteIfExists(file);
        }
    }
}
