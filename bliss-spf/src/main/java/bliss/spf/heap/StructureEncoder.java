package bliss.spf.heap;

import bliss.korat.PartialCandidate;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.sat.Edges;

import java.util.Arrays;
import java.util.List;

/**
 * LISSA's {@code createVector} (§3.1): the input heap as a SymSolve candidate. A breadth-first walk from the receiver
 * over every reference field in declaration order numbers the objects it meets, per class, in the order met (the
 * receiver is object 0 of the header class); every initialized reference field becomes a fixed slot, every
 * uninitialized one (and every primitive field, symbolic here) stays free. Two isomorphic input heaps (a bijection
 * fixing the receiver that keeps every initialized field) get the same candidate and the same edge codes. Objects
 * the receiver does not reach constrain nothing repOK sees and are left out.
 */
final class StructureEncoder {

    /** The encoding of the current heap: the candidate's concrete part and its edge codes (breadth-first). */
    record Encoded(int[] edges, int[] number, List<InputObject> order) {
    }

    private int[] number = new int[16];
    private InputObject[] queue = new InputObject[16];
    private int[] edges = new int[64];
    private final int[] perClass;

    StructureEncoder(int classes) {
        this.perClass = new int[classes];
    }

    /**
     * Fixes the concrete part of {@code heap} in {@code q}.
     *
     * @requires q has no fixed slot
     * @return the encoding, or null when the finitization cannot hold the heap (an object whose class differs from
     *         the class a field declares): then no question can be asked
     */
    Encoded encode(InputHeap heap, PartialCandidate q) {
        InputObject root = heap.receiver();
        if (root == null || root.shape() != heap.layout().header()) {
            return null;
        }
        int size = heap.size();
        if (number.length < size) {
            number = new int[Math.max(size, 2 * number.length)];
            queue = new InputObject[number.length];
        }
        Arrays.fill(number, 0, size, -1);
        Arrays.fill(perClass, 0);
        number[root.index()] = perClass[root.classIndex()]++;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        int n = 0;
        while (head < tail) {
            InputObject o = queue[head++];
            int ci = o.classIndex();
            List<FieldShape> fields = o.shape().fields();
            for (int fi = 0; fi < fields.size(); fi++) {
                FieldShape f = fields.get(fi);
                if (!f.isReference()) {
                    continue;
                }
                Object v = heap.input(o, f);
                if (v == HeapAccess.UNINITIALIZED) {
                    continue;
                }
                int target;
                int targetClass;
                if (v == null) {
                    target = -1;
                    targetClass = -1;
                } else {
                    InputObject t = (InputObject) v;
                    targetClass = t.classIndex();
                    if (number[t.index()] < 0) {
                        number[t.index()] = perClass[targetClass]++;
                        queue[tail++] = t;
                    }
                    target = number[t.index()];
                }
                if (!q.fix(ci, number[o.index()], f, targetClass, target)) {
                    return null;
                }
                if (n == edges.length) {
                    edges = Arrays.copyOf(edges, 2 * n);
                }
                edges[n++] = Edges.code(ci, fi, number[o.index()], target);
            }
        }
        return new Encoded(Arrays.copyOf(edges, n), Arrays.copyOf(number, size), List.of(Arrays.copyOf(queue, tail)));
    }
}
