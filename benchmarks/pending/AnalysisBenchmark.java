// PENDING: move to benchmarks/src/main/java/bliss/benchmarks/jmh/ once bliss.spf.analysis.Analysis reaches main
// (branch engine). Not compiled until then. Checked against engine@8c50bbb: it compiles, and
//   java -cp ... org.openjdk.jmh.Main AnalysisBenchmark -p method=BinTree.count,TreeSet.bfs -p technique=li -p scope=8
// gave medians of 428 ms and 1,002 ms per analysis (a fresh JVM per run: 1,655 ms and 1,849 ms).
package bliss.benchmarks.jmh;

import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.Solvers;
import bliss.spf.heap.HeapTechniques;
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
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Whole analyses, single shot (technique x subject method x scope), through the engine's Java API: what a cell
 * of {@code bliss experiment} measures, without a JVM start per run, and with JMH's warm-up so that a technique
 * is measured on compiled code. Each fork analyses one combination; compare {@code bliss experiment} (fresh JVM,
 * cold) with this (warm) to see what the JIT contributes.
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

    @Setup(Level.Trial)
    public void resolve() {
        int dot = method.indexOf('.');
        subject = Subjects.byName(method.substring(0, dot))
                .orElseThrow(() -> new IllegalArgumentException("no bundled subject " + method));
        methodName = method.substring(dot + 1);
        if (subject.method(methodName).isEmpty()) {
            throw new IllegalArgumentException("no method " + method);
        }
        if (!HeapTechniques.names().contains(technique)) {
            throw new IllegalStateException("technique " + technique + " is not in this build; known: "
                    + HeapTechniques.names());
        }
    }

    @Benchmark
    public AnalysisResult analyze() {
        return new Analysis(AnalysisBenchmark.class.getClassLoader(), subject.className(), methodName)
                .displayName(subject.name())
                .driver(subject.driverClassName(), methodName)
                .scope(scope)
                .technique(technique)
                .solvers(Solvers.standard())
                .run();
    }
}
