package bliss.layout;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The shape of a structure: its reference fields alone, with objects renamed canonically, so that two heaps have
 * equal shapes exactly when they are isomorphic on reference fields. Primitive fields are left out, as symbolic
 * execution keeps them symbolic; an uninitialized field counts as null (an unread field can be null in a test).
 *
 * <p>Objects are numbered as {@link BreadthFirstNumbering} numbers them (backbone fields from the root), then any
 * object reachable only through other reference fields (a back pointer to a node off the backbone, possible in a
 * partially initialized heap) or through the elements of arrays of nodes continues the numbering breadth-first. The
 * code lists, for every numbered object in order, its class index in the layout and then the number of the target of
 * each kept reference field (-1 for null), then for each array of nodes -2 when it holds none, else its elements' count
 * and each element's target. An array's length is a value (as ints are), not part of the shape: an array counts by
 * its elements, an undecided one as null.
 */
public final class Shape {

    private final int[] code;
    /** How to read the code back ({@link #toString}), or null when the text came with it. */
    private final ClassLayout layout;
    private final Predicate<FieldShape> keep;
    /** The readable form, made from the code at the first {@link #toString} (most shapes are only compared). */
    private volatile String text;

    private Shape(int[] code, ClassLayout layout, Predicate<FieldShape> keep, String text) {
        this.code = code;
        this.layout = layout;
        this.keep = keep;
        this.text = text;
    }

    /** The shape of the heap reachable from {@code root}, keeping every reference field. */
    public static <O> Shape of(ClassLayout layout, O root, HeapAccess<O> heap) {
        return of(layout, root, heap, f -> true);
    }

    /** The shape of the heap reachable from {@code root}, keeping the reference fields {@code keep} accepts. */
    public static <O> Shape of(ClassLayout layout, O root, HeapAccess<O> heap, Predicate<FieldShape> keep) {
        List<O> order = new ArrayList<>();
        Map<O, Integer> number = new IdentityHashMap<>();
        number.put(root, 0);
        order.add(root);
        for (O n : BreadthFirstNumbering.number(root, heap, false).nodes()) {
            if (!number.containsKey(n)) {
                number.put(n, order.size());
                order.add(n);
            }
        }
        // Objects reachable only through non-backbone fields continue the numbering.
        ArrayDeque<O> queue = new ArrayDeque<>(order);
        while (!queue.isEmpty()) {
            O o = queue.poll();
            List<Object> targets = new ArrayList<>();
            for (FieldShape f : heap.classOf(o).referenceFields()) {
                targets.add(heap.read(o, f));
            }
            for (FieldShape f : heap.classOf(o).nodeArrayFields()) {
                List<?> elements = heap.elements(o, f);
                if (elements != null) {
                    targets.addAll(elements);
                }
            }
            for (Object v : targets) {
                if (v != null && v != HeapAccess.UNINITIALIZED) {
                    @SuppressWarnings("unchecked")
                    O t = (O) v;
                    if (!number.containsKey(t)) {
                        number.put(t, order.size());
                        order.add(t);
                        queue.add(t);
                    }
                }
            }
        }
        int[] code = new int[order.size() * 8];
        int len = 0;
        boolean outsideLayout = false;
        for (int i = 0; i < order.size(); i++) {
            O o = order.get(i);
            ClassShape c = heap.classOf(o);
            int need = len + 1 + c.fields().size();
            for (FieldShape f : c.nodeArrayFields()) {
                List<?> elements = heap.elements(o, f);
                need += elements == null ? 0 : elements.size();
            }
            if (need > code.length) {
                code = Arrays.copyOf(code, Math.max(need, code.length * 2));
            }
            code[len++] = layout.index(c);
            outsideLayout |= code[len - 1] < 0;
            for (FieldShape f : c.referenceFields()) {
                if (keep.test(f)) {
                    Object v = heap.read(o, f);
                    code[len++] = (v == null || v == HeapAccess.UNINITIALIZED) ? -1 : number.get(v);
                }
            }
            for (FieldShape f : c.nodeArrayFields()) {
                List<?> elements = heap.elements(o, f);
                if (elements == null) {
                    code[len++] = -2;
                    continue;
                }
                code[len++] = elements.size();
                for (Object v : elements) {
                    code[len++] = (v == null || v == HeapAccess.UNINITIALIZED) ? -1 : number.get(v);
                }
            }
        }
        code = Arrays.copyOf(code, len);
        if (outsideLayout) { // a class the layout cannot name back: the text now
            List<ClassShape> classes = new ArrayList<>();
            for (O o : order) {
                classes.add(heap.classOf(o));
            }
            return new Shape(code, null, null, text(code, classes, keep));
        }
        return new Shape(code, layout, keep, null);
    }

    /**
     * The shape with this canonical code and readable form, as {@link #code} and {@link #toString} gave them (a shape
     * sent to another machine).
     */
    public static Shape decoded(int[] code, String text) {
        return new Shape(code.clone(), null, null, text);
    }

    /** The canonical code: equal codes, isomorphic heaps. */
    public int[] code() {
        return code.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shape s && Arrays.equals(code, s.code);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(code);
    }

    /** Readable form: {@code BinTree{root=N0} N0{left=N1,right=null} N1{left=null,right=null}}. */
    @Override
    public String toString() {
        String t = text;
        if (t == null) {
            List<ClassShape> classes = new ArrayList<>();
            for (int p = 0; p < code.length; ) {
                ClassShape c = layout.classes().get(code[p++]);
                classes.add(c);
                for (FieldShape f : c.referenceFields()) {
                    p += keep.test(f) ? 1 : 0;
                }
                for (int a = 0; a < c.nodeArrayFields().size(); a++) {
                    int n = code[p++];
                    p += Math.max(n, 0);
                }
            }
            text = t = text(code, classes, keep);
        }
        return t;
    }

    /**
     * The readable form of a code whose objects are of the classes {@code classes}, in order: nodes named N0, N1, ...
     * in numbering order, other objects by class and number.
     */
    private static String text(int[] code, List<ClassShape> classes, Predicate<FieldShape> keep) {
        String[] names = new String[classes.size()];
        int nodeIndex = 0;
        for (int i = 0; i < names.length; i++) {
            ClassShape c = classes.get(i);
            names[i] = c.node() ? "N" + nodeIndex++ : (i == 0 ? c.simpleName() : c.simpleName() + "#" + i);
        }
        StringBuilder text = new StringBuilder();
        int p = 0;
        for (int i = 0; i < names.length; i++) {
            ClassShape c = classes.get(i);
            p++;
            text.append(i == 0 ? "" : " ").append(names[i]).append('{');
            boolean first = true;
            for (FieldShape f : c.referenceFields()) {
                if (!keep.test(f)) {
                    continue;
                }
                int target = code[p++];
                text.append(first ? "" : ",").append(f.name()).append('=').append(target < 0 ? "null" : names[target]);
                first = false;
            }
            for (FieldShape f : c.nodeArrayFields()) {
                text.append(first ? "" : ",").append(f.name()).append('=');
                first = false;
                int n = code[p++];
                if (n == -2) {
                    text.append("null");
                    continue;
                }
                text.append('[');
                for (int e = 0; e < n; e++) {
                    int target = code[p++];
                    text.append(e == 0 ? "" : ",").append(target < 0 ? "null" : names[target]);
                }
                text.append(']');
            }
            text.append('}');
        }
        return text.toString();
    }
}
