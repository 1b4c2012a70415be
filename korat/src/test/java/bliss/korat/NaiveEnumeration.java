package bliss.korat;

import bliss.layout.BreadthFirstNumbering;
import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.ObjectHeap;
import bliss.layout.Shape;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The test oracle for the enumerator: tries every assignment of every field of every object (no pruning, no
 * isomorphism breaking, no instrumentation), runs repOK on the plain classes through reflection, and counts valid
 * structures up to isomorphism with a canonical form of its own (breadth-first from the header, fields by name).
 * Exponential: for scopes of 2 or 3 only.
 *
 * <p>It varies every field, while Korat leaves a field repOK never reads at its first value; so the two agree only
 * for a repOK that reads every field of every reachable object, as the fixtures compared with it do.
 */
final class NaiveEnumeration {

    record Result(long[] structuresBySize, long[] shapesBySize, Set<Shape> shapes, Set<FieldTuple> tuples,
                  long candidates) {
    }

    private record Variable(Object owner, Field field, Object[] domain) {
    }

    private NaiveEnumeration() {
    }

    /** {@code intDomains}: field name -> {min, max}; other int fields range over 0..scope. */
    static Result run(Class<?> headerClass, int scope, Map<String, int[]> intDomains) throws Exception {
        // The classes: the header and every class its reference fields lead to (by field type, by reflection).
        List<Class<?>> classes = new ArrayList<>();
        ArrayDeque<Class<?>> work = new ArrayDeque<>(List.of(headerClass));
        while (!work.isEmpty()) {
            Class<?> c = work.poll();
            if (classes.contains(c)) {
                continue;
            }
            classes.add(c);
            for (Field f : fields(c)) {
                if (!f.getType().isPrimitive()) {
                    work.add(f.getType());
                }
            }
        }
        boolean headerIsNode = classes.stream().flatMap(c -> fields(c).stream())
                .anyMatch(f -> f.getType() == headerClass);
        Map<Class<?>, List<Object>> objects = new IdentityHashMap<>();
        for (Class<?> c : classes) {
            int count = c == headerClass && !headerIsNode ? 1 : scope;
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                var k = c.getDeclaredConstructor();
                k.setAccessible(true);
                list.add(k.newInstance());
            }
            objects.put(c, list);
        }
        Object header = objects.get(headerClass).get(0);
        Set<Class<?>> nodeClasses = new HashSet<>(classes);
        if (!headerIsNode) {
            nodeClasses.remove(headerClass);
        }

        List<Variable> vars = new ArrayList<>();
        for (Class<?> c : classes) {
            for (Object o : objects.get(c)) {
                for (Field f : fields(c)) {
                    vars.add(new Variable(o, f, domain(f, scope, intDomains, objects)));
                }
            }
        }
        Method repOk = headerClass.getDeclaredMethod("repOK");
        repOk.setAccessible(true);

        ClassLayout layout = ClassLayout.of(headerClass);
        ObjectHeap heap = new ObjectHeap(layout, headerClass.getClassLoader());
        int maxNodes = nodeClasses.size() * scope;
        long[] structures = new long[maxNodes + 1];
        long[] shapesBySize = new long[maxNodes + 1];
        Set<String> structureForms = new HashSet<>();
        Set<String> shapeForms = new HashSet<>();
        Set<Shape> shapes = new LinkedHashSet<>();
        Set<FieldTuple> tuples = new LinkedHashSet<>();

        int[] odometer = new int[vars.size()];
        for (Variable v : vars) {
            v.field().set(v.owner(), v.domain()[0]);
        }
        long candidates = 0;
        while (true) {
            candidates++;
            boolean valid;
            try {
                valid = (boolean) repOk.invoke(header);
            } catch (java.lang.reflect.InvocationTargetException e) {
                valid = false;
            }
            if (valid) {
                List<Object> reached = reach(header);
                int nodes = (int) reached.stream().filter(o -> nodeClasses.contains(o.getClass())).count();
                if (structureForms.add(form(reached, true))) {
                    structures[nodes]++;
                }
                if (shapeForms.add(form(reached, false))) {
                    shapesBySize[nodes]++;
                    shapes.add(Shape.of(layout, header, heap));
                    addTuples(layout, header, heap, reached, tuples);
                }
            }
            // Next assignment, odometer style.
            int i = 0;
            while (i < odometer.length) {
                Variable v = vars.get(i);
                odometer[i] = (odometer[i] + 1) % v.domain().length;
                v.field().set(v.owner(), v.domain()[odometer[i]]);
                if (odometer[i] != 0) {
                    break;
                }
                i++;
            }
            if (i == odometer.length) {
                break;
            }
        }
        return new Result(structures, shapesBySize, shapes, tuples, candidates);
    }

    /** Instance fields, sorted by name (this oracle's own canonical field order). */
    private static List<Field> fields(Class<?> c) {
        List<Field> out = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                f.setAccessible(true);
                out.add(f);
            }
        }
        out.sort(Comparator.comparing(Field::getName));
        return out;
    }

    private static Object[] domain(Field f, int scope, Map<String, int[]> intDomains,
                                   Map<Class<?>, List<Object>> objects) {
        if (f.getType() == boolean.class) {
            return new Object[]{false, true};
        }
        if (f.getType() == int.class) {
            int[] r = intDomains.getOrDefault(f.getName(), new int[]{0, scope});
            Object[] d = new Object[r[1] - r[0] + 1];
            for (int i = 0; i < d.length; i++) {
                d[i] = r[0] + i;
            }
            return d;
        }
        List<Object> d = new ArrayList<>();
        d.add(null);
        d.addAll(objects.get(f.getType()));
        return d.toArray();
    }

    /** Objects reachable from the header, breadth-first, fields by name. */
    private static List<Object> reach(Object header) throws IllegalAccessException {
        List<Object> order = new ArrayList<>(List.of(header));
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        seen.put(header, true);
        for (int i = 0; i < order.size(); i++) {
            for (Field f : fields(order.get(i).getClass())) {
                Object t = f.getType().isPrimitive() ? null : f.get(order.get(i));
                if (t != null && seen.put(t, true) == null) {
                    order.add(t);
                }
            }
        }
        return order;
    }

    /** A canonical text of the reachable structure: objects by their breadth-first number. */
    private static String form(List<Object> reached, boolean withPrimitives) throws IllegalAccessException {
        Map<Object, Integer> number = new IdentityHashMap<>();
        for (int i = 0; i < reached.size(); i++) {
            number.put(reached.get(i), i);
        }
        StringBuilder sb = new StringBuilder();
        for (Object o : reached) {
            sb.append(o.getClass().getSimpleName()).append('{');
            for (Field f : fields(o.getClass())) {
                Object v = f.get(o);
                if (f.getType().isPrimitive()) {
                    if (withPrimitives) {
                        sb.append(f.getName()).append('=').append(v).append(',');
                    }
                } else {
                    sb.append(f.getName()).append('=').append(v == null ? "null" : number.get(v)).append(',');
                }
            }
            sb.append('}');
        }
        return sb.toString();
    }

    /** Tuples numbered as {@link FieldTuple} defines: header 0, nodes by {@link BreadthFirstNumbering}. */
    private static void addTuples(ClassLayout layout, Object header, ObjectHeap heap, List<Object> reached,
                                  Set<FieldTuple> tuples) {
        List<Object> nodes = BreadthFirstNumbering.number(header, heap, false).nodes();
        Map<Object, Integer> index = new IdentityHashMap<>();
        Map<ClassShape, Integer> perClass = new java.util.HashMap<>();
        if (!heap.classOf(header).node()) {
            index.put(header, 0);
        }
        for (Object n : nodes) {
            index.put(n, perClass.merge(heap.classOf(n), 1, Integer::sum) - 1);
        }
        if (index.size() != reached.size()) {
            throw new IllegalStateException("an object off the backbone; this oracle does not number those");
        }
        for (Object o : reached) {
            for (FieldShape f : heap.classOf(o).referenceFields()) {
                Object t = heap.read(o, f);
                tuples.add(new FieldTuple(f, index.get(o), t == null ? -1 : index.get(t)));
            }
        }
    }
}
