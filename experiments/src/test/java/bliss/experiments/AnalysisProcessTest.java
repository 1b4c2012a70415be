package bliss.experiments;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How a child analysis is read: real child JVMs for the kill and the OOM, recorded outputs for the rest. */
class AnalysisProcessTest {

    private static final CellKey KEY = new CellKey("BinTree", "count", Technique.LI, 3);

    /** A child that outlives any time limit. */
    public static final class Sleeper {
        public static void main(String[] args) throws InterruptedException {
            Thread.sleep(60_000);
        }
    }

    /** A child that fills its heap, keeping what it allocates, and would catch the error if the JVM let it. */
    public static final class Hog {
        public static void main(String[] args) {
            List<long[]> kept = new java.util.ArrayList<>();
            try {
                while (true) {
                    kept.add(new long[1 << 16]);
                }
            } catch (OutOfMemoryError e) {
                System.out.println("{\"structures\":1,\"partial\":false}");  // must not pass for a result
            }
        }
    }

    private static AnalysisProcess child(String main, String heap) {
        return new AnalysisProcess(heap, 1, main, System.getProperty("java.class.path"));
    }

    @Test
    void aChildPastItsTimeLimitAndGraceIsKilledAndCountsAsTimeout(@TempDir Path dir) {
        long start = System.nanoTime();
        CellResult r = child(Sleeper.class.getName(), "64m").analyze(KEY, List.of(), 1, dir.resolve("sleeper"));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(Status.TO, r.status());
        assertTrue(millis >= 2000, "killed after " + millis + " ms, not before the limit 1 s + grace 1 s");
        assertNull(r.structures());
    }

    @Test
    void aChildThatRunsOutOfHeapIsOomEvenIfItCatchesTheError(@TempDir Path dir) {
        CellResult r = child(Hog.class.getName(), "32m").analyze(KEY, List.of(), 60, dir.resolve("hog"));
        assertEquals(Status.OOM, r.status());
        assertNull(r.structures());
    }

    private static AnalysisProcess.Run run(int exit, String out, String err) {
        return new AnalysisProcess.Run(exit, false, out, err, 1234);
    }

    @Test
    void aCompleteJsonResultIsOkWithItsCounts() {
        String json = "{\"class\":\"BinTree\",\"method\":\"count\",\"technique\":\"li\",\"scope\":3,\"paths\":9,"
                + "\"structures\":9,\"pruned\":{\"satChecks\":17,\"cacheHits\":4},\"millis\":65,\"cpuMillis\":24,"
                + "\"peakHeapBytes\":12505088,\"partial\":false}";
        CellResult r = AnalysisProcess.classify(KEY, run(0, "bliss: progress\n" + json + "\n", ""));
        assertEquals(Status.OK, r.status());
        assertEquals(9L, r.structures());
        assertEquals(9L, r.paths());
        assertEquals(65L, r.millis());
        assertEquals(24L, r.cpuMillis());
        assertEquals(1234L, r.processMillis());
        assertEquals(17L, r.satChecks());  // found inside a nested object
        assertEquals(4L, r.cacheHits());
        assertNull(r.cacheLookups());      // absent: printed "-"
        assertEquals("", r.note());
    }

    @Test
    void aPartialResultIsTimeout() {
        CellResult r = AnalysisProcess.classify(KEY, run(0, "{\"structures\":5,\"millis\":30000,\"partial\":true}",
                ""));
        assertEquals(Status.TO, r.status());
        assertEquals(5L, r.structures());
    }

    @Test
    void errorsKeepTheLineThatSaysWhy() {
        CellResult user = AnalysisProcess.classify(KEY, run(2, "",
                "bliss: warning: something minor\nbliss: unknown technique 'bliss'; known: li\n"));
        assertEquals(Status.ERROR, user.status());
        assertEquals("exit 2: unknown technique 'bliss'; known: li", user.note());
        CellResult internal = AnalysisProcess.classify(KEY, run(3, "",
                "bliss: internal error: java.lang.IllegalStateException: boom\n\tat a.b.C.d(C.java:1)\n"));
        assertEquals("exit 3: internal error: java.lang.IllegalStateException: boom", internal.note());
        CellResult crash = AnalysisProcess.classify(KEY, run(1, "", "Exception in thread \"main\" "
                + "java.lang.NoClassDefFoundError: bliss/X\n\tat bliss.cli.Main.main(Main.java:27)\n"));
        assertEquals("exit 1: Exception in thread \"main\" java.lang.NoClassDefFoundError: bliss/X", crash.note());
        CellResult garbled = AnalysisProcess.classify(KEY, run(0, "not json", ""));
        assertEquals(Status.ERROR, garbled.status());
        assertEquals("exit 0", garbled.note());
    }

    @Test
    void anOutOfMemoryMessageCountsOnlyWhenTheChildFailed() {
        assertEquals(Status.OOM, AnalysisProcess.classify(KEY,
                run(3, "Terminating due to java.lang.OutOfMemoryError: Java heap space\n", "")).status());
        // a subject that raised (and caught) an OutOfMemoryError in the symbolic JVM is still a result
        CellResult r = AnalysisProcess.classify(KEY, run(0,
                "{\"raised\":{\"java/lang/OutOfMemoryError\":1},\"structures\":2,\"partial\":false}", ""));
        assertEquals(Status.OK, r.status());
        assertFalse(r.note().contains("heap"));
    }
}
