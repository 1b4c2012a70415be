package bliss.spf.heap;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.sat.Edges;

import java.util.Arrays;
import java.util.List;

/**
 * LISSA's {@code createVector} (§3.1) as the key of a memoized verdict: a breadth-first walk from the receiver over
 * every reference field in declaration order numbers the objects it meets, per class, in the order met (the receiver
 * is object 0 of the header class), and every initialized reference field becomes an edge code (class, field, source,
 * target or null, scope-free as BLISS's keys). Two isomorphic input heaps (a bijection fixing the receiver that keeps
 * every initialized field) get the same codes. Objects the receiver does not reach constrain nothing repOK sees and
 * are left out.
 */
final class StructureEncoder {

    private int[] number = new int[16];
    private InputObject[] queue = new InputObject[16];
    private int[] edges = new int[64];
    private final int[] perClass;

    StructureEncoder(int classes) {
        this.perClass = new int[classes];
    }

    /** The edge codes of the heap's concrete part, breadth-first. */
    int[] edges(InputHeap heap) {
        InputObject root = heap.receiver();
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
                int target = -1;
                if (v != null) {
                    InputObject t = (InputObject) v;
                    if (number[t.index()] < 0) {
                        number[t.index()] = perClass[t.classIndex()]++;
                        queue[tail++] = t;
                    }
                    target = number[t.index()];
                }
                if (n == edges.length) {
                    edges = Arrays.copyOf(edges, 2 * n);
                }
                edges[n++] = Edges.code(ci, fi, number[o.index()], target);
            }
        }
        return Arrays.copyOf(edges, n);
    }
}
