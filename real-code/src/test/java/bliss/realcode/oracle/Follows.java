package bliss.realcode.oracle;

import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.explore.PathEnd;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Var;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a concrete input follows a path of the symbolic execution. A path is its choice vector: its lazy choices
 * fixed the input objects and reference fields it read (the path end's partial structure), its branches on symbolic
 * values are its path condition. A concrete input follows it when the partial structure embeds into the input (the
 * receiver onto the receiver, every initialized reference field to the object or null the input has there, distinct
 * objects onto distinct ones; a value field's null, box, enum constant, object of one of its candidate classes or
 * array matched the same way) and the path condition holds for the input's values (each primitive variable of the
 * structure the value of its field, a box's its value, an array's length its length, each argument's the run's
 * value; a variable of neither, such as a field of a JDK superclass, any value of a small range).
 */
public final class Follows {

    private static final int FREE_RANGE = 8;

    private Follows() {
    }

    /** Whether {@code input} (fresh, not run) with the arguments {@code args} follows {@code end}. */
    public static boolean follows(PathEnd end, ConcreteInput input, Map<String, Integer> args) {
        Map<Var, Long> env = new HashMap<>();
        if (!embed(end.input(), input.receiver(), env)) {
            return false;
        }
        Set<Var> free = new LinkedHashSet<>();
        List<Expr> bound = new ArrayList<>();
        for (Expr c : end.pathCondition()) {
            Set<Var> vars = new LinkedHashSet<>();
            c.forEachVar(vars::add);
            for (Var v : vars) {
                if (!env.containsKey(v)) {
                    Integer a = args.get(v.name());
                    if (a != null) {
                        env.put(v, (long) a);
                    } else {
                        free.add(v);
                    }
                }
            }
            if (env.keySet().containsAll(vars)) {
                bound.add(c);
            }
        }
        // the conditions of the input's own values first: one that fails fails for every value of the free ones (the
        // variables of nodes the input has no place for, such as an element past its array's length), whose search
        // would try them all
        return search(List.of(), 0, env, bound) && search(new ArrayList<>(free), 0, env, end.pathCondition());
    }

    private static boolean embed(PartialStructure p, Object receiver, Map<Var, Long> env) {
        return new Embedding(env).embed(p.receiver(), receiver);
    }

    /**
     * One embedding of a partial structure into a concrete input, built breadth-first from the receiver: the image
     * of each input object, the concrete objects used, and the variables' values read off the input.
     */
    private static final class Embedding {
        private final Map<Object, Object> image = new IdentityHashMap<>();
        private final Set<Object> used = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        private final List<PartialStructure.Node> queue = new ArrayList<>();
        private final Map<Var, Long> env;
        /** The loader of the input's classes (the receiver's). */
        private ClassLoader loader;
        private PartialStructure.Node root;

        Embedding(Map<Var, Long> env) {
            this.env = env;
        }

        boolean embed(PartialStructure.Node receiver, Object o) {
            loader = o.getClass().getClassLoader();
            root = receiver;
            image.put(receiver, o);
            used.add(o);
            queue.add(receiver);
            for (int i = 0; i < queue.size(); i++) {
                PartialStructure.Node node = queue.get(i);
                Object there = image.get(node);
                if (!node.shape().javaName().equals(there.getClass().getName())) {
                    return false;
                }
                for (FieldShape f : node.shape().fields()) {
                    Object value = node.value(f);
                    if (f.isReference() || bliss.spf.heap.InputHeap.holdsValue(f, value)) {
                        if (!value(value, Reflect.get(there, f.name()))) {
                            return false;
                        }
                    } else if (value instanceof Var v && (f.kind() != FieldKind.OTHER
                            || f.descriptor().equals("F") || f.descriptor().equals("D"))) {
                        primitive(v, Reflect.get(there, f.name()), f);
                    }
                }
            }
            return true;
        }

        /**
         * Whether the concrete {@code there} matches an input value of the path: uninitialized matches anything; null
         * only null; a node its image (a new one a concrete object not used yet); a box's variable takes the box's
         * value; an enum constant the constant of that name; a class object the class of that name; a static's object
         * that object; a value object one of its
         * classes and no static's, its read fields matching; an array an array whose length and read elements match.
         */
        private boolean value(Object value, Object there) {
            if (value == HeapAccess.UNINITIALIZED) {
                return true;
            }
            if (value == null || there == null) {
                return value == there;
            }
            if (value instanceof PartialStructure.Node n) {
                return alias(n, there, true);
            }
            if (value instanceof Var v) {
                primitive(v, there, v.name());
                return true;
            }
            if (value instanceof PartialStructure.Constant c) {
                return there instanceof Enum<?> e && e.name().equals(c.name());
            }
            if (value instanceof PartialStructure.ClassConstant c) { // a class object a driver named
                return there instanceof Class<?> k && k.getName().equals(c.className());
            }
            if (value instanceof PartialStructure.Held h) { // the very object the static field holds
                return there == Reflect.staticValue(Reflect.type(loader, h.owner()), h.field());
            }
            if (value instanceof PartialStructure.Value v) { // a new input object: none a static field holds
                if (!v.classes().contains(there.getClass().getName()) || heldByStatic(there)
                        || !alias(v, there, false)) {
                    return false;
                }
                for (Map.Entry<FieldShape, Object> f : v.fields().entrySet()) {
                    // a box's value field is the box's value (java.lang does not open its fields to reflection)
                    Object field = there.getClass().getName().startsWith("java.lang.")
                            && f.getKey().name().equals("value") ? there : Reflect.get(there, f.getKey().name());
                    if (!value(f.getValue(), field)) {
                        return false;
                    }
                }
                return true;
            }
            if (value instanceof PartialStructure.Array a) { // an input array: none a static field holds
                if (!there.getClass().isArray() || heldByStatic(there) || !alias(a, there, false)) {
                    return false;
                }
                int length = java.lang.reflect.Array.getLength(there);
                if (a.length() instanceof Var v) {
                    env.put(v, (long) length);
                } else if (a.length().eval(Map.of()) != length) {
                    return false;
                }
                for (int i = 0; i < Math.min(length, a.elements().size()); i++) {
                    if (!value(a.elements().get(i), java.lang.reflect.Array.get(there, i))) {
                        return false;
                    }
                }
                return true;
            }
            throw new IllegalStateException("the oracle does not match the input value " + value + " ("
                    + value.getClass().getSimpleName() + ")");
        }

        /** Whether a static final field of the receiver's class holds {@code o}. */
        private boolean heldByStatic(Object o) {
            Class<?> c = image.get(root).getClass();
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if (java.lang.reflect.Modifier.isStatic(m) && java.lang.reflect.Modifier.isFinal(m)
                        && !f.getType().isPrimitive() && Reflect.staticValue(c, f.getName()) == o) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Whether {@code o} is the image of {@code key} (a node, a value object, an array), making it so when
         * {@code key} has none yet and {@code o} is no other's image; a node joins the queue to have its fields
         * matched.
         */
        private boolean alias(Object key, Object o, boolean node) {
            Object known = image.get(key);
            if (known != null) {
                return known == o;
            }
            if (!used.add(o)) {
                return false;
            }
            image.put(key, o);
            if (node) {
                queue.add((PartialStructure.Node) key);
            }
            return true;
        }

        /**
         * @param where the field or the box (its text made only for the error: a field's record toString formats,
         *              and every check embeds every input into every path)
         */
        private void primitive(Var v, Object there, Object where) {
            if (there instanceof Float f) { // a float's or double's variable stands for its bits
                env.put(v, (long) Float.floatToRawIntBits(f));
            } else if (there instanceof Double d) {
                env.put(v, Double.doubleToRawLongBits(d));
            } else if (there instanceof Number n) {
                env.put(v, n.longValue());
            } else if (there instanceof Boolean b) {
                env.put(v, b ? 1L : 0L);
            } else if (there instanceof Character c) {
                env.put(v, (long) c);
            } else {
                throw new IllegalStateException(where + " holds " + there + " in a concrete input, where the"
                        + " symbolic execution has the variable " + v + ": the oracle's domain for it"
                        + " exceeds the engine's values");
            }
        }
    }

    private static boolean search(List<Var> free, int i, Map<Var, Long> env, List<Expr> conditions) {
        if (i == free.size()) {
            for (Expr c : conditions) {
                try {
                    if (c.eval(env) == 0) {
                        return false;
                    }
                } catch (ArithmeticException e) {
                    return false;
                }
            }
            return true;
        }
        Var v = free.get(i);
        for (long x = Math.max(v.min(), -FREE_RANGE); x <= Math.min(v.max(), FREE_RANGE); x++) {
            env.put(v, x);
            if (search(free, i + 1, env, conditions)) {
                return true;
            }
        }
        env.remove(v);
        return false;
    }
}
