package bliss.spf.testgen;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;

import java.lang.reflect.Array;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The whole structure reachable from an object, as one line of text a test pins after the calls: every object of a
 * layout class reached along the layout's fields, breadth first from the root, numbered in the order met
 * ({@code #0} the root), each with every field the layout models in the layout's order, a reference as the number of
 * the object it holds. So a test fails when the calls leave another structure behind, even one with the same
 * contents that repOK accepts (a rotation instead of a recolouring). Example:
 * {@code #0:TreeSet{root=#1, size=2} #1:Entry{key=1, left=null, right=#2, parent=null, color=true} ...}.
 *
 * <p>An array field of the layout (a heap's {@code Object[] queue}, a hash table's {@code Node[] table}) shows its
 * component type, its length and every element: {@code queue=Object[4]{1, 3, 2, null}},
 * {@code table=Node[2]{#1, null}}. An element that is an object of the layout is a number as a reference is (so the
 * nodes of a hash table are numbered, in the order met, and shown with their fields), a nested array is shown the
 * same way, any other element as a value is ({@link #value}). So a test also fails when the calls leave an array of
 * another length or contents behind (a growth to the wrong capacity, an element stored at the wrong index).
 *
 * <p>The generated test has the same walk as a helper ({@link JUnitWriter}); the generation-time run uses this one.
 */
final class StructureText {

    /** Per class of the layout (Java name), the fields the text shows, in the layout's order. */
    private final Map<String, List<String>> fields = new LinkedHashMap<>();

    StructureText(ClassLayout layout) {
        for (ClassShape c : layout.classes()) {
            List<String> names = new ArrayList<>();
            for (FieldShape f : c.fields()) {
                if (f.isReference() || CompletionHeap.primitiveWidth(f) > 0 || f.kind() == FieldKind.ARRAY) {
                    names.add(f.name());
                }
            }
            fields.put(c.javaName(), names);
        }
    }

    /** Per class of the layout (Java name), its fields shown. */
    Map<String, List<String>> fields() {
        return fields;
    }

    /** The structure reachable from {@code root}. */
    String of(Object root) throws IllegalAccessException {
        Map<Object, Integer> number = new IdentityHashMap<>();
        List<Object> order = new ArrayList<>();
        number.put(root, 0);
        order.add(root);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < order.size(); i++) {
            Object o = order.get(i);
            Class<?> c = o.getClass();
            sb.append(i == 0 ? "" : " ").append('#').append(i).append(':').append(simpleName(c)).append('{');
            List<String> names = fields.get(c.getName());
            for (int k = 0; k < names.size(); k++) {
                Object v = InputBuilder.field(c, names.get(k)).get(o);
                sb.append(k == 0 ? "" : ", ").append(names.get(k)).append('=');
                element(v, number, order, Collections.newSetFromMap(new IdentityHashMap<>()), sb);
            }
            sb.append('}');
        }
        return sb.toString();
    }

    /**
     * A field's value or an array's element: an object of the layout as its number (numbered now if first met), an
     * array as its component type, length and elements ({@code cycle} for an array within itself: {@code open} are
     * the arrays being shown), any other as {@link #value}.
     */
    private void element(Object v, Map<Object, Integer> number, List<Object> order, Set<Object> open,
                         StringBuilder sb) {
        if (v != null && fields.containsKey(v.getClass().getName())) {
            Integer n = number.get(v);
            if (n == null) {
                n = order.size();
                number.put(v, n);
                order.add(v);
            }
            sb.append('#').append(n);
        } else if (v != null && v.getClass().isArray()) {
            if (!open.add(v)) {
                sb.append("cycle");
                return;
            }
            int length = Array.getLength(v);
            sb.append(v.getClass().getComponentType().getSimpleName()).append('[').append(length).append("]{");
            for (int i = 0; i < length; i++) {
                sb.append(i == 0 ? "" : ", ");
                element(Array.get(v, i), number, order, open, sb);
            }
            sb.append('}');
            open.remove(v);
        } else {
            sb.append(value(v));
        }
    }

    /**
     * A value as the text shows it: an enum by its name, a char by its code, a number, boolean or string as Java
     * prints it, any other object by its class alone ({@code a Object}: its own text may hold its identity).
     */
    static String value(Object v) {
        if (v instanceof Enum<?> e) {
            return e.name();
        }
        if (v instanceof Character ch) {
            return Integer.toString(ch);
        }
        return String.valueOf(plain(v));
    }

    /** A number, boolean, char, string or null as it is; any other object as {@code "a " + its class's name}. */
    static Object plain(Object v) {
        return v == null || v instanceof Number || v instanceof Boolean || v instanceof Character
                || v instanceof String || v instanceof Enum<?> ? v : "a " + simpleName(v.getClass());
    }

    /** The class's name after its package, nesting kept ({@code TreeSet$Entry} as {@code Entry}). */
    static String simpleName(Class<?> c) {
        String n = c.getName();
        return n.substring(Math.max(n.lastIndexOf('.'), n.lastIndexOf('$')) + 1);
    }
}
