package bliss.subjects;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;

/**
 * Test helpers over subject heaps: JML's {@code \reach}, and random single-field mutations used to produce
 * structures near the boundary of an invariant (on which repOK and the literal invariant must agree).
 */
final class Heaps {

    private Heaps() {
    }

    /**
     * JML {@code \reach(start, T, f1 + f2 + ...)}: the objects reachable from {@code start} through the fields any
     * number of times, {@code start} included; empty when {@code start} is null. Nodes do not override equals,
     * so the set is by identity.
     */
    @SafeVarargs
    static <T> Set<T> reach(T start, Function<T, T>... fields) {
        Set<T> seen = new LinkedHashSet<>();
        if (start == null) {
            return seen;
        }
        List<T> work = new ArrayList<>();
        seen.add(start);
        work.add(start);
        while (!work.isEmpty()) {
            T n = work.remove(work.size() - 1);
            for (Function<T, T> f : fields) {
                T t = f.apply(n);
                if (t != null && seen.add(t)) {
                    work.add(t);
                }
            }
        }
        return seen;
    }

    /** Instance fields of a subject class (header or node), in declaration order. */
    static List<Field> fields(Class<?> c) {
        List<Field> out = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                f.setAccessible(true);
                out.add(f);
            }
        }
        return out;
    }

    private static boolean isSubjectClass(Class<?> c) {
        return c.getName().startsWith("bliss.subjects.");
    }

    /** The header and every subject object reachable from it through any reference field (back pointers too). */
    static List<Object> objects(Object header) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Object> order = new ArrayList<>();
        seen.add(header);
        order.add(header);
        for (int i = 0; i < order.size(); i++) {
            Object o = order.get(i);
            for (Field f : fields(o.getClass())) {
                Object v = get(f, o);
                if (v != null && isSubjectClass(v.getClass()) && seen.add(v)) {
                    order.add(v);
                }
            }
        }
        return order;
    }

    /**
     * Changes one field of one object of the heap: a reference field becomes null, another node of the heap or a
     * fresh node (with random primitive fields and null links); an int field gets a small random value; a boolean
     * field flips. Returns a description of the change, for failure messages.
     */
    static String mutate(Object header, Random random) {
        List<Object> objs = objects(header);
        for (int attempt = 0; ; attempt++) {
            Object o = objs.get(random.nextInt(objs.size()));
            List<Field> fs = fields(o.getClass());
            if (fs.isEmpty()) {
                continue;
            }
            Field f = fs.get(random.nextInt(fs.size()));
            Class<?> type = f.getType();
            Object value;
            if (type == int.class) {
                int old = (Integer) get(f, o);
                value = random.nextBoolean() ? old + (random.nextBoolean() ? 1 : -1) : random.nextInt(9) - 4;
            } else if (type == boolean.class) {
                value = !(Boolean) get(f, o);
            } else if (isSubjectClass(type)) {
                List<Object> candidates = new ArrayList<>();
                for (Object x : objs) {
                    if (type.isInstance(x)) {
                        candidates.add(x);
                    }
                }
                int pick = random.nextInt(candidates.size() + 2);
                if (pick == 0) {
                    value = null;
                } else if (pick == 1) {
                    value = fresh(type, random);
                } else {
                    value = candidates.get(pick - 2);
                }
            } else {
                continue;
            }
            set(f, o, value);
            return o.getClass().getSimpleName() + "@" + System.identityHashCode(o) + "." + f.getName() + " := "
                    + (value == null ? "null" : value instanceof Number || value instanceof Boolean ? value
                    : "node@" + System.identityHashCode(value));
        }
    }

    private static Object fresh(Class<?> type, Random random) {
        try {
            Object n = type.getDeclaredConstructor().newInstance();
            for (Field f : fields(type)) {
                if (f.getType() == int.class) {
                    set(f, n, random.nextInt(9) - 4);
                } else if (f.getType() == boolean.class) {
                    set(f, n, random.nextBoolean());
                }
            }
            return n;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    static Object get(Field f, Object o) {
        try {
            return f.get(o);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static void set(Field f, Object o, Object v) {
        try {
            f.set(o, v);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
