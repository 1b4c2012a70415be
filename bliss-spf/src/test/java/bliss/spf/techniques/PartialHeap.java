package bliss.spf.techniques;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A partially initialized input heap, as lazy initialization left it at the end of a path, in a canonical form that
 * keeps "uninitialized" apart from null (unlike {@link bliss.layout.Shape}, which counts both as null).
 *
 * <p>Objects are numbered breadth-first from the receiver, following every reference field of each object in
 * declaration order; every input object is reachable that way (lazy initialization creates an object as the value
 * of a field of an object already reachable), so two heaps are isomorphic (by a bijection fixing the receiver) exactly
 * when their codes are equal.
 *
 * @param classOf per object, its class's index in the layout
 * @param targets per object, per reference field of its class (declaration order): the target's number,
 *                {@link #NULL} or {@link #UNINITIALIZED}
 */
record PartialHeap(ClassLayout layout, int[] classOf, int[][] targets) {

    static final int NULL = -1;
    static final int UNINITIALIZED = -2;

    /** The input of a path. */
    static PartialHeap of(PartialStructure heap) {
        ClassLayout layout = heap.layout();
        Map<PartialStructure.Node, Integer> number = new IdentityHashMap<>();
        List<PartialStructure.Node> order = new ArrayList<>();
        number.put(heap.receiver(), 0);
        order.add(heap.receiver());
        List<int[]> targets = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            PartialStructure.Node o = order.get(i);
            List<FieldShape> refs = o.shape().referenceFields();
            int[] t = new int[refs.size()];
            for (int f = 0; f < refs.size(); f++) {
                Object v = o.value(refs.get(f));
                if (v == HeapAccess.UNINITIALIZED) {
                    t[f] = UNINITIALIZED;
                } else if (v == null) {
                    t[f] = NULL;
                } else {
                    PartialStructure.Node target = (PartialStructure.Node) v;
                    Integer n = number.get(target);
                    if (n == null) {
                        n = order.size();
                        number.put(target, n);
                        order.add(target);
                    }
                    t[f] = n;
                }
            }
            targets.add(t);
        }
        if (order.size() != heap.nodes().size()) {
            throw new AssertionError("input objects unreachable from the receiver: " + heap.nodes() + " vs "
                    + order);
        }
        int[] classOf = order.stream().mapToInt(n -> layout.classes().indexOf(n.shape())).toArray();
        return new PartialHeap(layout, classOf, targets.toArray(int[][]::new));
    }

    int size() {
        return classOf.length;
    }

    /**
     * Whether a complete structure extends this heap: the map that sends the receiver to the structure's root and
     * follows every initialized field is an injective, class-preserving map under which every initialized field
     * agrees (null to null, an object to the image of its target).
     */
    boolean extendedBy(ValidStructure s) {
        int[] image = new int[size()];
        Arrays.fill(image, -1);
        boolean[] used = new boolean[s.size()];
        image[0] = 0;
        used[0] = true;
        if (s.classOf(0) != classOf[0]) {
            return false;
        }
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        while (!queue.isEmpty()) {
            int o = queue.poll();
            int[] t = targets[o];
            for (int f = 0; f < t.length; f++) {
                if (t[f] == UNINITIALIZED) {
                    continue;
                }
                int there = s.target(image[o], f);
                if (t[f] == NULL) {
                    if (there != NULL) {
                        return false;
                    }
                    continue;
                }
                if (there == NULL || s.classOf(there) != classOf[t[f]]) {
                    return false;
                }
                if (image[t[f]] < 0) {
                    if (used[there]) {
                        return false; // two input objects, one node
                    }
                    image[t[f]] = there;
                    used[there] = true;
                    queue.add(t[f]);
                } else if (image[t[f]] != there) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PartialHeap p && Arrays.equals(classOf, p.classOf) && Arrays.deepEquals(targets, p.targets);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(classOf) + Arrays.deepHashCode(targets);
    }

    /** {@code X{root=N1} N1{left=?,right=null,parent=null}}: {@code ?} is uninitialized. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int o = 0; o < size(); o++) {
            ClassShape c = layout.classes().get(classOf[o]);
            sb.append(o == 0 ? "" : " ").append(o == 0 ? c.simpleName() : "N" + o).append('{');
            List<FieldShape> refs = c.referenceFields();
            for (int f = 0; f < refs.size(); f++) {
                int t = targets[o][f];
                sb.append(f == 0 ? "" : ",").append(refs.get(f).name()).append('=')
                        .append(t == NULL ? "null" : t == UNINITIALIZED ? "?" : t == 0 ? "X" : "N" + t);
            }
            sb.append('}');
        }
        return sb.toString();
    }
}
