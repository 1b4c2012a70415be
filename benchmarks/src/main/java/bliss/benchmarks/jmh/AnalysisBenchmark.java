package bliss.benchmarks.jmh;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.Solvers;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Whole analyses, single shot (technique x subject method x scope), through the engine's Java API: what a cell
 * of {@code bliss experiment} measures, without a JVM start per run, and with JMH's warm-up so that a technique
 * is measured on compiled code. Each fork analyses one combination; compare {@code bliss experiment} (fresh JVM,
 * cold) with this (warm) to see what the JIT contributes.
 *
 * <p>BLISSDB gets an empty embedded verdict cache (a temporary file) before every analysis, warm-up included: each
 * measured run pays for storing its verdicts and gets no hits, which is BLISSDB on its first run. (Hits across
 * scopes are what {@code bliss experiment} and {@code bliss sweep} measure.) Bounds come from the database
 * {@code bliss analyze} uses, or from {@code -Dbliss.bounds.dir=DIR}; a missing entry is computed at setup.
 *
 * <pre>java -cp "$CP" org.openjdk.jmh.Main AnalysisBenchmark -p method=BinTree.count -p technique=li -p scope=8</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xss16m", "-Xmx4g"})
public class AnalysisBenchmark {

    /** {@code Class.method} of a bundled subject. */
    @Param({"BinTree.count", "TreeSet.bfs", "AvlTree.bfs", "BinomialHeap.bfs", "LinkedList.repOK"})
    public String method;

    @Param({"li", "bli", "rbli", "bliss", "blissdb"})
    public String technique;

    @Param({"6"})
    public int scope;

    private Subjects.Subject subject;
    private String methodName;
    private Path cacheDir;
    private TechniqueSettings settings;

    @Setup(Level.Trial)
    public void resolve() throws IOException {
        int dot = method.indexOf('.');
        subject = Subjects.byName(method.substring(0, dot))
                .orElseThrow(() -> new IllegalArgumentException("no bundled subject " + method));
        methodName = method.substring(dot + 1);
        if (subject.method(methodName).isEmpty()) {
            throw new IllegalArgumentException("no method " + method);
        }
        if (!TechniqueCatalogue.names().contains(technique)) {
            throw new IllegalStateException("technique " + technique + " is not in this build; known: "
                    + TechniqueCatalogue.names());
        }
        cacheDir = Files.createTempDirectory("bliss-jmh-analysis");
        settings = TechniqueSettings.defaults().withBoundsDirectory(BenchmarkBounds.directory()).withMessages(null);
        emptyCache();
        run(); // computes a missing bounds entry here rather than in the first warm-up iteration
    }

    /** An empty verdict cache for the next analysis (BLISSDB only reads it). */
    @Setup(Level.Invocation)
    public void emptyCache() throws IOException {
        Path file = cacheDir.resolve("verdicts.mv.db");
        Files.deleteIfExists(file);
        settings = settings.withCache(null, file, false);
    }

    @TearDown(Level.Trial)
    public void removeCache() throws IOException {
        Files.deleteIfExists(cacheDir.resolve("verdicts.mv.db"));
        Files.deleteIfExists(cacheDir);
    }

    @Benchmark
    public AnalysisResult analyze() {
        return run();
    }

    private AnalysisResult run() {
        return new Analysis(AnalysisSpec.of(subject.className(), methodName)
                .withDisplayName(subject.name())
                .withDriver(subject.driverClassName(), methodName)
                .withScope(scope)
                .withTechnique(technique)
                .withSettings(settings), AnalysisBenchmark.class.getClassLoader())
                .solvers(Solvers.standard())
                .run();
    }
}
