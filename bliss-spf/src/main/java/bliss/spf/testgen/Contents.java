package bliss.spf.testgen;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The contents of a structure, as a test pins them after a mutator: the values a user put in (a node's
 * {@code key}, {@code value}, {@code element}, ...), of every node reachable from the receiver, sorted. Which fields
 * hold contents is decided by name ({@link #CONTENT_NAMES}); a node class with none of them has no contents pinned.
 * Each node contributes its value (one content field) or {@code "key=value"} (several), and the list is sorted by
 * the values as numbers, so that the pin does not depend on where the structure keeps them.
 *
 * <p>The generated test has the same walk as a helper ({@link JUnitWriter}); the generation-time run uses this one.
 */
final class Contents {

    /** Field names that hold what users store, in the order they are listed when a node has several. */
    static final List<String> CONTENT_NAMES = List.of("key", "value", "element", "elem", "data", "item", "info",
            "val", "datum");

    /** Per node class (Java name), its content fields in declaration order. */
    private final Map<String, List<String>> fields = new LinkedHashMap<>();
    private final Set<String> layoutNames = new LinkedHashSet<>();

    Contents(ClassLayout layout) {
        for (ClassShape c : layout.classes()) {
            layoutNames.add(c.javaName());
            if (!c.node()) {
                continue;
            }
            List<String> names = new ArrayList<>();
            for (FieldShape f : c.fields()) {
                if (!f.isReference() && !f.isEnum() && CompletionHeap.primitiveWidth(f) > 0
                        && CONTENT_NAMES.contains(f.name())) {
                    names.add(f.name());
                }
            }
            if (!names.isEmpty()) {
                fields.put(c.javaName(), names);
            }
        }
    }

    /** Whether the layout has contents to pin. */
    boolean any() {
        return !fields.isEmpty();
    }

    /** Node class (Java name) to its content fields. */
    Map<String, List<String>> fields() {
        return fields;
    }

    /**
     * The contents reachable from {@code root} along every field whose value is an object of a class of the layout.
     *
     * @return Integers, Longs or Booleans (one content field) or "a=b" strings, sorted
     */
    List<Object> of(Object root) throws IllegalAccessException {
        List<List<Object>> rows = new ArrayList<>();
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        ArrayDeque<Object> queue = new ArrayDeque<>();
        queue.add(root);
        seen.put(root, true);
        while (!queue.isEmpty()) {
            Object o = queue.poll();
            List<String> names = fields.get(o.getClass().getName());
            if (names != null) {
                List<Object> row = new ArrayList<>();
                for (String n : names) {
                    row.add(StructureText.plain(InputBuilder.field(o.getClass(), n).get(o)));
                }
                rows.add(row);
            }
            for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (java.lang.reflect.Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()
                            || !f.trySetAccessible()) {
                        continue; // a JDK superclass's field (AbstractMap.keySet): java.base does not open it
                    }
                    Object v = f.get(o);
                    if (v != null && isLayoutObject(v) && seen.put(v, true) == null) {
                        queue.add(v);
                    }
                }
            }
        }
        rows.sort(ROWS);
        List<Object> out = new ArrayList<>();
        for (List<Object> row : rows) {
            if (row.size() == 1) {
                out.add(row.get(0));
            } else {
                StringBuilder sb = new StringBuilder();
                for (Object v : row) {
                    sb.append(sb.length() == 0 ? "" : "=").append(v);
                }
                out.add(sb.toString());
            }
        }
        return out;
    }

    /** The Java names of the layout's classes: the walk follows fields holding objects of these. */
    Set<String> layoutNames() {
        return layoutNames;
    }

    private boolean isLayoutObject(Object v) {
        return layoutNames.contains(v.getClass().getName());
    }

    /** Rows compared value by value: nulls first, numbers as numbers, booleans false first. */
    static final Comparator<List<Object>> ROWS = (a, b) -> {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    };

    /** Nulls first, then booleans (false first), numbers as numbers, anything else by its text. */
    private static int compare(Object x, Object y) {
        if (x == null || y == null) {
            return x == null ? (y == null ? 0 : -1) : 1;
        }
        if (x instanceof Boolean p && y instanceof Boolean q) {
            return Boolean.compare(p, q);
        }
        if ((x instanceof Number || x instanceof Character) && (y instanceof Number || y instanceof Character)) {
            return Long.compare(((Number) (x instanceof Character c ? (int) c : x)).longValue(),
                    ((Number) (y instanceof Character d ? (int) d : y)).longValue());
        }
        return String.valueOf(x).compareTo(String.valueOf(y));
    }
}
