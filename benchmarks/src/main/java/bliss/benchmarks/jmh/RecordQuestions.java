package bliss.benchmarks.jmh;

import bliss.bounds.BoundsEntry;
import bliss.bounds.ClassSpec;
import bliss.cli.TargetClass;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.spf.analysis.Analysis;
import bliss.spf.heap.Bliss;
import bliss.spf.heap.HeapTechniques;
import bliss.spf.heap.InputHeap;
import bliss.spf.results.AnalysisResult;
import bliss.subjects.Subjects;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Records the SAT questions of a real BLISS run (answer reuse on, the engine's defaults) that reach the SAT solver,
 * in edge form ({@code s|u Owner.field:source:target ...}, target -1 for null): the stream format of
 * {@code bliss.bounds.RecordedQuestions}, independent of CNF variable numbers, so that one recording replays on any
 * encoding of the same (class, scope).
 *
 * <pre>
 * java -Xss16m -cp "$(cat benchmarks/target/classpath.txt)" bliss.benchmarks.jmh.RecordQuestions AvlTree.bfs 16 avl16.q
 * </pre>
 * The bounds entry is read from (or computed into) the database of {@link BenchmarkBounds}.
 */
public final class RecordQuestions {

    private RecordQuestions() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: RecordQuestions Class.method scope out-file");
            System.exit(2);
        }
        List<String> lines = record(args[0], Integer.parseInt(args[1]));
        Files.write(Path.of(args[2]), lines);
        System.out.printf("%d questions (%d SAT) written to %s%n", lines.size(),
                lines.stream().filter(l -> l.startsWith("s")).count(), args[2]);
    }

    /** Runs BLISS on {@code Class.method} at the scope; the questions that reached the solver, in edge form. */
    static List<String> record(String method, int scope) {
        int dot = method.indexOf('.');
        Subjects.Subject subject = Subjects.byName(method.substring(0, dot))
                .orElseThrow(() -> new IllegalArgumentException("no bundled subject " + method));
        BoundsEntry entry = BenchmarkBounds.database()
                .entry(ClassSpec.of(TargetClass.resolve(subject.name(), List.of(), List.of())), scope);
        List<String> lines = new ArrayList<>();
        HeapTechniques.register("bliss-recording-edges", c -> new Recording(entry, lines));
        AnalysisResult result = new Analysis(RecordQuestions.class.getClassLoader(), subject.className(),
                method.substring(dot + 1))
                .displayName(subject.name())
                .driver(subject.driverClassName(), method.substring(dot + 1))
                .scope(scope)
                .technique("bliss-recording-edges")
                .run();
        System.out.println(result.summary());
        return lines;
    }

    /** BLISS as the engine runs it, writing down each question its checker answered. */
    private static final class Recording extends Bliss {
        private final List<String> lines;
        private final ClassLayout layout;

        Recording(BoundsEntry entry, List<String> lines) {
            super(entry.bounds(), entry.problem(), Assumptions.SINGLETONS, true);
            this.lines = lines;
            this.layout = entry.bounds().layout();
        }

        @Override
        protected boolean satisfiable(InputHeap heap, Bliss.Question q) {
            long before = solverCalls();
            boolean sat = super.satisfiable(heap, q);
            if (solverCalls() > before) {
                StringBuilder line = new StringBuilder(sat ? "s" : "u");
                for (int code : q.edges()) {
                    ClassShape c = layout.classes().get(code >>> 26);
                    line.append(' ').append(c.simpleName()).append('.')
                            .append(c.fields().get((code >>> 20) & 63).name()).append(':')
                            .append((code >>> 10) & 1023).append(':').append((code & 1023) - 1);
                }
                lines.add(line.toString());
            }
            return sat;
        }
    }
}
