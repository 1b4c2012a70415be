package bliss.experiments;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One JVM for a series of analyses, against real child JVMs: a server whose "analysis" does what the cell's class
 * name says (answers with its JVM's process id, sleeps, fills its heap, fails as a user's mistake, throws).
 */
class SharedAnalysisJvmTest {

    /** The child: {@link SharedAnalysisJvm#serve} over a command line that acts out its --class. */
    public static final class Server {
        public static void main(String[] args) throws Exception {
            SharedAnalysisJvm.serve(Server::act);
        }

        private static int act(String[] args) {
            String what = args[List.of(args).indexOf("--class") + 1];
            switch (what) {
                case "Pid" -> {
                    System.err.println("bliss: warning: a warning on stderr");
                    System.out.println("{\"structures\":" + ProcessHandle.current().pid() + ",\"partial\":false}");
                    return 0;
                }
                case "Sleeper" -> {
                    try {
                        Thread.sleep(60_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return 0;
                }
                case "Hog" -> {
                    List<long[]> kept = new ArrayList<>();
                    while (true) {
                        kept.add(new long[1 << 16]);
                    }
                }
                case "Mistake" -> {
                    System.err.println("bliss: no method 'nope' in Mistake");
                    return 2;
                }
                default -> throw new IllegalStateException("boom in " + what);
            }
        }
    }

    private static SharedAnalysisJvm jvm(String heap, Path dir) {
        AnalysisProcess settings = new AnalysisProcess(heap, 1, "unused", System.getProperty("java.class.path"));
        return new SharedAnalysisJvm(settings, Server.class.getName(), dir);
    }

    private static CellKey cell(String what) {
        return new CellKey(what, "m", Technique.LI, 3);
    }

    private static long pid(SharedAnalysisJvm jvm, Path dir) {
        CellResult r = jvm.analyze(cell("Pid"), List.of(), 0, dir.resolve("pid"));
        assertEquals(Status.OK, r.status(), r.note());
        return r.structures();
    }

    @Test
    void analysesOneAfterAnotherRunInOneJvmWithTheirOwnOutputs(@TempDir Path dir) {
        try (SharedAnalysisJvm jvm = jvm("64m", dir)) {
            long first = pid(jvm, dir);
            AnalysisProcess.Run run = jvm.runAnalysis(cell("Pid"), List.of(), 0, dir.resolve("again"));
            assertEquals(0, run.exitCode());
            assertEquals("bliss: warning: a warning on stderr\n", run.stderr());
            assertEquals(first, AnalysisProcess.lastJsonObject(run.stdout()).path("structures").asLong());
            assertNotEquals(ProcessHandle.current().pid(), first);
        }
    }

    @Test
    void mistakesAndBugsKeepTheirExitStatusAndTheJvm(@TempDir Path dir) {
        try (SharedAnalysisJvm jvm = jvm("64m", dir)) {
            long before = pid(jvm, dir);
            CellResult mistake = jvm.analyze(cell("Mistake"), List.of(), 0, dir.resolve("mistake"));
            assertEquals("exit 2: no method 'nope' in Mistake", mistake.note());
            CellResult bug = jvm.analyze(cell("Bug"), List.of(), 0, dir.resolve("bug"));
            assertEquals("exit 3: internal error: java.lang.IllegalStateException: boom in Bug", bug.note());
            assertEquals(before, pid(jvm, dir));
        }
    }

    @Test
    void anAnalysisPastItsLimitAndGraceIsKilledAndTheNextGetsAFreshJvm(@TempDir Path dir) {
        try (SharedAnalysisJvm jvm = jvm("64m", dir)) {
            long before = pid(jvm, dir);
            long start = System.nanoTime();
            CellResult r = jvm.analyze(cell("Sleeper"), List.of(), 1, dir.resolve("sleeper"));
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertEquals(Status.TO, r.status());
            assertTrue(millis >= 2000, "killed after " + millis + " ms, not before the limit 1 s + grace 1 s");
            assertTrue(ProcessHandle.of(before).map(p -> !p.isAlive()).orElse(true), "the stuck JVM still runs");
            assertNotEquals(before, pid(jvm, dir));
        }
    }

    @Test
    void aHeapThatRunsOutIsOomAndTheNextGetsAFreshJvm(@TempDir Path dir) {
        try (SharedAnalysisJvm jvm = jvm("32m", dir)) {
            long before = pid(jvm, dir);
            CellResult r = jvm.analyze(cell("Hog"), List.of(), 60, dir.resolve("hog"));
            assertEquals(Status.OOM, r.status(), r.note());
            assertNotEquals(before, pid(jvm, dir));
        }
    }

    @Test
    void closingEndsTheJvm(@TempDir Path dir) {
        SharedAnalysisJvm jvm = jvm("64m", dir);
        ProcessHandle child = ProcessHandle.of(pid(jvm, dir)).orElseThrow();
        jvm.close();
        assertTrue(!child.isAlive());
    }
}
