package bliss.experiments;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;

/**
 * One child JVM that runs a series of analyses, one after the other, each as {@code bliss analyze ... --json} would
 * in a JVM of its own: the same exit status and outputs, under the same time limit, killed a grace period after it.
 * A short analysis (a sweep's small scopes) then costs its own time, not a JVM's start (about a second here), and
 * the later ones run on code the JIT compiled for the earlier ones. Started at the first analysis; a child that was
 * killed or died (its first OutOfMemoryError ends it) is replaced at the next one.
 *
 * <p>The protocol, one line each way per analysis: this JVM writes the analysis's arguments as a JSON array to the
 * child's standard input; the child runs them with its standard streams captured and answers with one line,
 * {@value #RESULT} and a JSON object {@code {"exit":..., "out":..., "err":...}}. Lines without the marker are the
 * JVM's own (the OutOfMemoryError exit's message) and are read as the analysis's output.
 *
 * <pre>
 * @specfield child: lone Process   -- the running child JVM, started lazily
 * </pre>
 */
public final class SharedAnalysisJvm implements AnalysisRunner, AutoCloseable {

    /** The marker of the child's answer lines. */
    public static final String RESULT = "@bliss-result ";

    private static final ObjectMapper JSON = new ObjectMapper();
    /** What the reader thread hands on when the child's output ends. */
    private static final String END = new String("end of the child's output");

    private final AnalysisProcess settings;
    private final String serverMain;
    private final Path childErr;
    private Process child;
    private Writer toChild;
    private BlockingQueue<String> fromChild;

    /**
     * @param settings   the child's heap, grace period, class path and inherited options
     * @param serverMain the class whose main method is {@link #serve}'s loop over the command line's main
     * @param logDir     where the child's own standard error goes ({@code shared-jvm.err})
     */
    public SharedAnalysisJvm(AnalysisProcess settings, String serverMain, Path logDir) {
        this.settings = settings;
        this.serverMain = serverMain;
        this.childErr = logDir.resolve("shared-jvm.err");
    }

    /**
     * @effects starts the child if none runs, sends it the analysis, waits for its answer at most the kill time of
     *          {@code timeoutSeconds}; kills the child when it does not answer in time; writes the analysis's outputs
     *          to {@code logBase.out} and {@code logBase.err}
     */
    @Override
    public AnalysisProcess.Run runAnalysis(CellKey key, List<String> extra, long timeoutSeconds, Path logBase) {
        List<String> args = AnalysisProcess.analyzeArgs(key, extra, timeoutSeconds);
        long start = System.nanoTime();
        AnalysisProcess.Run run = ask(args, settings.killAfter(timeoutSeconds), start);
        try {
            Files.createDirectories(logBase.toAbsolutePath().getParent());
            Files.writeString(Path.of(logBase + ".out"), run.stdout());
            Files.writeString(Path.of(logBase + ".err"), run.stderr());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return run;
    }

    private AnalysisProcess.Run ask(List<String> args, long killAfterSeconds, long start) {
        StringBuilder stray = new StringBuilder();
        try {
            if (child == null) {
                start();
            }
            try {
                toChild.write(JSON.writeValueAsString(args) + "\n");
                toChild.flush();
            } catch (IOException dead) {
                return ended(stray, start);  // the child died between two analyses
            }
            long deadline = killAfterSeconds > 0 ? start + TimeUnit.SECONDS.toNanos(killAfterSeconds) : Long.MAX_VALUE;
            while (true) {
                String line = deadline == Long.MAX_VALUE ? fromChild.take()
                        : fromChild.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (line == null) {
                    stop();
                    return new AnalysisProcess.Run(-1, true, stray.toString(), "", millis(start));
                }
                if (line == END) {
                    return ended(stray, start);
                }
                if (line.startsWith(RESULT)) {
                    JsonNode answer = JSON.readTree(line.substring(RESULT.length()));
                    return new AnalysisProcess.Run(answer.path("exit").asInt(3), false,
                            stray + answer.path("out").asText(), answer.path("err").asText(), millis(start));
                }
                stray.append(line).append('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot talk to the analysis JVM: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw new IllegalStateException("interrupted while an analysis ran", e);
        }
    }

    /** The run of an analysis whose child died under it: its exit status, what it printed. */
    private AnalysisProcess.Run ended(StringBuilder stray, long start) throws InterruptedException, IOException {
        Process p = child;
        p.waitFor();
        stop();
        String err = Files.exists(childErr) ? Files.readString(childErr, StandardCharsets.UTF_8) : "";
        return new AnalysisProcess.Run(p.exitValue(), false, stray.toString(), err, millis(start));
    }

    private void start() throws IOException {
        Files.createDirectories(childErr.toAbsolutePath().getParent());
        Files.deleteIfExists(childErr);
        child = new ProcessBuilder(settings.javaCommand(serverMain))
                .redirectError(childErr.toFile()).start();
        AnalysisProcess.LIVE.add(child);
        toChild = new OutputStreamWriter(child.getOutputStream(), StandardCharsets.UTF_8);
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        fromChild = lines;
        InputStream out = child.getInputStream();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8))) {
                for (String line; (line = r.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException closed) {
                // the child is gone
            } finally {
                lines.add(END);
            }
        }, "shared-analysis-jvm-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** @effects the child, if any, is killed, waited for (at most 10 s) and forgotten */
    private void stop() {
        if (child != null) {
            AnalysisProcess.kill(child);
            try {
                child.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            AnalysisProcess.LIVE.remove(child);
            child = null;
        }
    }

    /** @effects the child, if any, is told there is nothing more and ends; killed if it has not within 10 s */
    @Override
    public void close() {
        if (child == null) {
            return;
        }
        try {
            toChild.close();
            child.waitFor(10, TimeUnit.SECONDS);
        } catch (IOException gone) {
            // it ended already
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stop();
        }
    }

    private static long millis(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /**
     * The child's side: reads one analysis's arguments a line from standard input until it ends, runs each with
     * {@code main} (the command line's own entry, which returns an exit status), its standard output and error
     * captured, and answers each with one {@value #RESULT} line on the real standard output.
     *
     * @effects replaces {@link System#out} and {@link System#err} while each analysis runs
     */
    public static void serve(ToIntFunction<String[]> main) throws IOException {
        PrintStream out = System.out;
        PrintStream err = System.err;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            List<String> args = JSON.readValue(line, new TypeReference<List<String>>() { });
            ByteArrayOutputStream capturedOut = new ByteArrayOutputStream();
            ByteArrayOutputStream capturedErr = new ByteArrayOutputStream();
            int exit;
            try (PrintStream o = new PrintStream(capturedOut, true, StandardCharsets.UTF_8);
                 PrintStream e = new PrintStream(capturedErr, true, StandardCharsets.UTF_8)) {
                System.setOut(o);
                System.setErr(e);
                try {
                    exit = main.applyAsInt(args.toArray(String[]::new));
                } catch (RuntimeException | StackOverflowError | AssertionError bug) {
                    e.println("bliss: internal error: " + bug);
                    bug.printStackTrace(e);
                    exit = 3;
                } finally {
                    System.setOut(out);
                    System.setErr(err);
                }
            }
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("exit", exit);
            answer.put("out", capturedOut.toString(StandardCharsets.UTF_8));
            answer.put("err", capturedErr.toString(StandardCharsets.UTF_8));
            out.println(RESULT + JSON.writeValueAsString(answer));
            out.flush();
        }
    }
}
