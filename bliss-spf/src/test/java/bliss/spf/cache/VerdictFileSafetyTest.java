package bliss.spf.cache;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The verdict file keeps every intact verdict whatever happens to it: a byte damaged in any region of any record, a
 * cut tail, a run killed (kill -9, a real child JVM) while it appends, two runs writing at once. The oracle is the file
 * as written: each record's offsets are known, so which parts survive a damage is known before reading.
 */
class VerdictFileSafetyTest {

    private static final String FP_A = "0a".repeat(32);
    private static final String FP_B = "0b".repeat(32);

    /** Writes three runs' parts (A, B, A) and returns each record's start offset, plus the file's end. */
    private static List<Integer> writeThreeRuns(Path file) throws IOException {
        List<Integer> starts = new ArrayList<>();
        String[] fps = {FP_A, FP_B, FP_A};
        for (int run = 0; run < 3; run++) {
            starts.add((int) (Files.exists(file) ? Files.size(file) : SegmentFile.HEADER.length));
            try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
                for (int i = 0; i < 5; i++) {
                    cache.store(VerdictKey.of(fps[run], new int[]{100 * run + i}), VerdictRecord.EMPTY.withSat(3,
                            new int[]{run, i, 7}));
                }
            }
        }
        starts.add((int) Files.size(file));
        return starts;
    }

    /** The verdicts of each run that the file gives back: run -> how many of its five. */
    private static int[] survivors(Path file) {
        int[] out = new int[3];
        String[] fps = {FP_A, FP_B, FP_A};
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            for (int run = 0; run < 3; run++) {
                for (int i = 0; i < 5; i++) {
                    VerdictRecord r = cache.find(VerdictKey.of(fps[run], new int[]{100 * run + i}), 3);
                    if (r != null) {
                        assertArrayEquals(new int[]{run, i, 7}, r.proofAt(3), "an intact verdict, intact");
                        out[run]++;
                    }
                }
            }
        }
        return out;
    }

    /** Flips the byte at {@code offset}. */
    private static void flip(Path file, int offset) throws IOException {
        byte[] b = Files.readAllBytes(file);
        b[offset] ^= (byte) 0x5a;
        Files.write(file, b);
    }

    /** Flips the byte at {@code offset} where it lies, leaving the rest of the file (and a writer's appends) alone. */
    private static void flipInPlace(Path file, int offset) throws IOException {
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            f.seek(offset);
            int b = f.read();
            f.seek(offset);
            f.write(b ^ 0x5a);
        }
    }

    @Test
    void aDamagedByteInAnyRegionOfAnyRecordLosesOnlyThatRecord(@TempDir Path dir) throws IOException {
        Path clean = dir.resolve("clean.mv.db");
        List<Integer> starts = writeThreeRuns(clean);
        assertArrayEquals(new int[]{5, 5, 5}, survivors(clean));
        for (int run = 0; run < 3; run++) {
            int start = starts.get(run);
            int end = starts.get(run + 1);
            // the regions of a record: magic, fingerprint length, fingerprint, part length, count, a verdict's
            // digest, its scopes, its proof, and the checksum
            int fpEnd = start + 8 + 64;
            int[] offsets = {start, start + 5, start + 8, start + 40, fpEnd + 1, fpEnd + 4, fpEnd + 8, fpEnd + 24,
                    fpEnd + 40, end - 20, end - 1};
            for (int offset : offsets) {
                Path file = dir.resolve("run" + run + "-at" + offset + ".mv.db");
                Files.copy(clean, file);
                flip(file, offset);
                int[] expected = {5, 5, 5};
                expected[run] = 0;
                List<String> warnings = new ArrayList<>();
                SegmentFile.read(file, warnings::add);
                assertEquals(1, warnings.size(), "one warning at " + offset + ": " + warnings);
                assertTrue(warnings.get(0).contains(file.toString()), warnings.get(0));
                assertArrayEquals(expected, survivors(file), "damage at " + offset + " in run " + run);
                List<String> again = new ArrayList<>();
                SegmentFile.read(file, again::add);
                assertEquals(List.of(), again, "repaired: no warning the second time");
            }
        }
    }

    @Test
    void aDamagedHeaderLosesNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("v.mv.db");
        writeThreeRuns(file);
        flip(file, 3);
        List<String> warnings = new ArrayList<>();
        SegmentFile.read(file, warnings::add);
        assertEquals(1, warnings.size(), warnings.toString());
        assertArrayEquals(new int[]{5, 5, 5}, survivors(file));
    }

    @Test
    void aCutTailLosesOnlyTheCutRecord(@TempDir Path dir) throws IOException {
        Path clean = dir.resolve("clean.mv.db");
        List<Integer> starts = writeThreeRuns(clean);
        int last = starts.get(2);
        int end = starts.get(3);
        for (int cut : new int[]{last + 1, last + 10, (last + end) / 2, end - 1}) {
            Path file = dir.resolve("cut" + cut + ".mv.db");
            Files.write(file, java.util.Arrays.copyOf(Files.readAllBytes(clean), cut));
            List<String> warnings = new ArrayList<>();
            SegmentFile.read(file, warnings::add);
            assertEquals(1, warnings.size(), warnings.toString());
            assertArrayEquals(new int[]{5, 5, 0}, survivors(file), "cut at " + cut);
        }
        Path exact = dir.resolve("exact.mv.db");
        Files.write(exact, java.util.Arrays.copyOf(Files.readAllBytes(clean), last));
        List<String> none = new ArrayList<>();
        SegmentFile.read(exact, none::add);
        assertEquals(List.of(), none, "a file cut between records is whole");
        assertArrayEquals(new int[]{5, 5, 0}, survivors(exact));
    }

    private static List<String> child(String mode, Path file, String... more) {
        List<String> c = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), VerdictFileSafetyTest.class.getName(), mode,
                file.toString()));
        c.addAll(List.of(more));
        return c;
    }

    /**
     * Run in a child JVM: {@code store FILE FIRST N} stores N verdicts of keys FIRST.. and closes; {@code slow FILE
     * FIRST N} does the same but says "closing" and keeps appending in small pieces until killed.
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[1]);
        int first = Integer.parseInt(args[2]);
        int n = Integer.parseInt(args[3]);
        if (args[0].equals("store")) {
            try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
                for (int i = first; i < first + n; i++) {
                    cache.store(VerdictKey.of(FP_A, new int[]{i}), VerdictRecord.EMPTY.withSat(3, new int[]{i}));
                }
            }
            return;
        }
        // "slow": the final write of a run, piece by piece, so that a kill lands inside an append; "slow-report"
        // also prints "appended I" after each piece is on the disk
        boolean report = args[0].equals("slow-report");
        SegmentFile f = SegmentFile.read(file, w -> { });
        System.out.println("closing");
        System.out.flush();
        for (int i = first; ; i++) {
            VerdictSegment s = new VerdictSegment(VerdictKey.fingerprintBytes(FP_A));
            for (int j = 0; j < 2000; j++) {
                s.join(VerdictKey.of(FP_A, new int[]{i, j}), VerdictRecord.EMPTY.withSat(3, new int[]{i, j}));
            }
            Map<String, List<byte[]>> fresh = new LinkedHashMap<>();
            fresh.put(FP_A, s.encodeFresh());
            f.append(fresh);
            if (report) {
                System.out.println("appended " + i);
                System.out.flush();
            }
        }
    }

    @Test
    void aRunKilledWhileItWritesLosesAtMostItsOwnVerdicts(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        Process before = new ProcessBuilder(child("store", file, "0", "100")).inheritIO().start();
        assertTrue(before.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, before.exitValue());
        Process killed = new ProcessBuilder(child("slow", file, "1000", "0")).redirectErrorStream(true).start();
        String line = new BufferedReader(new InputStreamReader(killed.getInputStream())).readLine();
        assertEquals("closing", line);
        long grown = Files.size(file);
        while (Files.size(file) == grown && killed.isAlive()) {
            Thread.onSpinWait(); // until it appended at least once: it is writing now
        }
        assertTrue(killed.isAlive(), "the writer is still writing");
        killed.destroyForcibly(); // SIGKILL
        assertTrue(killed.waitFor(60, TimeUnit.SECONDS));
        List<String> warnings = new ArrayList<>();
        SegmentFile after = SegmentFile.read(file, warnings::add);
        assertTrue(warnings.size() <= 1, warnings.toString());
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            for (int i = 0; i < 100; i++) {
                assertTrue(cache.find(VerdictKey.of(FP_A, new int[]{i}), 3) != null, "the earlier run's verdict " + i);
            }
        }
        assertTrue(after.parts(FP_A).size() >= 1, "the earlier run's part, and the killed run's whole parts");
    }

    @Test
    void twoRunsWritingAtOnceKeepBoth(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        Process one = new ProcessBuilder(child("store", file, "0", "3000")).inheritIO().start();
        Process two = new ProcessBuilder(child("store", file, "3000", "3000")).inheritIO().start();
        assertTrue(one.waitFor(60, TimeUnit.SECONDS) && two.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, one.exitValue());
        assertEquals(0, two.exitValue());
        List<String> warnings = new ArrayList<>();
        SegmentFile.read(file, warnings::add);
        assertEquals(List.of(), warnings);
        try (EmbeddedVerdictCache cache = EmbeddedVerdictCache.open(file)) {
            assertEquals(6000, cache.size());
        }
    }

    /**
     * A run that repairs the file while another keeps appending to it loses none of the other's parts: the repair
     * moves a new file over the old one, and an append must never go to the old one. The oracle is what the appender
     * said it appended (each piece is forced to the disk before it says so).
     */
    @Test
    void aRepairWhileAnotherRunAppendsLosesNothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("v.mv.db");
        Process before = new ProcessBuilder(child("store", file, "0", "100")).inheritIO().start();
        assertTrue(before.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, before.exitValue());
        Process appender = new ProcessBuilder(child("slow-report", file, "1000", "0")).start();
        BufferedReader said = new BufferedReader(new InputStreamReader(appender.getInputStream()));
        assertEquals("closing", said.readLine());
        List<Integer> appended = new ArrayList<>();
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        Thread listener = new Thread(() -> {
            try {
                for (String line; (line = said.readLine()) != null; ) {
                    synchronized (appended) {
                        appended.add(Integer.parseInt(line.substring("appended ".length())));
                    }
                }
            } catch (IOException e) {
                // the appender was killed
            }
        });
        listener.start();
        try {
            for (int round = 0; round < 5; round++) {
                flipInPlace(file, 3); // the header: a repair is due, and it loses no record
                Process repairer = new ProcessBuilder(child("store", file, String.valueOf(5000 + 100 * round), "100"))
                        .redirectErrorStream(true).start();
                String out = new String(repairer.getInputStream().readAllBytes());
                assertTrue(repairer.waitFor(60, TimeUnit.SECONDS));
                assertEquals(0, repairer.exitValue(), out);
                assertTrue(appender.isAlive(), "the appender is still appending");
            }
        } finally {
            appender.destroyForcibly();
            assertTrue(appender.waitFor(60, TimeUnit.SECONDS));
            listener.join();
        }
        assertTrue(appended.size() >= 2, "the appender appended while the repairs ran: " + appended);
        try (VerdictCache cache = EmbeddedVerdictCache.open(file)) {
            for (int i : appended) {
                for (int j = 0; j < 2000; j += 499) {
                    assertTrue(cache.find(VerdictKey.of(FP_A, new int[]{i, j}), 3) != null,
                            "the appender's verdict " + i + "," + j + " (it said it appended " + appended.size()
                                    + " pieces)");
                }
            }
            for (int round = 0; round < 5; round++) {
                for (int i = 0; i < 100; i++) {
                    int key = 5000 + 100 * round + i;
                    assertTrue(cache.find(VerdictKey.of(FP_A, new int[]{key}), 3) != null, "repairer's " + key);
                }
            }
        }
    }

    /** The layout the offsets above assume: a record is magic, lengths, fingerprint, part, checksum. */
    @Test
    void theRecordLayoutIsTheDocumentedOne(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("v.mv.db");
        List<Integer> starts = writeThreeRuns(file);
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file));
        int at = starts.get(0);
        assertEquals(SegmentFile.MAGIC, b.getInt(at));
        assertEquals(64, b.getInt(at + 4));
        int partLength = b.getInt(at + 8 + 64);
        assertEquals(starts.get(1), at + 8 + 64 + 4 + partLength + 4);
    }
}
