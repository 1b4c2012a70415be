package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * RBLI's refinement of the labels (paper §III, Alg. 3-4): after each choice, walk the input heap breadth-first from
 * the receiver along the backbone fields in declaration order, up to the first uninitialized one (the concrete
 * prefix). The i-th node of a class met on the walk is node i of the canonical numbering in every valid extension, so
 * its label must contain i (else the heap is redundant and the candidate is dropped, counted as
 * {@code refinementPrunes}) and becomes {@code {i}}. Sound and complete with respect to LI (paper Theorem 2).
 *
 * <p>The walk is {@link bliss.layout.BreadthFirstNumbering}'s, numbering each node class on its own.
 */
public final class Refinement implements Check {

    private final Counter refinementPrunes;
    /** The nodes of the concrete prefix met by the last refinement, in breadth-first order. */
    private final List<InputObject> prefix = new ArrayList<>();
    private final List<InputObject> prefixView = Collections.unmodifiableList(prefix);
    // Scratch of the walk, kept between calls (one refinement per exploring thread): the next position per class,
    // the breadth-first queue, and per object index the number of the walk that last met it.
    private int[] nextIndex = new int[1];
    private InputObject[] queue = new InputObject[16];
    private int[] seen = new int[16];
    private int stamp;
    /** Per class index, the positions of its backbone fields ({@link #backbone}). */
    private int[][] backbone = new int[0][];

    public Refinement(Counters counters) {
        this.refinementPrunes = counters.counter("refinementPrunes");
    }

    @Override
    public boolean holds(LazyChoice c) {
        if (!refineHeap(c.heap())) {
            refinementPrunes.increment();
            return false;
        }
        return true;
    }

    @Override
    public void replay(LazyChoice c) {
        if (!refineHeap(c.heap())) {
            throw new IllegalStateException("a replayed choice failed the refinement it passed before");
        }
    }

    /** The nodes of the concrete prefix, in breadth-first order, as the last refinement found them. */
    public List<InputObject> prefix() {
        return prefixView;
    }

    /**
     * Paper Alg. 3. Sets the label of every node of the concrete prefix to its position.
     *
     * @return false when some node cannot take its position
     */
    public boolean refineHeap(InputHeap heap) {
        prefix.clear();
        int classes = heap.layout().classes().size();
        if (nextIndex.length < classes) {
            nextIndex = new int[classes];
        }
        Arrays.fill(nextIndex, 0, classes, 0);
        if (++stamp == 0) { // wrapped: clear the marks of every earlier walk
            Arrays.fill(seen, 0);
            stamp = 1;
        }
        InputObject root = heap.receiver();
        int head = 0;
        int tail = 0;
        queue = ensure(queue, heap.size());
        queue[tail++] = root;
        mark(root);
        if (root.shape().node() && !place(heap, root)) {
            return false;
        }
        while (head < tail) {
            InputObject o = queue[head++];
            for (int position : backbone(heap, o)) {
                Object v = heap.input(o, position);
                if (v == HeapAccess.UNINITIALIZED) {
                    return true; // end of the concrete prefix
                }
                if (v == null) {
                    continue;
                }
                InputObject t = (InputObject) v;
                if (mark(t)) {
                    if (t.shape().node() && !place(heap, t)) {
                        return false;
                    }
                    queue[tail++] = t;
                }
            }
        }
        return true;
    }

    /** The positions of {@code o}'s backbone fields among its class's fields, in declaration order. */
    private int[] backbone(InputHeap heap, InputObject o) {
        int ci = o.classIndex();
        if (ci >= backbone.length) {
            backbone = Arrays.copyOf(backbone, heap.layout().classes().size());
        }
        int[] positions = backbone[ci];
        if (positions == null) {
            List<FieldShape> fields = o.shape().fields();
            positions = backbone[ci] = o.shape().backboneFields().stream().mapToInt(fields::indexOf).toArray();
        }
        return positions;
    }

    /** @return true when {@code o} was not met before in this walk (and marks it) */
    private boolean mark(InputObject o) {
        int i = o.index();
        if (i >= seen.length) {
            seen = Arrays.copyOf(seen, Math.max(2 * seen.length, i + 1));
        }
        if (seen[i] == stamp) {
            return false;
        }
        seen[i] = stamp;
        return true;
    }

    private static InputObject[] ensure(InputObject[] a, int n) {
        return a.length >= n ? a : new InputObject[Math.max(2 * a.length, n)];
    }

    /** Gives {@code node} the next position of its class, if its label allows it. */
    private boolean place(InputHeap heap, InputObject node) {
        int i = nextIndex[node.classIndex()]++;
        long position = 1L << i;
        long label = heap.label(node);
        if ((label & position) == 0) {
            return false;
        }
        if (label != position) {
            heap.setLabel(node, position);
        }
        prefix.add(node);
        return true;
    }
}
