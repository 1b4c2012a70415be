package bliss.benchmarks.jmh;

import bliss.bounds.BoundsEntry;
import bliss.bounds.ClassSpec;
import bliss.bounds.SatChecker;
import bliss.bounds.SatOptions;
import bliss.sat.SolverKind;
import bliss.target.TargetClass;
import bliss.spf.analysis.Analysis;
import bliss.spf.analysis.AnalysisSpec;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.sat.SatOracles;
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
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One BLISS question to the SAT solver ({@link SatChecker#isSatisfiable}, {@code -p solver=cdcl,sat4j}) on a real
 * bounds database entry: is the CNF of the invariant and symmetry breaking satisfiable under these edge assumptions?
 * The questions are real too: at setup a BLISS analysis of {@code method} at {@code scope} (answer reuse off, so every
 * question reaches the solver) records every question it asked and the answer. Then:
 * <ul>
 *   <li>{@code sat}: the satisfiable question with the most assumptions, asked again and again;</li>
 *   <li>{@code unsat}: the unsatisfiable question with the most assumptions;</li>
 *   <li>{@code replay}: the recorded questions in the order the analysis asked them, one per invocation, cycling:
 *       the mean cost of a question in that run.</li>
 * </ul>
 * The checker is loaded once per trial, as BLISS loads it once per run, so the solver keeps what it learnt between
 * questions (as it does within a run; {@code cdcl} also keeps the trail of the assumptions a question shares with
 * the last one). Each answer is checked against the recorded one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xss16m")
public class SatCheckBenchmark {

    /** {@code Class.method} of a bundled subject. */
    @Param({"TreeSet.bfs"})
    public String method;

    @Param({"8"})
    public int scope;

    /** The SAT solver the checker loads: {@code cdcl} (bliss's, the default) or {@code sat4j} (the one before). */
    @Param({"cdcl", "sat4j"})
    public String solver;

    /** A question BLISS asked and the answer it got. */
    record Asked(int[] assumptions, boolean satisfiable) {
    }

    private SatChecker checker;
    private Asked sat;
    private Asked unsat;
    private List<Asked> asked;
    private int next;

    @Setup(Level.Trial)
    public void record() {
        int dot = method.indexOf('.');
        Subjects.Subject subject = Subjects.byName(method.substring(0, dot))
                .orElseThrow(() -> new IllegalArgumentException("no bundled subject " + method));
        BoundsEntry entry = BenchmarkBounds.database()
                .entry(ClassSpec.of(TargetClass.resolve(subject.name(), List.of(), List.of())), scope);
        Path recording;
        try {
            recording = Files.createTempFile("bliss-jmh-questions", ".txt");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // BLISS with answer reuse off: every question reaches the solver, and the recording link writes it down
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(BenchmarkBounds.directory())
                .withMessages(null).withOracle(SatOracles.Options.DEFAULT.withReuseAnswers(false)
                        .withRecord(recording));
        new Analysis(AnalysisSpec.of(subject.className(), method.substring(dot + 1))
                .withDisplayName(subject.name())
                .withDriver(subject.driverClassName(), method.substring(dot + 1))
                .withScope(scope)
                .withTechnique("bliss")
                .withSettings(settings), SatCheckBenchmark.class.getClassLoader())
                .run();
        asked = read(recording);
        Comparator<Asked> bySize = Comparator.comparingInt(q -> q.assumptions().length);
        sat = asked.stream().filter(Asked::satisfiable).max(bySize)
                .orElseThrow(() -> new IllegalStateException(method + " asked no satisfiable question"));
        unsat = asked.stream().filter(q -> !q.satisfiable()).max(bySize)
                .orElseThrow(() -> new IllegalStateException(method + " asked no unsatisfiable question"));
        long sats = asked.stream().filter(Asked::satisfiable).count();
        System.out.printf("%n%s scope %d: %d questions (%d SAT, %d UNSAT); sat: %d assumptions, unsat: %d; "
                        + "CNF: %d variables, %d clauses%n", method, scope, asked.size(), sats, asked.size() - sats,
                sat.assumptions().length, unsat.assumptions().length, entry.problem().variables(),
                entry.problem().clauses().length);
        checker = new SatChecker(entry.problem(), SatOptions.DEFAULT.withSolver(SolverKind.of(solver)));
    }

    /** The questions of a recording ({@code s|u} and the assumptions per line; {@code p} lines skipped). */
    private static List<Asked> read(Path file) {
        List<Asked> out = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(file)) {
                String[] p = line.trim().split(" ");
                if (p[0].equals("s") || p[0].equals("u")) {
                    int[] a = new int[p.length - 1];
                    for (int i = 1; i < p.length; i++) {
                        a[i - 1] = Integer.parseInt(p[i]);
                    }
                    out.add(new Asked(a, p[0].equals("s")));
                }
            }
            Files.delete(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private boolean ask(Asked q) {
        boolean answer = checker.isSatisfiable(q.assumptions());
        if (answer != q.satisfiable()) {
            throw new IllegalStateException(solver + " answered " + answer + " where the analysis got "
                    + q.satisfiable());
        }
        return answer;
    }

    @Benchmark
    public boolean sat() {
        return ask(sat);
    }

    @Benchmark
    public boolean unsat() {
        return ask(unsat);
    }

    @Benchmark
    public boolean replay() {
        Asked q = asked.get(next);
        next = next + 1 == asked.size() ? 0 : next + 1;
        return ask(q);
    }

    @TearDown(Level.Trial)
    public void close() {
        checker.close();
    }
}
