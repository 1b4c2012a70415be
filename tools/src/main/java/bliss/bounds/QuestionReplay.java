package bliss.bounds;

import bliss.sat.Preprocessor;

import bliss.target.TargetClass;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Replays a recorded stream of BLISS's SAT questions (see {@link QuestionRecorder})
 * against checkers loading the original and the preprocessed CNF of the same bounds database entry, and reports
 * what each costs: load time, wall and CPU time of the whole stream, per-question times. Like BLISS, it reads the
 * model after a SAT answer and the core after an UNSAT one. Every answer must equal the recorded one; a difference
 * stops the replay with exit code 1.
 *
 * <pre>
 * java -cp "$(cat tools/target/classpath.txt)" bliss.bounds.QuestionReplay \
 *     --class AvlTree --scope 16 --questions q.txt --runs 3
 * </pre>
 * The entry is read from {@code --bounds-dir} (default: the database under {@code $XDG_CACHE_HOME}).
 */
@Command(name = "replay", mixinStandardHelpOptions = true)
public final class QuestionReplay implements Callable<Integer> {

    @Option(names = "--class", required = true)
    String className;

    @Option(names = "--scope", required = true)
    int scope;

    @Option(names = "--questions", required = true)
    Path questions;

    @Option(names = "--bounds-dir")
    Path boundsDir;

    @Option(names = "--runs", defaultValue = "3")
    int runs;

    @Option(names = "--checkers", split = ",", defaultValue = "original,preprocessed",
            description = "original, preprocessed; each optionally /cdcl or /sat4j (default cdcl)")
    List<String> checkers;

    @Option(names = "--core-rounds", defaultValue = "0", description = "SatOptions.coreRounds of every checker")
    int coreRounds;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        System.exit(new CommandLine(new QuestionReplay()).execute(args));
    }

    /** One recorded question. */
    record Question(boolean sat, int[] assumptions) {
    }

    /** The cost of one replay. */
    record Run(double loadMillis, double wallMillis, double cpuMillis, long[] nanos, double coreSize, double satMillis,
               double unsatMillis, bliss.sat.IncrementalSolver.Statistics work) {
    }

    @Override
    public Integer call() throws IOException {
        ClassSpec spec = ClassSpec.of(TargetClass.resolve(className, List.of(), List.of()));
        BoundsDatabase db = BoundsDatabase.open(boundsDir != null ? boundsDir : BoundsDatabase.defaultDirectory());
        SatProblem problem = db.entry(spec, scope).problem();
        List<Question> stream = read(questions, problem);
        long sat = stream.stream().filter(Question::sat).count();
        System.out.printf("%s scope %d: %d questions (%d SAT, %d UNSAT), CNF %d variables %d clauses%n", className,
                scope, stream.size(), sat, stream.size() - sat, problem.variables(), problem.clauses().length);
        List<List<Run>> results = new ArrayList<>();
        checkers.forEach(c -> results.add(new ArrayList<>()));
        for (int r = 0; r < runs; r++) {
            for (int c = 0; c < checkers.size(); c++) {
                Run run = replay(problem, checkers.get(c), stream);
                if (run == null) {
                    return 1;
                }
                results.get(c).add(run);
            }
        }
        for (int c = 0; c < checkers.size(); c++) {
            report(checkers.get(c), results.get(c));
        }
        return 0;
    }

    static List<Question> read(Path file, SatProblem problem) throws IOException {
        List<Question> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        if (!lines.isEmpty() && !lines.get(0).startsWith("p ")) {
            // Edge form (ReplayedQuestions): independent of the CNF's numbering.
            for (ReplayedQuestions.Question q : ReplayedQuestions.read(lines, problem)) {
                out.add(new Question(q.sat(), q.assumptions()));
            }
            return out;
        }
        String expected = "p " + problem.variables() + " " + problem.clauses().length;
        if (lines.isEmpty() || !lines.get(0).equals(expected)) {
            throw new IllegalArgumentException(file + " was not recorded on this CNF (" + expected + "): "
                    + (lines.isEmpty() ? "empty" : lines.get(0)));
        }
        for (String line : lines) {
            if (line.startsWith("p ")) {
                if (!line.equals(expected)) {
                    break; // a second checker on another problem: not ours
                }
                continue;
            }
            String[] p = line.trim().split(" ");
            int[] a = new int[p.length - 1];
            for (int i = 1; i < p.length; i++) {
                a[i - 1] = Integer.parseInt(p[i]);
            }
            out.add(new Question(p[0].equals("s"), a));
        }
        return out;
    }

    private Run replay(SatProblem problem, String kind, List<Question> stream) {
        long t0 = System.nanoTime();
        // Preprocessing is done afresh each run (SatProblem keeps its result), so that its cost is measured.
        // A checker: original or preprocessed, optionally with a solver ("preprocessed/sat4j"; default cdcl).
        String[] parts = kind.split("/");
        SatOptions options = SatOptions.DEFAULT.withCoreRounds(coreRounds);
        if (parts.length > 1) {
            options = options.withSolver(bliss.sat.SolverKind.of(parts[1]));
        }
        SatChecker checker = switch (parts[0]) {
            case "original" -> new SatChecker(problem, options.withPreprocess(false));
            case "preprocessed" -> new SatChecker(problem,
                    Preprocessor.run(problem.variables(), problem.clauses(), problem.pvarVariables()), options);
            default -> throw new CommandLine.ParameterException(new CommandLine(this), "unknown checker " + kind);
        };
        double load = (System.nanoTime() - t0) / 1e6;
        long[] nanos = new long[stream.size()];
        long w0 = System.nanoTime();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long coreLiterals = 0;
        long unsat = 0;
        long satNanos = 0;
        long unsatNanos = 0;
        for (int i = 0; i < stream.size(); i++) {
            Question q = stream.get(i);
            long s = System.nanoTime();
            boolean answer = checker.isSatisfiable(q.assumptions());
            // What BLISS's RecentAnswers reads after each answer.
            if (answer) {
                checker.model();
            } else {
                coreLiterals += checker.core(q.assumptions()).length;
                unsat++;
            }
            nanos[i] = System.nanoTime() - s;
            if (answer) {
                satNanos += nanos[i];
            } else {
                unsatNanos += nanos[i];
            }
            if (answer != q.sat()) {
                System.out.printf("%s: question %d answered %s, recorded %s: %s%n", kind, i + 1, answer, q.sat(),
                        Arrays.toString(q.assumptions()));
                return null;
            }
        }
        double wall = (System.nanoTime() - w0) / 1e6;
        double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e6;
        bliss.sat.IncrementalSolver.Statistics work = checker.solverStatistics();
        checker.close();
        if (kind.startsWith("preprocessed")) {
            System.out.println("  preprocessed: " + checker.describe());
        }
        return new Run(load, wall, cpu, nanos, unsat == 0 ? 0 : (double) coreLiterals / unsat, satNanos / 1e6,
                unsatNanos / 1e6, work);
    }

    private static void report(String kind, List<Run> runs) {
        List<Run> byWall = new ArrayList<>(runs);
        byWall.sort((a, b) -> Double.compare(a.wallMillis(), b.wallMillis()));
        Run median = byWall.get(byWall.size() / 2);
        long[] sorted = median.nanos().clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        System.out.printf("  %-12s load %7.1f ms | stream wall %8.1f ms, cpu %8.1f ms (median of %d; runs %s) | "
                        + "per question mean %6.0f us, p50 %6.0f us, p90 %6.0f us, max %6.1f ms | mean core %.1f%n",
                kind, median(runs.stream().mapToDouble(Run::loadMillis).toArray()), median.wallMillis(),
                median(runs.stream().mapToDouble(Run::cpuMillis).toArray()), runs.size(),
                Arrays.toString(runs.stream().mapToLong(r -> Math.round(r.wallMillis())).toArray()),
                n == 0 ? 0 : median.wallMillis() * 1000 / n, n == 0 ? 0 : sorted[n / 2] / 1e3,
                n == 0 ? 0 : sorted[(int) (n * 0.9)] / 1e3, n == 0 ? 0 : sorted[n - 1] / 1e6, median.coreSize());
        bliss.sat.IncrementalSolver.Statistics w = median.work();
        System.out.printf("  %-12s SAT answers %8.1f ms, UNSAT answers %8.1f ms (wall, the median run) | decisions %d, "
                        + "propagations %d, conflicts %d, completions %d%n", "", median.satMillis(),
                median.unsatMillis(), w.decisions(), w.propagations(), w.conflicts(), w.completions());
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
