package bliss.spf.techniques;

import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.testing.RedisServer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BLISSDB's verdict cache (paper §IV, Alg. 7) against a real redis-server on a free loopback port, and the embedded
 * store across JVMs: verdicts are reused where they apply, never where they do not, and losing Redis mid-run loses
 * nothing but speed.
 */
class BlissDbCacheTest {

    private static RedisServer redis;

    @BeforeAll
    static void startRedis() throws Exception {
        redis = RedisServer.start();
    }

    @AfterAll
    static void stopRedis() throws Exception {
        if (redis != null) {
            redis.stop();
        }
    }

    private static TechniqueSettings withRedis(Path file) {
        return TechniqueRun.settings(file).withCache(redis.url(), file, false);
    }

    @Test
    void aSecondRunAtTheSameScopeMakesNoSatCall(@TempDir Path tmp) {
        TechniqueRun first = TechniqueRun.of("TreeSet", "bfs", 5, "blissdb", withRedis(tmp.resolve("a.mv.db")));
        assertTrue(first.counter("satChecks") > 0, "the first run asks SAT4J");
        assertTrue(first.messages().contains("redis://"), first.messages());
        assertEquals(first.counter("satChecks"), first.counter("cacheStores"), "only the solver's verdicts are kept");
        // A fresh embedded file: every hit comes from Redis.
        TechniqueRun second = TechniqueRun.of("TreeSet", "bfs", 5, "blissdb", withRedis(tmp.resolve("b.mv.db")));
        assertEquals(0, second.counter("satChecks"), "every question of the second run is in the cache");
        assertEquals(second.counter("cacheLookups"), second.counter("cacheHits"));
        assertEquals(first.counter("cacheLookups"), second.counter("cacheLookups"),
                "the cached proofs answer, through reuse, every question the first run answered by reuse");
        assertEquals(first.counter("satByModel"), second.counter("satByModel"));
        assertEquals(first.counter("unsatByCore"), second.counter("unsatByCore"));
        assertEquals(first.partials(), second.partials());
        assertEquals(first.result().structures(), second.result().structures());
    }

    @Test
    void scopeKPlusOneReusesPartOfScopeK(@TempDir Path tmp) {
        TechniqueRun.of("AvlTree", "bfs", 5, "blissdb", withRedis(tmp.resolve("a.mv.db")));
        TechniqueRun next = TechniqueRun.of("AvlTree", "bfs", 6, "blissdb", withRedis(tmp.resolve("a.mv.db")));
        // The same scope on an empty cache (its hits are questions repeated within the run).
        TechniqueRun fresh = TechniqueRun.of("AvlTree", "bfs", 6, "blissdb", TechniqueRun.settings(tmp.resolve("b")));
        assertTrue(next.counter("cacheHits") > fresh.counter("cacheHits"), "no verdict of scope 5 reused at 6");
        assertTrue(next.counter("satChecks") > 0, "scope 6 asks questions scope 5 never did");
        assertTrue(next.counter("satChecks") < fresh.counter("satChecks"));
        assertEquals(fresh.partials(), next.partials());
    }

    @Test
    void redisStoppedMidRunFailsOverWithTheSameResults(@TempDir Path tmp) throws Exception {
        TechniqueRun uninterrupted = TechniqueRun.of("TreeSet", "bfs", 6, "blissdb",
                TechniqueRun.settings(null).withCache(null, null, true));
        try (RedisServer own = RedisServer.start()) {
            TechniqueSettings settings = TechniqueRun.settings(tmp.resolve("v.mv.db"))
                    .withCache(own.url(), tmp.resolve("v.mv.db"), false);
            TechniqueRun interrupted = TechniqueRun.of("TreeSet", "bfs", 6, "blissdb", settings, paths -> {
                if (paths == 20) {
                    try {
                        own.stop();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            assertEquals(1, interrupted.counter("cacheFailovers"), "the failover is reported");
            assertEquals(uninterrupted.partials(), interrupted.partials());
            assertEquals(uninterrupted.result().paths(), interrupted.result().paths());
        }
    }

    @Test
    void aChangedInvariantGetsNoReuse(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("v.mv.db");
        TechniqueRun original = TechniqueRun.of("SearchTree", "contains", 4, "blissdb", withRedis(file));
        assertTrue(original.counter("cacheStores") > 0);
        assertTrue(original.counter("satChecks") > 0);

        // The same class, its invariant with one clause added (implied by the others, so the structures agree).
        String source = bundledSource("bliss/subjects/SearchTree.java");
        String changed = source.replaceFirst("@ invariant size == ", "@ invariant size >= 0;\n      @ invariant size == ");
        assertNotEquals(source, changed, "the fixture lost its invariant line");
        Path dir = tmp.resolve("src");
        Files.createDirectories(dir.resolve("bliss/subjects"));
        Files.writeString(dir.resolve("bliss/subjects/SearchTree.java"), changed);
        TechniqueRun edited = TechniqueRun.of("SearchTree", "contains", 4, "blissdb",
                withRedis(file).withSourcepath(List.of(dir)));
        // The clause added is implied, so the questions are the same: on a cache without verdicts of this invariant,
        // the edited run must do exactly what the first run of the original did (its hits are repeats within the run).
        assertEquals(original.counter("cacheHits"), edited.counter("cacheHits"),
                "a verdict of another invariant was reused: " + edited.messages());
        assertEquals(original.counter("satChecks"), edited.counter("satChecks"));
        assertEquals(original.partials(), edited.partials());

        TechniqueRun again = TechniqueRun.of("SearchTree", "contains", 4, "blissdb", withRedis(file));
        assertEquals(again.counter("cacheLookups"), again.counter("cacheHits"), "the original's verdicts are kept");
        assertEquals(0, again.counter("satChecks"));
    }

    private static String bundledSource(String path) throws IOException {
        try (var in = BlissDbCacheTest.class.getClassLoader().getResourceAsStream(path)) {
            assertTrue(in != null, "no bundled source " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
