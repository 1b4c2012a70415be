package bliss.layout;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The canonical numbering of nodes, TACO's symmetry breaking: starting at the root object (the receiver), nodes are
 * numbered 0, 1, 2, ... in the order a breadth-first traversal meets them, following the backbone fields of each
 * object in declaration order. The header object is not a node and gets no number (unless its class is a node
 * class). Back pointers take no part.
 *
 * <p>The enumerator numbers valid structures this way, bounds-compute states it as a formula, and RBLI checks
 * partially initialized heaps against it; this class is the one definition.
 */
public final class BreadthFirstNumbering {

    private BreadthFirstNumbering() {
    }

    /** The outcome of a numbering: nodes in number order, and whether an uninitialized backbone field stopped it. */
    public record Prefix<O>(List<O> nodes, boolean complete) {
    }

    /**
     * Numbers the nodes of a heap breadth-first along backbone fields. With {@code stopAtUninitialized} the walk ends
     * at the first backbone field that is still {@link HeapAccess#UNINITIALIZED} (the concrete prefix of a partially
     * symbolic heap, as RBLI needs it) and the prefix is reported incomplete; otherwise uninitialized fields count as
     * null.
     */
    public static <O> Prefix<O> number(O root, HeapAccess<O> heap, boolean stopAtUninitialized) {
        List<O> nodes = new ArrayList<>();
        Map<O, Boolean> seen = new IdentityHashMap<>();
        ArrayDeque<O> queue = new ArrayDeque<>();
        seen.put(root, Boolean.TRUE);
        queue.add(root);
        if (heap.classOf(root).node()) {
            nodes.add(root);
        }
        while (!queue.isEmpty()) {
            O o = queue.poll();
            for (FieldShape f : heap.classOf(o).backboneFields()) {
                Object v = heap.read(o, f);
                if (v == HeapAccess.UNINITIALIZED) {
                    if (stopAtUninitialized) {
                        return new Prefix<>(nodes, false);
                    }
                    continue;
                }
                if (v == null) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                O t = (O) v;
                if (seen.put(t, Boolean.TRUE) == null) {
                    if (heap.classOf(t).node()) {
                        nodes.add(t);
                    }
                    queue.add(t);
                }
            }
        }
        return new Prefix<>(nodes, true);
    }
}
