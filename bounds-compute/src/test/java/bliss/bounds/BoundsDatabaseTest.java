package bliss.bounds;

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

/** The bounds database on disk ({@code bliss bounds} on top of it: bliss-cli's BoundsCommandTest). */
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

    /** A CNF damaged on disk (a literal that is no number, a clause without its closing 0) is named with its line. */
    @Test
    void aDamagedCnfIsReportedWithItsLine() throws Exception {
        ClassSpec spec = BinTreeBoundsTest.spec();
        BoundsDatabase db = BoundsDatabase.open(dir).threads(1).messages(null);
        db.lookup(spec, 3, false);
        Path cnf = db.entryDirectory(spec, 3).resolve("problem.cnf");
        java.util.List<String> lines = Files.readAllLines(cnf);
        for (String damage : new String[]{"1 x2 0", "1 2"}) {
            java.util.List<String> damaged = new java.util.ArrayList<>(lines);
            damaged.set(2, damage);
            Files.write(cnf, damaged);
            bliss.UserError e = org.junit.jupiter.api.Assertions.assertThrows(bliss.UserError.class,
                    () -> BoundsDatabase.open(dir).messages(null).lookup(spec, 3, false));
            assertTrue(e.getMessage().contains("problem.cnf:3;"), e.getMessage());
        }
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

    /**
     * Analyses, cluster members and test threads share one database: writers of the same entry at the same time (some
     * forcing it, as {@code bliss bounds --force} does) and readers beside them never see half an entry, every
     * lookup gives the same bounds, and no temporary directory is left behind.
     */
    @Test
    void writersAndReadersAtTheSameTimeSeeWholeEntries() throws Exception {
        ClassSpec spec = BinTreeBoundsTest.spec();
        FieldBounds expected = BoundsDatabase.open(dir.resolve("alone")).messages(null).threads(1)
                .lookup(spec, 3, false).bounds();
        BoundsDatabase db = BoundsDatabase.open(dir.resolve("shared")).messages(null).threads(1);
        int threads = 4;
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(threads);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        try {
            java.util.List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int id = t;
                done.add(pool.submit(() -> {
                    start.await();
                    for (int i = 0; i < 100; i++) {
                        boolean force = id == 0 && i % 3 == 0;
                        assertEquals(expected, db.lookup(spec, 3, force).bounds(), "thread " + id + ", lookup " + i);
                    }
                    return null;
                }));
            }
            for (var f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        try (var left = Files.list(db.entryDirectory(spec, 3).getParent())) {
            assertEquals(java.util.List.of("scope-3"), left.map(p -> p.getFileName().toString()).toList());
        }
    }
}
