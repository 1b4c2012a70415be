package bliss.spf.testgen;

import bliss.korat.PartialCandidate;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;

import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * LISSA's {@code createVector} (§3.1) over a path's partial structure, as {@link RepOkCompletion} asks SymSolve: a
 * breadth-first walk from the receiver over the reference fields in declaration order numbers the objects per class
 * in the order met (the receiver is object 0 of the header class), and every reference field the path read, an edge
 * or a null, becomes a fixed slot of the candidate; every other slot stays free. (The engine's own encoder,
 * {@code bliss.spf.heap.StructureEncoder}, does the same over the live input heap.)
 */
final class PathCandidate {

    /** An object's place in a SymSolve candidate: its class (index in the solver's layout), its number in it. */
    record Place(int classIndex, int number) {
    }

    private PathCandidate() {
    }

    /**
     * Fixes the path's edges and nulls in {@code q}.
     *
     * @requires q has no fixed slot; input.receiver() != null
     * @effects fixes in q every reference field the path read, of every object the receiver reaches through them
     * @return the place of each object the walk reached, or null when the finitization cannot hold the structure
     *         (the receiver not of the header class, an object or target beyond the scope)
     */
    static Map<PartialStructure.Node, Place> encode(PartialStructure input, PartialCandidate q, ClassLayout solver) {
        Map<PartialStructure.Node, Place> places = new LinkedHashMap<>();
        int[] perClass = new int[solver.classes().size()];
        PartialStructure.Node root = input.receiver();
        if (classIndex(solver, root.shape()) != 0) {
            return null;
        }
        places.put(root, new Place(0, perClass[0]++));
        ArrayDeque<PartialStructure.Node> queue = new ArrayDeque<>(List.of(root));
        while (!queue.isEmpty()) {
            PartialStructure.Node o = queue.poll();
            Place from = places.get(o);
            for (FieldShape f : o.shape().fields()) {
                if (!f.isReference()) {
                    continue;
                }
                Object v = o.value(f);
                if (v == HeapAccess.UNINITIALIZED) {
                    continue;
                }
                int targetClass = -1;
                int target = -1;
                if (v instanceof PartialStructure.Node t) {
                    Place p = places.get(t);
                    if (p == null) {
                        int c = classIndex(solver, t.shape());
                        if (c < 0) {
                            return null;
                        }
                        p = new Place(c, perClass[c]++);
                        places.put(t, p);
                        queue.add(t);
                    }
                    targetClass = p.classIndex();
                    target = p.number();
                }
                if (!q.fix(from.classIndex(), from.number(), f, targetClass, target)) {
                    return null;
                }
            }
        }
        return places;
    }

    private static int classIndex(ClassLayout solver, ClassShape c) {
        return solver.shape(c.name()).map(solver::index).orElse(-1);
    }
}
