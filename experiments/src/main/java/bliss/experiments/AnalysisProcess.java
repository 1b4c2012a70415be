package bliss.experiments;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code bliss analyze ... --json} in a fresh JVM, as the paper ran each analysis in its own SPF process: a
 * cell's time and memory are then its own, not those of a JVM warmed or filled by earlier cells. The child gets
 * the heap limit and exits on its first OutOfMemoryError, so an OOM is seen as such rather than as a slow death.
 */
public final class AnalysisProcess implements AnalysisRunner {

    /** System property naming the class path of the child JVMs (default: this JVM's). */
    public static final String CLASSPATH_PROPERTY = "bliss.analyze.classpath";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Children still running; killed if this JVM is stopped (Ctrl-C), so that none outlives the experiment. */
    static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(AnalysisProcess::kill),
                "kill-child-analyses"));
    }

    /**
     * How a child ended.
     *
     * @param exitCode      its exit status (meaningless when killed)
     * @param killed        true when it outlived its time limit plus the grace period and was killed
     * @param stdout        what it printed on stdout
     * @param stderr        what it printed on stderr
     * @param processMillis wall time from start to exit
     */
    public record Run(int exitCode, boolean killed, String stdout, String stderr, long processMillis) {
    }

    private final String heap;
    private final long graceSeconds;
    private final String classpath;
    private final String mainClass;
    private final List<String> sharing;

    /**
     * @param heap         the child's maximum heap, as for -Xmx ({@code 4g})
     * @param graceSeconds how long after its own --timeout a child may take to report before it is killed
     */
    public AnalysisProcess(String heap, long graceSeconds) {
        this(heap, graceSeconds, "bliss.cli.Main",
                System.getProperty(CLASSPATH_PROPERTY, System.getProperty("java.class.path")));
    }

    /** Runs {@code mainClass} on {@code classpath} instead of the bliss command line (tests). */
    AnalysisProcess(String heap, long graceSeconds, String mainClass, String classpath) {
        this.heap = heap;
        this.graceSeconds = graceSeconds;
        this.mainClass = mainClass;
        this.classpath = classpath;
        this.sharing = classpath.equals(System.getProperty("java.class.path")) ? inheritedSharing() : List.of();
    }

    /**
     * The class-data-sharing and collector options this JVM was started with (./bliss maps an archive of bliss's
     * classes and picks the collector): a child on the same class path starts faster with the same archive (its
     * measured time, the analysis's own, is not affected; its process time is shorter), and collects its garbage as
     * a {@code bliss analyze} of the same analysis would.
     */
    private static List<String> inheritedSharing() {
        List<String> out = new ArrayList<>();
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (arg.startsWith("-XX:SharedArchiveFile=") || arg.startsWith("-Xlog:cds")
                    || arg.matches("-XX:\\+Use\\w+GC") || arg.startsWith("-XX:MaxNewSize=")) {
                out.add(arg);
            }
        }
        return out;
    }

    public String heap() {
        return heap;
    }

    /**
     * Analyses one cell in a fresh child JVM.
     *
     * @param logBase the child's stdout and stderr go to logBase.out and logBase.err
     */
    @Override
    public Run runAnalysis(CellKey key, List<String> extra, long timeoutSeconds, Path logBase) {
        return run(analyzeArgs(key, extra, timeoutSeconds), killAfter(timeoutSeconds), logBase);
    }

    /** The {@code bliss analyze} command line of one cell. */
    static List<String> analyzeArgs(CellKey key, List<String> extra, long timeoutSeconds) {
        List<String> args = new ArrayList<>(List.of("analyze", "--class", key.className(), "--method", key.method(),
                "--technique", key.technique().cli(), "--scope", Integer.toString(key.scope()), "--json"));
        if (timeoutSeconds > 0) {
            args.add("--timeout");
            args.add(Long.toString(timeoutSeconds));
        }
        args.addAll(extra);
        return args;
    }

    /** How long an analysis with this time limit (0: none) may run before it is killed (0: never). */
    long killAfter(long timeoutSeconds) {
        return timeoutSeconds > 0 ? timeoutSeconds + graceSeconds : 0;
    }

    /**
     * The command that starts a child JVM running {@code main}: this JVM's java, the heap limit, an exit at the first
     * OutOfMemoryError, the inherited sharing and collector options, the class path.
     */
    List<String> javaCommand(String main) {
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-Xmx" + heap, "-Xss16m",
                "-XX:+ExitOnOutOfMemoryError"));
        command.addAll(sharing);
        command.addAll(List.of("-cp", classpath, main));
        return command;
    }

    /**
     * Runs {@code bliss.cli.Main} with {@code args} in a child JVM (same class path unless
     * {@value #CLASSPATH_PROPERTY} names another).
     *
     * @param killAfterSeconds kill the child after this long (0: never)
     */
    public Run run(List<String> args, long killAfterSeconds, Path logBase) {
        List<String> command = javaCommand(mainClass);
        command.addAll(args);
        Path out = Path.of(logBase + ".out");
        Path err = Path.of(logBase + ".err");
        try {
            Files.createDirectories(out.toAbsolutePath().getParent());
            long start = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            LIVE.add(p);
            boolean killed = false;
            try {
                p.getOutputStream().close();
                if (killAfterSeconds > 0) {
                    if (!p.waitFor(killAfterSeconds, TimeUnit.SECONDS)) {
                        kill(p);
                        p.waitFor();
                        killed = true;
                    }
                } else {
                    p.waitFor();
                }
            } finally {
                if (p.isAlive()) {
                    kill(p);  // interrupted: do not leave the child behind
                }
                LIVE.remove(p);
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            return new Run(p.exitValue(), killed, Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), millis);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while a child analysis ran", e);
        }
    }

    /**
     * The paper's reading of a run: OOM when the heap ran out, TO when the time limit stopped it (a partial
     * result, or a kill), ok when it printed a complete result, ERROR otherwise.
     */
    public static CellResult classify(CellKey key, Run run) {
        long ms = run.processMillis();
        if (run.killed()) {
            return CellResult.failed(key, Status.TO, ms, "killed: no result within the time limit and grace");
        }
        // -XX:+ExitOnOutOfMemoryError prints "Terminating due to java.lang.OutOfMemoryError" (on stdout) and exits
        if (run.exitCode() != 0
                && (run.stdout().contains("OutOfMemoryError") || run.stderr().contains("OutOfMemoryError"))) {
            return CellResult.failed(key, Status.OOM, ms, "heap exhausted");
        }
        JsonNode json = run.exitCode() == 0 ? lastJsonObject(run.stdout()) : null;
        if (json == null) {
            String why = errorLine(run.stderr());
            return CellResult.failed(key, Status.ERROR, ms,
                    "exit " + run.exitCode() + (why.isEmpty() ? "" : ": " + why));
        }
        boolean partial = json.path("partial").asBoolean(false);
        return CellResult.fromJson(key, partial ? Status.TO : Status.OK, json, ms, partial ? "time limit" : "");
    }

    /** The last line of {@code text} that parses as a JSON object, or null. */
    public static JsonNode lastJsonObject(String text) {
        String[] lines = text.split("\n");
        for (int i = lines.length - 1; i >= 0; i--) {
            String line = lines[i].trim();
            if (line.startsWith("{")) {
                try {
                    JsonNode n = JSON.readTree(line);
                    if (n.isObject()) {
                        return n;
                    }
                } catch (IOException notJson) {
                    // keep looking
                }
            }
        }
        return null;
    }

    /** The line of a child's stderr that says what went wrong, at most 240 characters. */
    public static String errorLine(String stderr) {
        String found = "";
        String lastNonBlank = "";
        for (String raw : stderr.split("\n")) {
            String line = raw.strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("bliss: internal error")) {
                found = line;
                break;  // a stack trace follows
            }
            if (line.startsWith("bliss: ") && !line.startsWith("bliss: warning")) {
                found = line;
            }
            if (found.isEmpty() && line.startsWith("Exception in thread ")) {
                found = line;  // a crash outside bliss's handler: its first line names the exception, not the
                break;         // stack trace's last frame
            }
            lastNonBlank = line;
        }
        String s = found.isEmpty() ? lastNonBlank : found;
        if (s.startsWith("bliss: ")) {
            s = s.substring("bliss: ".length());
        }
        return s.length() > 240 ? s.substring(0, 237) + "..." : s;
    }

    static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
