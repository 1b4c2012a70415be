package bliss.benchmarks.jmh;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.spf.explore.Limits;
import bliss.spf.heap.Candidate;
import bliss.spf.heap.HeapTechnique;
import bliss.spf.heap.InputHeap;
import bliss.spf.analysis.RunResources;
import bliss.spf.analysis.TechniqueSettings;
import bliss.spf.heap.InputObject;
import bliss.spf.heap.LazyChoice;
import bliss.spf.heap.NativePrecondition;
import bliss.spf.heap.TechniqueCatalogue;
import bliss.spf.heap.TechniqueContext;
import bliss.spf.stats.Counters;
import bliss.spf.vm.Vm;
import bliss.subjects.Subjects;

import java.util.ArrayList;
import java.util.List;

/**
 * The input heap of a tree subject (TreeSet, AvlTree, BinTree: a header with {@code root}, nodes with {@code left}
 * and {@code right}) grown the way the engine grows it: every field decided through a technique's candidates and
 * accepted by it, so that labels and the precondition's view are those of a real run at that point. The micro
 * benchmarks take their state from here and undo their work to a {@link Mark} after each invocation, as
 * backtracking does.
 */
final class TreeHeap {

    /** Where backtracking returns to: the trail, the input objects, the hash serial. */
    record Mark(int trail, int objects, int serial) {
    }

    final ClassLayout layout;
    final Vm vm;
    final InputHeap heap;
    final FieldShape root;
    final FieldShape left;
    final FieldShape right;
    private HeapTechnique technique;

    /**
     * An input heap holding only the receiver {@code X}, with the subject's handwritten hybrid precondition running
     * natively, as {@code bliss analyze} runs it by default.
     */
    TreeHeap(String subject, int scope) {
        String className = Subjects.byName(subject)
                .orElseThrow(() -> new IllegalArgumentException("no bundled subject " + subject)).className();
        ClassLoader loader = TreeHeap.class.getClassLoader();
        layout = ClassLayout.of(className, loader);
        vm = new Vm(loader);
        heap = new InputHeap(vm, layout, scope);
        heap.setPrecondition(new NativePrecondition(heap, loader, "repOKHybrid", true,
                Limits.DEFAULT.preconditionSteps()));
        ClassShape header = layout.header();
        root = header.field("root").orElseThrow();
        ClassShape node = layout.shape(root.target()).orElseThrow();
        left = node.field("left").orElseThrow();
        right = node.field("right").orElseThrow();
        InputObject x = heap.create(header, "X");
        heap.setReceiver(x);
    }

    /**
     * A technique of the catalogue for this heap, with the bounds of the benchmarks' database.
     *
     * @param settings where bounds come from, how SAT questions are answered
     */
    HeapTechnique technique(String name, TechniqueSettings settings) {
        RunResources resources = new RunResources(layout.header().javaName(), TreeHeap.class.getClassLoader(),
                heap.scope(), settings);
        return TechniqueCatalogue.find(name).orElseThrow(() -> new IllegalArgumentException("no technique " + name))
                .create(new TechniqueContext(layout, heap.scope(), new Counters(), resources));
    }

    /** Binds the technique that decides the fields from now on, and lets it label the receiver. */
    void use(HeapTechnique t) {
        technique = t;
        t.start(heap);
    }

    /**
     * Grows the complete binary tree of {@code n} nodes (nodes in breadth-first order, node i's children 2i+1 and
     * 2i+2) field by field in the order a breadth-first traversal reads them: {@code X.root}, then each node's
     * {@code left} and {@code right}. The last node's fields are left uninitialized when {@code openLast}.
     *
     * @return the nodes in breadth-first order
     * @throws IllegalStateException when the technique rejects a decision (the tree is not a valid prefix)
     */
    List<InputObject> growCompleteTree(int n, boolean openLast) {
        List<InputObject> nodes = new ArrayList<>();
        nodes.add(decideNew(heap.receiver(), root));
        for (int i = 0; i < n; i++) {
            if (openLast && i == n - 1) {
                break;
            }
            InputObject o = nodes.get(i);
            for (int c = 2 * i + 1; c <= 2 * i + 2; c++) {
                FieldShape f = c == 2 * i + 1 ? left : right;
                if (c < n) {
                    nodes.add(decideNew(o, f));
                } else {
                    decideNull(o, f);
                }
            }
        }
        return nodes;
    }

    InputObject decideNew(InputObject owner, FieldShape field) {
        return decide(owner, field, Candidate.Kind.NEW);
    }

    void decideNull(InputObject owner, FieldShape field) {
        decide(owner, field, Candidate.Kind.NULL);
    }

    /** What the engine does at a lazy read, with the candidate of the given kind forced. */
    private InputObject decide(InputObject owner, FieldShape field, Candidate.Kind kind) {
        Candidate chosen = technique.candidates(heap, owner, field).stream().filter(c -> c.kind() == kind)
                .findFirst().orElseThrow(() -> new IllegalStateException(technique.name() + " offers no " + kind
                        + " candidate for " + owner + "." + field.name()));
        InputObject target = kind == Candidate.Kind.NEW ? heap.create(chosen.fresh(), null) : null;
        heap.decide(owner, field, target);
        if (!technique.accept(new LazyChoice(heap, owner, field, chosen, target))) {
            throw new IllegalStateException(technique.name() + " rejects " + owner + "." + field.name() + " = "
                    + chosen);
        }
        return target;
    }

    /** From here on every write to the heap is logged, as after a choice point. */
    Mark mark() {
        vm.trail.setHorizon(vm.births());
        return new Mark(vm.trail.mark(), heap.size(), vm.serial());
    }

    /** Backtracks to {@code m}. */
    void undo(Mark m) {
        vm.trail.undoTo(m.trail());
        heap.truncate(m.objects());
        vm.setSerial(m.serial());
    }
}
