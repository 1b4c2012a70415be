package bliss.spf.cache;

import bliss.spf.testing.RedisServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The three stores behave alike, against a real redis-server and real files. */
class VerdictCacheTest {

    private static final String FP = "0f".repeat(32);

    private static VerdictKey key(int... edges) {
        return VerdictKey.of(FP, edges);
    }

    /** The contract every store must keep. */
    private static void checkScopeRules(VerdictCache cache) {
        assertEquals(Verdict.UNKNOWN, cache.lookup(key(1, 2), 5));
        cache.store(key(1, 2), 5, true);
        cache.store(key(2, 1, 3), 5, false);
        assertEquals(Verdict.SATISFIABLE, cache.lookup(key(2, 1), 5));
        assertEquals(Verdict.SATISFIABLE, cache.lookup(key(1, 2), 9));
        assertEquals(Verdict.UNKNOWN, cache.lookup(key(1, 2), 4));
        assertEquals(Verdict.UNSATISFIABLE, cache.lookup(key(3, 2, 1), 5));
        assertEquals(Verdict.UNSATISFIABLE, cache.lookup(key(1, 2, 3), 2));
        assertEquals(Verdict.UNKNOWN, cache.lookup(key(1, 2, 3), 6));
        cache.store(key(1, 2), 3, true);   // more general: kept
        cache.store(key(1, 2), 8, true);   // less general: ignored
        assertEquals(Verdict.SATISFIABLE, cache.lookup(key(1, 2), 3));
        CacheStats s = cache.stats();
        assertEquals(8, s.lookups());
        assertEquals(3, s.satHits());
        assertEquals(2, s.unsatHits());
        assertEquals(4, s.stores());
    }

    /** Each verdict keeps the proof it was stored with, the proof of the most general verdict (Redis, a file). */
    private static void storeProofs(VerdictCache cache) {
        cache.store(key(1, 2), VerdictRecord.EMPTY.withSat(5, new int[]{7, 8, 9}));
        cache.store(key(3), VerdictRecord.EMPTY.withSat(6, new int[]{1}));
        cache.store(key(3), VerdictRecord.EMPTY.withSat(4));            // more general, without a proof
        cache.store(key(4), VerdictRecord.EMPTY.withSat(4));
        cache.store(key(4), VerdictRecord.EMPTY.withSat(4, new int[]{5})); // as general, a proof joins it
        cache.store(key(5), VerdictRecord.EMPTY.withUnsat(7, new int[0])); // the empty core: the CNF is UNSAT
        cache.store(key(5), VerdictRecord.EMPTY.withUnsat(7, new int[]{1, 2})); // as general: the first kept
        cache.store(key(6), VerdictRecord.EMPTY.withUnsat(3, new int[]{4, 6}));
        cache.store(key(6), VerdictRecord.EMPTY.withSat(9, new int[]{4, 6, 8}));
    }

    private static void checkProofs(VerdictCache cache) {
        assertArrayEquals(new int[]{7, 8, 9}, cache.find(key(2, 1), 6).proofAt(6));
        assertEquals(null, cache.find(key(1, 2), 4), "SAT at 5 says nothing at 4");
        assertEquals(null, cache.find(key(3), 5).proofAt(5), "the proof of a less general verdict is dropped");
        assertArrayEquals(new int[]{5}, cache.find(key(4), 4).proofAt(4));
        assertArrayEquals(new int[0], cache.find(key(5), 7).proofAt(7));
        assertArrayEquals(new int[]{4, 6}, cache.find(key(6), 2).proofAt(2));
        assertArrayEquals(new int[]{4, 6, 8}, cache.find(key(6), 10).proofAt(10));
        assertEquals(Verdict.UNKNOWN, cache.lookup(key(6), 5));
    }

    @Test
    void everyStoreKeepsTheProofs(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            storeProofs(cache);
            checkProofs(cache);
        }
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            checkProofs(cache); // read back from the file
        }
        try (RedisServer redis = RedisServer.start()) {
            try (VerdictCache cache = RedisVerdictCache.connect(redis.url())) {
                storeProofs(cache);
                checkProofs(cache);
            }
            try (RedisServer other = RedisServer.start()) {
                try (VerdictCache run = RunVerdicts.over(RedisVerdictCache.connect(other.url()))) {
                    storeProofs(run);
                    checkProofs(run);
                } // the run's memory written to Redis in one batch
                try (VerdictCache cache = RedisVerdictCache.connect(other.url())) {
                    checkProofs(cache);
                }
            }
        }
    }

    @Test
    void embeddedStoreKeepsTheScopeRules(@TempDir Path dir) {
        try (VerdictCache cache = EmbeddedVerdictCache.open(dir.resolve("v.mv.db"))) {
            checkScopeRules(cache);
        }
    }

    @Test
    void redisStoreKeepsTheScopeRules() throws Exception {
        try (RedisServer redis = RedisServer.start(); VerdictCache cache = RedisVerdictCache.connect(redis.url())) {
            checkScopeRules(cache);
        }
    }

    @Test
    void redisVerdictsAreSharedBetweenConnections() throws Exception {
        try (RedisServer redis = RedisServer.start()) {
            try (VerdictCache first = RedisVerdictCache.connect(redis.url())) {
                first.store(key(7), 6, true);
                first.store(key(8), 6, false);
            }
            try (VerdictCache second = RedisVerdictCache.connect(redis.url())) {
                assertEquals(Verdict.SATISFIABLE, second.lookup(key(7), 10));
                assertEquals(Verdict.UNSATISFIABLE, second.lookup(key(8), 6));
                second.store(key(7), 9, true);      // less general than 6: the server keeps 6
            }
            try (VerdictCache third = RedisVerdictCache.connect(redis.url())) {
                assertEquals(Verdict.SATISFIABLE, third.lookup(key(7), 6));
            }
        }
    }

    @Test
    void redisGoingAwayMidRunFailsOverToTheEmbeddedStore(@TempDir Path dir) throws Exception {
        RedisServer redis = RedisServer.start();
        try (VerdictCache cache = VerdictCaches.open(redis.url(), dir.resolve("v.mv.db"))) {
            assertTrue(cache instanceof RunVerdicts, cache.getClass().getName());
            cache.store(key(1), 4, true);
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(1), 4));
            redis.stop();
            // The next operations go to the embedded store: no exception, no wrong answer.
            assertEquals(Verdict.UNKNOWN, cache.lookup(key(2), 4));
            cache.store(key(2), 4, false);
            assertEquals(Verdict.UNSATISFIABLE, cache.lookup(key(2), 4));
            assertEquals(1, cache.stats().failovers());
        } finally {
            redis.close();
        }
    }

    @Test
    void aRunsMemoryKeepsTheScopeRulesAndWritesWhatItLearntToRedis(@TempDir Path dir) throws Exception {
        try (RedisServer redis = RedisServer.start()) {
            try (VerdictCache cache = VerdictCaches.open(redis.url(), dir.resolve("v.mv.db"))) {
                checkScopeRules(cache);
            }
            try (VerdictCache raw = RedisVerdictCache.connect(redis.url())) {
                assertEquals(Verdict.SATISFIABLE, raw.lookup(key(1, 2), 3), "written when the run closed");
                assertEquals(Verdict.UNSATISFIABLE, raw.lookup(key(1, 2, 3), 5));
            }
            // More than a batch: the first batches reach Redis while the run still goes on.
            int n = RunVerdicts.BATCH + 100;
            try (VerdictCache cache = VerdictCaches.open(redis.url(), dir.resolve("v.mv.db"));
                 VerdictCache raw = RedisVerdictCache.connect(redis.url())) {
                for (int i = 0; i < n; i++) {
                    cache.store(key(1000, i), 7, i % 2 == 0);
                }
                assertEquals(Verdict.SATISFIABLE, raw.lookup(key(1000, 0), 7), "flushed with its batch");
                assertEquals(Verdict.UNKNOWN, raw.lookup(key(1000, n - 2), 7), "still in the run's memory");
            }
            try (VerdictCache raw = RedisVerdictCache.connect(redis.url())) {
                for (int i = 0; i < n; i += i < n - 300 ? 97 : 1) { // a sample of each batch, all of the last
                    assertEquals(i % 2 == 0 ? Verdict.SATISFIABLE : Verdict.UNSATISFIABLE,
                            raw.lookup(key(1000, i), 7), "verdict " + i);
                }
            }
        }
    }

    @Test
    void theEmbeddedFileKeepsManyVerdictsOfSeveralFingerprintsApart(@TempDir Path dir) {
        Path file = dir.resolve("v.mv.db");
        String other = "a5".repeat(32);
        int n = VerdictSegment.PART + 7; // two parts
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            for (int i = 0; i < n; i++) {
                cache.store(key(i, i + 1), 4 + i % 3, i % 5 != 0);
            }
            cache.store(VerdictKey.of(other, new int[]{1, 2}), 9, false);
        }
        try (EmbeddedVerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(n + 1, cache.size());
            for (int i = 0; i < n; i++) {
                int scope = 4 + i % 3;
                assertEquals(i % 5 != 0 ? Verdict.SATISFIABLE : Verdict.UNSATISFIABLE,
                        cache.lookup(key(i + 1, i), scope), "verdict " + i);
            }
            assertEquals(Verdict.UNSATISFIABLE, cache.lookup(VerdictKey.of(other, new int[]{2, 1}), 9));
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(1, 2), 9), "its own verdict, not the other's UNSAT");
            cache.store(key(0, 1), 2, true); // the segment changes: written again on close
        }
        try (EmbeddedVerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(0, 1), 2));
            assertEquals(n + 1, cache.size());
        }
    }

    @Test
    void aFileOfAnOlderBlissStartsAfresh(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        java.nio.file.Files.writeString(file, "H:2,block:2,blockSize:1000,chunk:1,created:18c (an H2 MVStore file)");
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(Verdict.UNKNOWN, cache.lookup(key(1, 2), 5), "nothing read from the old file");
            cache.store(key(1, 2), 5, true);
        }
        try (EmbeddedVerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(1, 2), 5), "the file works again");
            assertEquals(1, cache.size());
        }
    }

    @Test
    void unreachableRedisAtStartMeansTheEmbeddedStore(@TempDir Path dir) throws Exception {
        int port;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            port = s.getLocalPort();
        }
        try (VerdictCache cache = VerdictCaches.open("redis://127.0.0.1:" + port, dir.resolve("v.mv.db"))) {
            assertTrue(cache instanceof EmbeddedVerdictCache, cache.describe());
            checkScopeRules(cache);
        }
    }

    @Test
    void analysesOfOneJvmShareTheFile(@TempDir Path dir) {
        Path file = dir.resolve("v.mv.db");
        VerdictCache first = VerdictCaches.open(null, file);
        try (VerdictCache second = VerdictCaches.open(null, file)) {
            assertEquals(file.toString(), first.describe());
            assertEquals(file.toString(), second.describe());
            first.store(key(1, 2), 5, true);
            assertEquals(Verdict.SATISFIABLE, second.lookup(key(1, 2), 6));
            first.close();
            first.close(); // twice: nothing more
            second.store(key(3), 5, false); // still open for the other user
            assertEquals(Verdict.UNSATISFIABLE, second.lookup(key(3), 5));
        }
        try (EmbeddedVerdictCache again = EmbeddedVerdictCache.open(file)) {
            assertEquals(Verdict.UNSATISFIABLE, again.lookup(key(3), 4), "closed by its last user, then reopened");
        }
    }

    @Test
    void aFileOpenInAnotherProcessIsSharedAndBothKeepTheirVerdicts(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        Process holder = new ProcessBuilder(javaCommand("hold", file)).redirectErrorStream(true).start();
        try {
            // the holder prints a line once the file is open, then waits for its input to close
            String line = new java.io.BufferedReader(new java.io.InputStreamReader(holder.getInputStream())).readLine();
            assertEquals("holding", line);
            try (VerdictCache cache = VerdictCaches.open(null, file)) {
                assertEquals(file.toString(), cache.describe());
                checkScopeRules(cache);
            }
        } finally {
            holder.getOutputStream().close();
            assertTrue(holder.waitFor(60, TimeUnit.SECONDS), "holder JVM did not finish");
        }
        try (EmbeddedVerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(1, 2), 5), "this run's verdict");
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(4, 5), 7), "the other process's verdict");
        }
    }

    private static List<String> javaCommand(String mode, Path file) {
        return new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), VerdictCacheTest.class.getName(), mode,
                file.toString()));
    }

    /**
     * Run in a separate JVM by the tests: {@code write FILE} writes verdicts into FILE; {@code hold FILE} keeps FILE
     * open until its standard input closes.
     */
    public static void main(String[] args) throws java.io.IOException {
        try (VerdictCache cache = EmbeddedVerdictCache.open(Path.of(args[1]))) {
            if (args[0].equals("hold")) {
                System.out.println("holding");
                System.out.flush();
                while (System.in.read() >= 0) {
                    // until the test closes our input
                }
                cache.store(key(4, 5), 7, true);
            } else {
                cache.store(key(4, 5), 7, true);
                cache.store(key(6), 7, false);
            }
        }
    }

    @Test
    void embeddedStoreSurvivesARestartOfTheJvm(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        Process p = new ProcessBuilder(javaCommand("write", file)).inheritIO().start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "writer JVM did not finish");
        assertEquals(0, p.exitValue());
        try (EmbeddedVerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(2, cache.size());
            assertEquals(Verdict.SATISFIABLE, cache.lookup(key(5, 4), 8));
            assertEquals(Verdict.UNSATISFIABLE, cache.lookup(key(6), 7));
            assertFalse(cache.lookup(key(6), 8) == Verdict.UNSATISFIABLE);
        }
    }
}
