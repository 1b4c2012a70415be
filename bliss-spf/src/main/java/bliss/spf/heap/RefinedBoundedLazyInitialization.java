package bliss.spf.heap;

import bliss.bounds.FieldBounds;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Refined bounded lazy initialization, RBLI (paper §III, Alg. 3-4): after each choice, walk the input heap
 * breadth-first from the receiver along the backbone fields in declaration order, up to the first uninitialized one
 * (the concrete prefix). The i-th node of a class met on the walk is node i of the canonical numbering in every
 * valid extension, so its label must contain i (else the heap is redundant and the choice is dropped) and becomes
 * {@code {i}}. Sound and complete with respect to LI (paper Theorem 2).
 *
 * <p>The walk is {@link bliss.layout.BreadthFirstNumbering}'s, numbering each node class on its own.
 */
public class RefinedBoundedLazyInitialization extends BoundedLazyInitialization {

    /** The nodes of the concrete prefix met by the last refinement, in breadth-first order (BLISS reads it). */
    protected final List<InputObject> prefix = new ArrayList<>();

    public RefinedBoundedLazyInitialization(FieldBounds bounds) {
        super(bounds);
        counters.put("refinementPrunes", 0L);
    }

    @Override
    public String name() {
        return "rbli";
    }

    @Override
    protected boolean consistent(InputHeap heap) {
        if (!refineHeap(heap)) {
            count("refinementPrunes");
            return false;
        }
        return true;
    }

    /**
     * Paper Alg. 3. Sets the label of every node of the concrete prefix to its position.
     *
     * @return false when some node cannot take its position
     */
    protected final boolean refineHeap(InputHeap heap) {
        prefix.clear();
        List<ClassShape> classes = heap.layout().classes();
        int[] nextIndex = new int[classes.size()];
        InputObject root = heap.receiver();
        ArrayDeque<InputObject> queue = new ArrayDeque<>();
        queue.add(root);
        if (root.shape().node() && !place(heap, root, nextIndex, classes)) {
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
                    if (t.shape().node() && !place(heap, t, nextIndex, classes)) {
                        return false;
                    }
                    queue.add(t);
                }
            }
        }
        return true;
    }

    /** Gives {@code node} the next position of its class, if its label allows it. */
    private boolean place(InputHeap heap, InputObject node, int[] nextIndex, List<ClassShape> classes) {
        int i = nextIndex[classes.indexOf(node.shape())]++;
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
