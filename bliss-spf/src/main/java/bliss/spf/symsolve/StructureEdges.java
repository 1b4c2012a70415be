package bliss.spf.symsolve;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.sat.Edges;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A question's concrete part as the key of a memoized verdict, as LISSA's {@code createVector} (§3.1) numbers it: a
 * breadth-first walk from the root over every reference field in declaration order numbers the objects it meets, per
 * class, in the order met (the root is object 0 of its class), and every initialized reference field becomes an edge
 * code (class, field, source, target or null, scope-free as BLISS's keys). Two isomorphic structures (a bijection
 * fixing the root that keeps every initialized field) get the same codes.
 */
final class StructureEdges {

    private StructureEdges() {
    }

    static <T> int[] of(StructureQuestion<T> q, ClassLayout layout) {
        return of(q, layout, false);
    }

    /**
     * @param values whether the question's value fields count too (repOK reads them): then each initialized value
     *               field adds two codes, {@link ValueCodes}
     * @return the codes, or null when a value field holds a node the structure does not reach (an array of nodes'
     *         element that no reference field leads to): its fields are in no code, so the question has no key
     */
    static <T> int[] of(StructureQuestion<T> q, ClassLayout layout, boolean values) {
        HeapAccess<T> heap = q.heap();
        Map<T, Integer> number = new IdentityHashMap<>();
        int[] perClass = new int[layout.classes().size()];
        List<T> queue = new ArrayList<>();
        List<Integer> edges = new ArrayList<>();
        number.put(q.root(), perClass[layout.index(heap.classOf(q.root()))]++);
        queue.add(q.root());
        List<Object[]> valueFields = values ? new ArrayList<>() : null; // class, field, source, value
        for (int i = 0; i < queue.size(); i++) {
            T o = queue.get(i);
            ClassShape c = heap.classOf(o);
            int ci = layout.index(c);
            List<FieldShape> fields = c.fields();
            for (int fi = 0; fi < fields.size(); fi++) {
                FieldShape f = fields.get(fi);
                if (!f.isReference()) {
                    if (valueFields != null && (f.kind().isValue() || f.isBoxed() && !f.isEnum())) {
                        valueFields.add(new Object[]{ci, fi, number.get(o), heap.read(o, f)});
                    }
                    continue;
                }
                Object v = heap.read(o, f);
                if (v == HeapAccess.UNINITIALIZED) {
                    continue;
                }
                int target = -1;
                if (v != null) {
                    @SuppressWarnings("unchecked") T t = (T) v;
                    Integer n = number.get(t);
                    if (n == null) {
                        n = perClass[layout.index(heap.classOf(t))]++;
                        number.put(t, n);
                        queue.add(t);
                    }
                    target = n;
                }
                edges.add(Edges.code(ci, fi, number.get(o), target));
            }
        }
        if (valueFields != null) {
            bliss.spf.heap.InputHeap live = bliss.spf.heap.InputHeap.of(heap);
            ValueCodes codes = new ValueCodes(v -> {
                @SuppressWarnings("unchecked") T t = (T) v;
                Integer n = number.get(t);
                return n == null ? null : layout.index(heap.classOf(t)) + ":" + n;
            }, live == null ? v -> null : live.offeredStatics()::nameOf);
            for (Object[] f : valueFields) {
                codes.add((Integer) f[0], (Integer) f[1], (Integer) f[2], f[3], edges);
            }
            if (codes.keyless()) {
                return null;
            }
        }
        return edges.stream().mapToInt(Integer::intValue).toArray();
    }
}
