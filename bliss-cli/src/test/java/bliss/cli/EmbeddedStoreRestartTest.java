package bliss.cli;

import bliss.spf.techniques.SharedBounds;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/** BLISSDB's embedded verdict store across two {@code bliss analyze} processes (no Redis). */
class EmbeddedStoreRestartTest {

    @Test
    void theEmbeddedStoreSurvivesARestartOfTheJvm(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("verdicts.mv.db");
        String first = analyzeInChildJvm(tmp, file);
        String second = analyzeInChildJvm(tmp, file);
        assertTrue(number(first, "satChecks") > 0, first);
        assertTrue(number(second, "cacheHits") > number(first, "cacheHits"), second);
        assertEquals(0, number(second, "satChecks"), second);
        assertEquals(number(second, "cacheLookups"), number(second, "cacheHits"), second);
        assertEquals(number(first, "structures"), number(second, "structures"));
    }

    /**
     * {@code bliss analyze ... --json} in a new JVM with no Redis, one exploring thread (with several, a question one
     * thread answered from its own model may reach another's cache lookup in the next run); returns its JSON line.
     */
    private static String analyzeInChildJvm(Path tmp, Path cacheFile) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss8m", "-cp", System.getProperty("java.class.path"), "bliss.cli.Main", "analyze",
                "--class", "TreeSet", "--method", "bfs", "--technique", "blissdb", "--scope", "5", "--json", "--threads", "1",
                "--cache", cacheFile.toString(), "--bounds-dir", SharedBounds.directory().toString()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(tmp.resolve("child.err").toFile());
        pb.environment().remove("BLISS_REDIS_URL");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "child JVM did not finish");
        assertEquals(0, p.exitValue(), out + Files.readString(tmp.resolve("child.err")));
        return out;
    }

    private static long number(String json, String key) throws IOException {
        JsonNode v = new ObjectMapper().readTree(json).get(key);
        assertTrue(v != null && v.isNumber(), "no " + key + " in " + json);
        return v.asLong();
    }
}
