package bliss.spf.heap;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.stats.Counter;
import bliss.spf.stats.Counters;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
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
        List<ClassShape> classes = heap.layout().classes();
        int[] nextIndex = new int[classes.size()];
        InputObject root = heap.receiver();
        ArrayDeque<InputObject> queue = new ArrayDeque<>();
        queue.add(root);
        if (root.shape().node() && !place(heap, root, nextIndex)) {
            return false;
        }
        IdentityHashMap<InputObject, Boolean> seen = new IdentityHashMap<>();
        seen.put(root, Boolean.TRUE);
        while (!queue.isEmpty()) {
            InputObject o = queue.poll();
            for (FieldShape f : o.shape().backboneFields()) {
                Object v = heap.input(o, f);
                if (v == HeapAccess.UNINITIALIZED) {
                    return true; // end of the concrete prefix
                }
                if (v == null) {
                    continue;
                }
                InputObject t = (InputObject) v;
                if (seen.put(t, Boolean.TRUE) == null) {
                    if (t.shape().node() && !place(heap, t, nextIndex)) {
                        return false;
                    }
                    queue.add(t);
                }
            }
        }
        return true;
    }

    /** Gives {@code node} the next position of its class, if its label allows it. */
    private boolean place(InputHeap heap, InputObject node, int[] nextIndex) {
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
