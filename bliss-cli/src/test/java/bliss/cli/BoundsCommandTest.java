package bliss.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code bliss bounds}: what it prints and stores, and a malformed invariant's one line. */
class BoundsCommandTest {

    @TempDir
    Path dir;

    /** Runs the CLI; returns {exit status, stdout, stderr}. */
    private static String[] bliss(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new String[]{Integer.toString(status), o.toString(StandardCharsets.UTF_8),
                    e.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void jsonListsNodeTuplesAndHeaderTuples() throws Exception {
        String[] r = bliss("bounds", "--class", "BinTree", "--scopes", "1..2", "--json", "--out", dir.toString());
        assertEquals("0", r[0], r[2]);
        String[] lines = r[1].strip().split("\n");
        assertEquals(2, lines.length);
        JsonNode two = new ObjectMapper().readTree(lines[1]);
        assertEquals("BinTree", two.get("class").asText());
        assertEquals(2, two.get("scope").asInt());
        Set<String> tuples = new HashSet<>();
        two.get("tuples").forEach(t -> tuples.add(t.get("field").asText() + " " + t.get("from").asInt() + " "
                + (t.get("to").isNull() ? "null" : t.get("to").asText())));
        // Two nodes: N1 hangs left or right of N0; N1 is a leaf.
        assertEquals(Set.of("left 0 1", "left 0 null", "right 0 1", "right 0 null", "left 1 null", "right 1 null"),
                tuples);
        Set<String> header = new HashSet<>();
        two.get("header").forEach(t -> header.add(t.get("field").asText() + " "
                + (t.get("to").isNull() ? "null" : t.get("to").asText())));
        assertEquals(Set.of("root 0", "root null"), header);
        assertTrue(two.has("satCalls") && two.has("millis"));
        assertTrue(r[2].contains("computing bounds of BinTree at scope 2 (seeded with scope 1)"), r[2]);
    }

    @Test
    void aMalformedInvariantIsOneLineWithItsPosition() {
        String[] r = bliss("bounds", "--class", "bliss.bounds.fixtures.BadInvariant", "--sourcepath",
                "../bounds-compute/src/test/java", "--scope", "2", "--out", dir.toString());
        assertEquals("2", r[0]);
        assertEquals("bliss: ../bounds-compute/src/test/java/bliss/bounds/fixtures/BadInvariant.java:6:40: "
                + "unknown field 'nxt' in class Cell\n", r[2]);
    }

    @Test
    void textOutputSaysWhatWasStored() {
        bliss("bounds", "--class", "BinTree", "--scope", "3", "--out", dir.toString());
        String[] r = bliss("bounds", "--class", "BinTree", "--scope", "3", "--out", dir.toString());
        assertEquals("0", r[0]);
        assertTrue(r[1].startsWith("BinTree scope 3: 25 -> 13 tuples"), r[1]);
        assertTrue(r[1].contains("(stored "), r[1]);
    }
}
