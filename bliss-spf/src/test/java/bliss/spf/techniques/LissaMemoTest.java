package bliss.spf.techniques;

import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.testing.RedisServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * LISSA-M's memoization never changes an answer: on a fresh cache and on a warm one (the embedded file, and a real
 * redis-server on a free loopback port) it collects the same partial heaps, ends the same paths and counts the same
 * as LISSA; a warm cache at the same scope leaves nothing to search, and a smaller scope's verdicts are reused where
 * they apply.
 */
class LissaMemoTest {

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

    @ParameterizedTest(name = "{0}.{1} scope {2}")
    @CsvSource({"TreeSet, add, 4", "TreeMap, remove, 4", "AvlTree, bfs, 6", "BinomialHeap, extractMin, 3",
            "LinkedList, remove, 4", "SearchTree, remove, 4"})
    void freshAndWarmCachesGiveLissasResults(String subject, String method, int scope, @TempDir Path tmp) {
        TechniqueRun lissa = TechniqueRun.of(subject, method, scope, "lissa", TechniqueRun.settings(null));
        Path file = tmp.resolve("v.mv.db");
        TechniqueRun fresh = TechniqueRun.of(subject, method, scope, "lissa-m", TechniqueRun.settings(file));
        TechniqueRun warm = TechniqueRun.of(subject, method, scope, "lissa-m", TechniqueRun.settings(file));
        String at = subject + "." + method + " at scope " + scope;
        for (TechniqueRun m : new TechniqueRun[]{fresh, warm}) {
            assertSame(lissa, m, at);
        }
        assertTrue(fresh.counter("symsolveCalls") > 0, "the fresh cache searches on " + at);
        assertEquals(0, warm.counter("symsolveCalls"), "the warm cache answers every question on " + at);
        assertEquals(warm.counter("cacheLookups"), warm.counter("cacheHits"));
        assertEquals(fresh.counter("cacheLookups"), warm.counter("cacheLookups"));
    }

    @Test
    void redisServesAnotherRunsVerdicts(@TempDir Path tmp) {
        TechniqueSettings first = TechniqueRun.settings(tmp.resolve("a.mv.db"))
                .withCache(redis.url(), tmp.resolve("a.mv.db"), false);
        TechniqueSettings second = TechniqueRun.settings(tmp.resolve("b.mv.db"))
                .withCache(redis.url(), tmp.resolve("b.mv.db"), false);
        TechniqueRun lissa = TechniqueRun.of("TreeSet", "remove", 4, "lissa", TechniqueRun.settings(null));
        TechniqueRun a = TechniqueRun.of("TreeSet", "remove", 4, "lissa-m", first);
        TechniqueRun b = TechniqueRun.of("TreeSet", "remove", 4, "lissa-m", second);
        assertTrue(a.messages().contains("redis://"), a.messages());
        assertSame(lissa, a, "first");
        assertSame(lissa, b, "second");
        assertEquals(0, b.counter("symsolveCalls"), "a fresh embedded file: every verdict comes from Redis");
    }

    @Test
    void aSmallerScopesVerdictsAreReused(@TempDir Path tmp) {
        Path file = tmp.resolve("v.mv.db");
        TechniqueRun.of("AvlTree", "bfs", 5, "lissa-m", TechniqueRun.settings(file));
        TechniqueRun next = TechniqueRun.of("AvlTree", "bfs", 6, "lissa-m", TechniqueRun.settings(file));
        TechniqueRun fresh = TechniqueRun.of("AvlTree", "bfs", 6, "lissa-m", TechniqueRun.settings(tmp.resolve("b")));
        assertTrue(next.counter("cacheHits") > fresh.counter("cacheHits"), "no verdict of scope 5 reused at 6");
        assertTrue(next.counter("symsolveCalls") < fresh.counter("symsolveCalls"));
        assertTrue(next.counter("symsolveCalls") > 0, "scope 6 asks questions scope 5 never did");
        assertSame(fresh, next, "AvlTree.bfs 6");
    }

    /** Same partial heaps, same abnormal ends, same counts of paths, structures, dead ends and prunes. */
    private static void assertSame(TechniqueRun expected, TechniqueRun actual, String at) {
        assertEquals(expected.partials(), actual.partials(), "partial heaps on " + at);
        assertEquals(expected.abnormal(), actual.abnormal(), "abnormal ends on " + at);
        assertEquals(expected.result().paths(), actual.result().paths(), "paths on " + at);
        assertEquals(expected.result().structures(), actual.result().structures(), "structures on " + at);
        assertEquals(expected.result().choices().deadEnds(), actual.result().choices().deadEnds(), "dead ends on " + at);
        assertEquals(expected.result().choices().lazy(), actual.result().choices().lazy(), at);
        assertEquals(expected.result().choices().branch(), actual.result().choices().branch(), at);
        assertEquals(expected.counter("symsolvePrunes"), actual.counter("symsolvePrunes"), "prunes on " + at);
    }
}
