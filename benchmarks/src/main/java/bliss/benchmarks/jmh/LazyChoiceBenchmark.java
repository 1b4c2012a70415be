package bliss.benchmarks.jmh;

import bliss.spf.heap.Candidate;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputObject;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.heap.LazyChoice;
import bliss.layout.FieldShape;
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

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One lazy-initialization choice point, without the interpreter around it: the technique lists the candidates for
 * an uninitialized field of a small input heap, and each candidate is written into the heap (a new node created for
 * "new"), accepted or dropped by the technique, and undone, as the executor tries them when it
 * explores every alternative. The heap is a TreeSet of three entries grown by the same technique (X.root = N1,
 * N1.left = N2, N1.right = N3), and the choice is {@code N2.left}: the next read of a breadth-first traversal.
 *
 * <p>What each technique does in {@code accept}: LI runs the handwritten hybrid precondition natively; BLI first
 * filters candidates by the tight bounds; RBLI also refines the labels along the concrete prefix; BLISS also asks
 * the SAT solver (through {@code RecentAnswers} first, which after the first invocation knows every answer from an earlier
 * model or core: what a depth-first run sees on repeated questions); {@code bliss-noreuse} asks the solver every time,
 * as the paper's BLISS does. The candidates and which ones are accepted are printed at setup.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LazyChoiceBenchmark {

    @Param({"li", "bli", "rbli", "bliss", "bliss-noreuse"})
    public String technique;

    @Param({"TreeSet"})
    public String subject;

    @Param({"6"})
    public int scope;

    private TreeHeap tree;
    private HeapTechnique tech;
    private InputObject owner;
    private FieldShape field;
    private TreeHeap.Mark mark;

    @Setup(Level.Trial)
    public void grow() {
        tree = new TreeHeap(subject, scope);
        boolean noReuse = technique.endsWith("-noreuse");
        String name = noReuse ? technique.substring(0, technique.length() - "-noreuse".length()) : technique;
        TechniqueSettings settings = TechniqueSettings.defaults().withReuseAnswers(!noReuse)
                .withBoundsDirectory(BenchmarkBounds.directory());
        tech = tree.technique(name, settings);
        tree.use(tech);
        List<InputObject> nodes = tree.growCompleteTree(3, true);
        owner = nodes.get(1);
        field = tree.left;
        // the last node's fields are open; so are N2's: N2.left is the choice
        mark = tree.mark();
        List<String> accepted = new ArrayList<>();
        List<Candidate> cs = tech.candidates(tree.heap, owner, field);
        for (Candidate c : cs) {
            if (tryCandidate(c)) {
                accepted.add(c.toString());
            }
        }
        System.out.printf("%n%s: %s.%s: candidates %s, accepted %s%n", technique, owner, field.name(), cs, accepted);
    }

    /** Writes one candidate, asks the technique, undoes the write. */
    private boolean tryCandidate(Candidate c) {
        InputObject target = switch (c.kind()) {
            case NULL -> null;
            case EXISTING -> c.existing();
            case NEW -> tree.heap.create(c.fresh(), null);
        };
        tree.heap.decide(owner, field, target);
        boolean ok = tech.accept(new LazyChoice(tree.heap, owner, field, c, target));
        tree.undo(mark);
        return ok;
    }

    /** The whole choice point: candidates, then each one written, judged and undone. Returns the number accepted. */
    @Benchmark
    public int choice() {
        int accepted = 0;
        for (Candidate c : tech.candidates(tree.heap, owner, field)) {
            if (tryCandidate(c)) {
                accepted++;
            }
        }
        return accepted;
    }

    /** Only the listing of the candidates (LI: null, the compatible objects, new; BLI on: filtered by the bounds). */
    @Benchmark
    public List<Candidate> candidates() {
        return tech.candidates(tree.heap, owner, field);
    }
}
