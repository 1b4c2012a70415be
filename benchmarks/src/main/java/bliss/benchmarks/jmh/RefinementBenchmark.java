package bliss.benchmarks.jmh;

import bliss.bounds.ClassSpec;
import bliss.bounds.FieldBounds;
import bliss.target.TargetClass;
import bliss.layout.FieldShape;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.heap.Refinement;
import bliss.spf.heap.TargetLabels;
import bliss.spf.stats.Counters;
import bliss.spf.heap.InputObject;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One refinement, RBLI's {@code refineHeap} (paper Alg. 3), on a tree of {@code nodes} nodes: the breadth-first walk
 * from the receiver along the backbone fields, checking that each node's label holds its position and narrowing it
 * to that position; then the label writes are undone, as backtracking does.
 *
 * <p>{@code labels}: {@code refined} grows the tree with RBLI itself, so every node already has its position as its
 * label and the walk writes nothing: what RBLI pays after a choice deep in a run, where only a new node's label
 * changes (the last node's label is put back to BLI's before each invocation's refinement, so one write is made).
 * {@code bli} grows it with BLI, whose labels are sets: the walk narrows every one of them.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RefinementBenchmark {

    @Param({"TreeSet"})
    public String subject;

    @Param({"12"})
    public int nodes;

    @Param({"12"})
    public int scope;

    @Param({"refined", "bli"})
    public String labels;

    private TreeHeap tree;
    private Refinement refinement;
    private TargetLabels targetLabels;
    private InputObject last;
    private long lastLabel;
    private TreeHeap.Mark mark;

    @Setup(Level.Trial)
    public void grow() {
        tree = new TreeHeap(subject, scope);
        FieldBounds bounds = BenchmarkBounds.database()
                .entry(ClassSpec.of(TargetClass.resolve(subject, List.of(), List.of())), scope).bounds();
        refinement = new Refinement(new Counters());
        targetLabels = new TargetLabels(bounds);
        TechniqueSettings settings = TechniqueSettings.defaults().withBoundsDirectory(BenchmarkBounds.directory())
                .withMessages(null);
        tree.use(tree.technique(labels.equals("refined") ? "rbli" : "bli", settings));
        List<InputObject> grown = tree.growCompleteTree(nodes, false);
        last = grown.get(grown.size() - 1);
        // BLI's label of the last node: the targets of right from its parent's label
        mark = tree.mark();
        if (labels.equals("refined")) {
            InputObject parent = grown.get((grown.size() - 2) / 2);
            lastLabel = targetLabels.of(tree.heap, parent, grown.size() % 2 == 0 ? tree.left : tree.right);
        }
        if (!refine()) {
            throw new IllegalStateException("refinement rejects the complete tree of " + nodes + " nodes");
        }
        System.out.printf("%n%d nodes, labels %s: a refinement writes %d label(s)%n", nodes, labels,
                writesOfOneRefinement());
    }

    private int writesOfOneRefinement() {
        if (labels.equals("refined")) {
            tree.heap.setLabel(last, lastLabel);
        }
        int before = tree.vm.trail.mark();
        refinement.refineHeap(tree.heap);
        int writes = tree.vm.trail.mark() - before;
        tree.undo(mark);
        return writes;
    }

    @Benchmark
    public boolean refine() {
        if (labels.equals("refined")) {
            tree.heap.setLabel(last, lastLabel);
        }
        boolean ok = refinement.refineHeap(tree.heap);
        tree.undo(mark);
        return ok;
    }
}
