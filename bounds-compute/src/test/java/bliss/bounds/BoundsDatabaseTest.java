package bliss.bounds;

import bliss.cli.Main;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bounds database on disk, and {@code bliss bounds} on top of it. */
class BoundsDatabaseTest {

    @TempDir
    Path dir;

    @Test
    void storedEntriesReadBackAsComputed() throws Exception {
        ClassSpec spec = BinTreeBoundsTest.spec();
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        BoundsDatabase db = BoundsDatabase.open(dir).threads(1).messages(new PrintStream(messages, true));
        BoundsDatabase.Lookup first = db.lookup(spec, 4, false);
        assertTrue(first.computed());
        Path entry = db.entryDirectory(spec, 4);
        for (String f : new String[]{"bounds.txt", "pvars.txt", "problem.cnf", "entry.json"}) {
            assertTrue(Files.isRegularFile(entry.resolve(f)), f);
        }
        assertTrue(Files.readString(entry.resolve("bounds.txt")).contains("N0.left -> N1\n"));
        assertTrue(Files.readString(entry.resolve("bounds.txt")).contains("BinTree.root -> null\n"));

        BoundsDatabase.Lookup again = BoundsDatabase.open(dir).messages(null).lookup(spec, 4, false);
        assertFalse(again.computed());
        assertEquals(first.bounds(), again.bounds());
        assertEquals(first.problem().variables(), again.problem().variables());
        assertTrue(Arrays.deepEquals(first.problem().clauses(), again.problem().clauses()));
        for (var f : first.bounds().fields()) {
            for (int s = 0; s < first.bounds().sources(f); s++) {
                for (int t = -1; t < 4; t++) {
                    assertEquals(first.problem().pvar(f, s, t), again.problem().pvar(f, s, t));
                }
            }
        }
        assertEquals(first.satCalls(), again.satCalls());
    }

    @Test
    void aChangedInvariantMakesTheEntryStale() throws Exception {
        ClassSpec spec = BinTreeBoundsTest.spec();
        BoundsDatabase.open(dir).messages(null).lookup(spec, 3, false);
        // The same class with a different invariant (no node is its own left child, nothing more).
        String other = "package bliss.subjects;\npublic class BinTree {\n"
                + "  //@ invariant (\\forall Node n; \\reach(root, Node, left + right).has(n); n.left != n);\n}\n";
        ClassSpec changed = ClassSpec.of("BinTree", spec.layout(), "BinTree.java", other);
        assertFalse(spec.fingerprint().equals(changed.fingerprint()));
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        BoundsDatabase.Lookup l = BoundsDatabase.open(dir).messages(new PrintStream(messages, true))
                .lookup(changed, 3, false);
        assertTrue(l.computed());
        assertTrue(messages.toString(StandardCharsets.UTF_8).contains("stale bounds of BinTree at scope 3"),
                messages.toString(StandardCharsets.UTF_8));
        // Sharing and cycles are allowed now, so N1.left -> N0 is feasible.
        var left = spec.layout().shape("Node").orElseThrow().field("left").orElseThrow();
        assertTrue(l.bounds().contains(left, 1, 0));
    }

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
                "src/test/java", "--scope", "2", "--out", dir.toString());
        assertEquals("2", r[0]);
        assertEquals("bliss: src/test/java/bliss/bounds/fixtures/BadInvariant.java:6:40: "
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
