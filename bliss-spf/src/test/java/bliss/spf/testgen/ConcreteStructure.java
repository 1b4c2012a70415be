package bliss.spf.testgen;

import bliss.layout.BreadthFirstNumbering;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;

import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A fully concrete structure read from real objects: the header object, the nodes of the structure (reachable from
 * it along backbone fields) numbered breadth-first as {@link BreadthFirstNumbering} numbers them, then any node
 * reachable only through other reference fields (outside the structure), and per object every reference and
 * primitive field of its layout class. The form in which two translations of an invariant and repOK judge the same
 * structure.
 */
public final class ConcreteStructure {

    /**
     * One object: its class, its index within the class (the header 0 unless it is a node; nodes 0, 1, ...), and per
     * field a value: another {@link Obj} or null for a reference, a {@code Long} for an int (an enum's ordinal, a
     * boxed key's value), long or boolean (0 or 1) field.
     */
    public record Obj(ClassShape shape, int index, String name, Map<FieldShape, Object> values) {
        /** Identity: objects refer to one another, cycles included. */
        @Override
        public boolean equals(Object o) {
            return this == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private final ClassLayout layout;
    private final List<Obj> objects;
    private final Obj root;
    private final int structureNodes;

    private ConcreteStructure(ClassLayout layout, List<Obj> objects, Obj root, int structureNodes) {
        this.layout = layout;
        this.objects = objects;
        this.root = root;
        this.structureNodes = structureNodes;
    }

    public ClassLayout layout() {
        return layout;
    }

    /** The header object (node 0 when the header class is its own node class). */
    public Obj root() {
        return root;
    }

    /** Every object: the header, the structure's nodes in breadth-first order, then nodes outside it. */
    public List<Obj> objects() {
        return objects;
    }

    /** The nodes of the structure: indices 0 .. structureNodes()-1. */
    public int structureNodes() {
        return structureNodes;
    }

    /** The nodes, in index order. */
    public List<Obj> nodes() {
        return objects.stream().filter(o -> o.shape().node()).toList();
    }

    /** Reads the structure a header object holds (real objects, read by reflection). */
    public static ConcreteStructure of(ClassLayout layout, Object header) {
        Reflection heap = new Reflection(layout);
        List<Object> nodes = new ArrayList<>(BreadthFirstNumbering.number(header, heap, false).nodes());
        int structureNodes = nodes.size();
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        ArrayDeque<Object> queue = new ArrayDeque<>();
        seen.put(header, Boolean.TRUE);
        queue.add(header);
        for (Object n : nodes) {
            if (seen.put(n, Boolean.TRUE) == null) {
                queue.add(n);
            }
        }
        while (!queue.isEmpty()) { // nodes outside the structure that some reference field of an object reaches
            Object o = queue.poll();
            for (FieldShape f : heap.classOf(o).referenceFields()) {
                Object t = heap.read(o, f);
                if (t != null && seen.put(t, Boolean.TRUE) == null) {
                    nodes.add(t);
                    queue.add(t);
                }
            }
        }
        Map<Object, Obj> objs = new IdentityHashMap<>();
        List<Obj> list = new ArrayList<>();
        if (!heap.classOf(header).node()) {
            Obj h = new Obj(heap.classOf(header), 0, "X", new LinkedHashMap<>());
            objs.put(header, h);
            list.add(h);
        }
        for (int i = 0; i < nodes.size(); i++) {
            Object n = nodes.get(i);
            Obj o = new Obj(heap.classOf(n), i, "N" + i, new LinkedHashMap<>());
            objs.put(n, o);
            list.add(o);
        }
        for (Map.Entry<Object, Obj> e : objs.entrySet()) {
            for (FieldShape f : e.getValue().shape().fields()) {
                Object v = heap.value(e.getKey(), f);
                if (f.isReference()) {
                    e.getValue().values().put(f, v == null ? null : objs.get(v));
                } else if (v != null) {
                    e.getValue().values().put(f, v);
                }
            }
        }
        return new ConcreteStructure(layout, Collections.unmodifiableList(list), objs.get(header), structureNodes);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Obj o : objects) {
            sb.append(o.name()).append(o.shape().node() && o.index() >= structureNodes ? " (outside)" : "")
                    .append(" {");
            String sep = "";
            for (Map.Entry<FieldShape, Object> e : o.values().entrySet()) {
                sb.append(sep).append(e.getKey().name()).append('=').append(e.getValue());
                sep = ", ";
            }
            sb.append("} ");
        }
        return sb.toString().strip();
    }

    /** Real objects read by reflection: reads are not monitored by the enumerator's instrumentation. */
    private static final class Reflection implements HeapAccess<Object> {
        private final ClassLayout layout;
        private final Map<Class<?>, ClassShape> shapes = new HashMap<>();
        private final Map<Class<?>, Map<String, Field>> fields = new HashMap<>();

        Reflection(ClassLayout layout) {
            this.layout = layout;
        }

        @Override
        public ClassShape classOf(Object object) {
            return shapes.computeIfAbsent(object.getClass(), c -> layout.shape(c.getName()).orElseThrow(
                    () -> new IllegalArgumentException(c.getName() + " is outside the layout")));
        }

        @Override
        public Object read(Object object, FieldShape field) {
            return raw(object, field);
        }

        /** A field's value: the object for a reference, a Long for a primitive (booleans 0/1, enums' ordinals). */
        Object value(Object object, FieldShape field) {
            Object v = raw(object, field);
            if (field.isReference() || v == null) {
                return v;
            }
            if (v instanceof Boolean b) {
                return b ? 1L : 0L;
            }
            if (v instanceof Enum<?> e) {
                return (long) e.ordinal();
            }
            if (v instanceof Character c) {
                return (long) c;
            }
            if (v instanceof Number n && (field.kind() == FieldKind.INT || field.kind() == FieldKind.LONG
                    || field.kind() == FieldKind.BOOLEAN)) {
                return n.longValue();
            }
            return null; // a field of another kind: not part of the invariant's heap
        }

        private Object raw(Object object, FieldShape field) {
            Field f = fields.computeIfAbsent(object.getClass(), c -> new HashMap<>()).computeIfAbsent(field.name(),
                    n -> find(object.getClass(), n));
            try {
                return f.get(object);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        private static Field find(Class<?> c, String name) {
            return bliss.spf.testing.Fields.of(c, name);
        }
    }
}
