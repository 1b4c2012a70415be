package bliss.spf.techniques;

import bliss.layout.ClassLayout;
import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.explore.PartialStructure;
import bliss.spf.symbolic.Binary;
import bliss.spf.symbolic.Compare;
import bliss.spf.symbolic.Const;
import bliss.spf.symbolic.Expr;
import bliss.spf.symbolic.Ite;
import bliss.spf.symbolic.Not;
import bliss.spf.symbolic.Unary;
import bliss.spf.symbolic.Var;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The brute-force oracle of the precise techniques: every valid concrete input of a class up to a scope, found
 * without SymSolve or any solver. Each valid shape (the enumerator's) gets every assignment of its primitive fields
 * from given value domains, kept when the class's own repOK accepts the real objects. A path end is valid when some
 * valid concrete input extends its partial heap and, with the method's other inputs chosen from the argument values
 * (and the constants of the path condition and their neighbours), satisfies its path condition, evaluated by
 * {@link Expr#eval}.
 */
final class ConcreteInputs {

    /** A concrete input: a shape and the value of each primitive field of each object (by layout field index). */
    record Concrete(ValidStructure shape, long[][] values) {
    }

    private final Class<?> header;
    private final ClassLayout layout;
    private final Map<ValidStructure, List<Concrete>> byShape = new LinkedHashMap<>();
    private final long[] arguments;

    private ConcreteInputs(Class<?> header, ClassLayout layout, List<Concrete> all, long[] arguments) {
        this.header = header;
        this.layout = layout;
        this.arguments = arguments;
        for (Concrete c : all) {
            byShape.computeIfAbsent(c.shape(), k -> new ArrayList<>()).add(c);
        }
    }

    /** {@code min..max}. */
    static long[] range(long min, long max) {
        long[] out = new long[(int) (max - min + 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = min + i;
        }
        return out;
    }

    /**
     * @param shapes    every valid shape of the class up to the scope
     * @param domain    the values each primitive field takes (booleans: 0 and 1)
     * @param arguments the values tried for the method's other inputs
     */
    static ConcreteInputs enumerate(Class<?> header, List<ValidStructure> shapes, Function<FieldShape, long[]> domain,
                                    long[] arguments) throws ReflectiveOperationException {
        ClassLayout layout = ClassLayout.of(header);
        List<Concrete> out = new ArrayList<>();
        for (ValidStructure v : shapes) {
            enumerate(header, layout, domain, v, out);
        }
        return new ConcreteInputs(header, layout, out, arguments);
    }

    /** Every valid concrete input. */
    List<Concrete> all() {
        return byShape.values().stream().flatMap(List::stream).toList();
    }

    /** A concrete input as real objects of the class (the receiver first). */
    Object[] build(Concrete c) throws ReflectiveOperationException {
        List<ClassShape> classes = layout.classes();
        ClassLoader loader = header.getClassLoader();
        ValidStructure v = c.shape();
        Object[] objects = new Object[v.size()];
        for (int o = 0; o < objects.length; o++) {
            Constructor<?> ctor = Class.forName(classes.get(v.classOf(o)).javaName(), true, loader)
                    .getDeclaredConstructor();
            ctor.setAccessible(true);
            objects[o] = ctor.newInstance();
        }
        for (int o = 0; o < objects.length; o++) {
            List<FieldShape> fields = classes.get(v.classOf(o)).fields();
            List<FieldShape> refs = classes.get(v.classOf(o)).referenceFields();
            for (int fi = 0; fi < fields.size(); fi++) {
                FieldShape f = fields.get(fi);
                Field r = field(f, loader);
                long value = c.values()[o][fi];
                if (f.isReference()) {
                    int t = v.target(o, refs.indexOf(f));
                    r.set(objects[o], t < 0 ? null : objects[t]);
                } else if (f.kind() == FieldKind.BOOLEAN) {
                    r.setBoolean(objects[o], value != 0);
                } else if (f.kind() == FieldKind.LONG) {
                    r.setLong(objects[o], value);
                } else if (f.kind() == FieldKind.INT && r.getType() == int.class) {
                    r.setInt(objects[o], (int) value);
                } else if (f.kind() == FieldKind.INT) {
                    r.set(objects[o], (int) value); // a generic value (V value), modelled as a boxed int
                }
            }
        }
        return objects;
    }

    /**
     * Whether a path end covers the run of the method on a concrete input with these values of its other inputs:
     * the input extends the end's heap and satisfies its path condition.
     *
     * @param argument the value of every variable of the path condition that is not a field of the heap (the
     *                 method's one argument)
     */
    boolean covers(PartialStructure input, List<Expr> conditions, Concrete c, long argument) {
        List<int[]> heapVars = new ArrayList<>();
        List<Var> vars = new ArrayList<>();
        if (!embed(input, c.shape(), vars, heapVars)) {
            return false;
        }
        Map<Var, Long> env = new HashMap<>();
        for (int i = 0; i < vars.size(); i++) {
            env.put(vars.get(i), c.values()[heapVars.get(i)[0]][heapVars.get(i)[1]]);
        }
        for (Expr e : conditions) {
            e.forEachVar(v -> env.putIfAbsent(v, argument));
        }
        return holds(conditions, env);
    }

    private static void enumerate(Class<?> header, ClassLayout layout, Function<FieldShape, long[]> domain,
                                  ValidStructure v, List<Concrete> out) throws ReflectiveOperationException {
        List<ClassShape> classes = layout.classes();
        ClassLoader loader = header.getClassLoader();
        int n = v.size();
        Object[] objects = new Object[n];
        List<int[]> slots = new ArrayList<>(); // (object, field index in class fields)
        List<long[]> domains = new ArrayList<>();
        List<Field> reflected = new ArrayList<>();
        for (int o = 0; o < n; o++) {
            ClassShape c = classes.get(v.classOf(o));
            Class<?> k = Class.forName(c.javaName(), true, loader);
            Constructor<?> ctor = k.getDeclaredConstructor();
            ctor.setAccessible(true);
            objects[o] = ctor.newInstance();
            List<FieldShape> fields = c.fields();
            for (int fi = 0; fi < fields.size(); fi++) {
                FieldShape f = fields.get(fi);
                if (f.kind() == FieldKind.INT || f.kind() == FieldKind.BOOLEAN || f.kind() == FieldKind.LONG) {
                    slots.add(new int[]{o, fi});
                    domains.add(f.kind() == FieldKind.BOOLEAN ? new long[]{0, 1} : domain.apply(f));
                    reflected.add(field(f, loader));
                }
            }
        }
        for (int o = 0; o < n; o++) {
            List<FieldShape> refs = classes.get(v.classOf(o)).referenceFields();
            for (int f = 0; f < refs.size(); f++) {
                int t = v.target(o, f);
                field(refs.get(f), loader).set(objects[o], t < 0 ? null : objects[t]);
            }
        }
        Method repOk = header.getMethod("repOK");
        repOk.setAccessible(true);
        int[] digits = new int[slots.size()];
        long combos = 1;
        for (long[] d : domains) {
            combos *= d.length;
        }
        assertTrue(combos <= 3_000_000, "too many value assignments for " + v + ": " + combos);
        for (long c = 0; c < combos; c++) {
            for (int i = 0; i < slots.size(); i++) {
                long value = domains.get(i)[digits[i]];
                Field f = reflected.get(i);
                Object target = objects[slots.get(i)[0]];
                if (f.getType() == boolean.class) {
                    f.setBoolean(target, value != 0);
                } else if (f.getType() == long.class) {
                    f.setLong(target, value);
                } else if (f.getType() == int.class) {
                    f.setInt(target, (int) value);
                } else {
                    f.set(target, (int) value); // a generic value (V value), modelled as a boxed int
                }
            }
            boolean ok;
            try {
                ok = (boolean) repOk.invoke(objects[0]);
            } catch (java.lang.reflect.InvocationTargetException e) {
                ok = false; // repOK threw: the input is not valid
            }
            if (ok) {
                long[][] values = new long[n][];
                for (int o = 0; o < n; o++) {
                    values[o] = new long[classes.get(v.classOf(o)).fields().size()];
                }
                for (int i = 0; i < slots.size(); i++) {
                    values[slots.get(i)[0]][slots.get(i)[1]] = domains.get(i)[digits[i]];
                }
                out.add(new Concrete(v, values));
            }
            for (int i = 0; i < digits.length; i++) {
                if (++digits[i] < domains.get(i).length) {
                    break;
                }
                digits[i] = 0;
            }
        }
    }

    private static Field field(FieldShape f, ClassLoader loader) throws ReflectiveOperationException {
        Field r = Class.forName(f.owner().replace('/', '.'), true, loader).getDeclaredField(f.name());
        r.setAccessible(true);
        return r;
    }

    /** Whether some valid concrete input extends {@code input} and satisfies {@code conditions}. */
    boolean valid(PartialStructure input, List<Expr> conditions) {
        for (Map.Entry<ValidStructure, List<Concrete>> group : byShape.entrySet()) {
            List<int[]> heapVars = new ArrayList<>(); // (object, field index) per variable of vars
            List<Var> vars = new ArrayList<>();
            if (!embed(input, group.getKey(), vars, heapVars)) {
                continue;
            }
            Set<Var> free = new LinkedHashSet<>();
            conditions.forEach(c -> c.forEachVar(v -> {
                if (!vars.contains(v)) {
                    free.add(v);
                }
            }));
            List<Var> order = new ArrayList<>(free);
            // each condition is checked as soon as its last free variable has a value
            List<List<Expr>> due = new ArrayList<>();
            for (int i = 0; i <= order.size(); i++) {
                due.add(new ArrayList<>());
            }
            for (Expr c : conditions) {
                int[] last = {-1};
                c.forEachVar(v -> last[0] = Math.max(last[0], order.indexOf(v)));
                due.get(last[0] + 1).add(c);
            }
            for (Concrete c : group.getValue()) {
                Map<Var, Long> env = new HashMap<>();
                for (int i = 0; i < vars.size(); i++) {
                    env.put(vars.get(i), c.values()[heapVars.get(i)[0]][heapVars.get(i)[1]]);
                }
                if (holds(due.get(0), env) && search(order, due, 0, env, candidates(conditions, env))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The values tried for the free variables: the argument values, and every constant of the conditions and every
     * value of the heap's fields with their neighbours (a comparison's outcome changes only there).
     */
    private long[] candidates(List<Expr> conditions, Map<Var, Long> heap) {
        TreeSet<Long> values = new TreeSet<>();
        for (long a : arguments) {
            values.add(a);
        }
        List<Long> seeds = new ArrayList<>(heap.values());
        for (Expr c : conditions) {
            constants(c, seeds);
        }
        for (long s : seeds) {
            for (long d = -1; d <= 1; d++) {
                long x = s + d;
                if (d == 0 || (d < 0) == (x < s)) { // no wrap-around at the ends of long
                    values.add(x);
                }
            }
        }
        return values.stream().mapToLong(Long::longValue).toArray();
    }

    private static void constants(Expr e, List<Long> out) {
        if (e instanceof Const k) {
            out.add(k.value());
        } else if (e instanceof Binary b) {
            constants(b.left(), out);
            constants(b.right(), out);
        } else if (e instanceof Compare c) {
            constants(c.left(), out);
            constants(c.right(), out);
        } else if (e instanceof Unary u) {
            constants(u.operand(), out);
        } else if (e instanceof Not n) {
            constants(n.operand(), out);
        } else if (e instanceof Ite i) {
            constants(i.cond(), out);
            constants(i.then(), out);
            constants(i.otherwise(), out);
        }
    }

    /**
     * Whether the shape extends the heap (root to root, every initialized field kept, injective); fills the heap's
     * primitive variables with the object and field each stands for in the shape.
     */
    private boolean embed(PartialStructure p, ValidStructure shape, List<Var> vars, List<int[]> where) {
        Map<PartialStructure.Node, Integer> image = new IdentityHashMap<>();
        Set<Integer> used = new HashSet<>();
        List<PartialStructure.Node> queue = new ArrayList<>();
        image.put(p.receiver(), 0);
        used.add(0);
        queue.add(p.receiver());
        for (int i = 0; i < queue.size(); i++) {
            PartialStructure.Node node = queue.get(i);
            int o = image.get(node);
            if (shape.classOf(o) != layout.classes().indexOf(node.shape())) {
                return false;
            }
            List<FieldShape> fields = node.shape().fields();
            List<FieldShape> refs = node.shape().referenceFields();
            for (int fi = 0; fi < fields.size(); fi++) {
                FieldShape f = fields.get(fi);
                Object value = node.value(f);
                if (f.isReference()) {
                    if (value == HeapAccess.UNINITIALIZED) {
                        continue;
                    }
                    int there = shape.target(o, refs.indexOf(f));
                    if (value == null || there < 0) {
                        if (value != null || there >= 0) {
                            return false;
                        }
                        continue;
                    }
                    PartialStructure.Node t = (PartialStructure.Node) value;
                    Integer known = image.get(t);
                    if (known == null) {
                        if (!used.add(there)) {
                            return false;
                        }
                        image.put(t, there);
                        queue.add(t);
                    } else if (known != there) {
                        return false;
                    }
                } else if (value instanceof Var v) {
                    vars.add(v);
                    where.add(new int[]{o, fi});
                }
            }
        }
        return true;
    }

    private static boolean holds(List<Expr> conditions, Map<Var, Long> env) {
        for (Expr c : conditions) {
            try {
                if (c.eval(env) == 0) {
                    return false;
                }
            } catch (ArithmeticException ex) {
                return false;
            }
        }
        return true;
    }

    /** Values for the variables from position i on, checking conditions as they are due. */
    private boolean search(List<Var> vars, List<List<Expr>> due, int i, Map<Var, Long> env, long[] values) {
        if (i == vars.size()) {
            return true;
        }
        Var v = vars.get(i);
        for (long x : values) {
            if (x < v.min() || x > v.max()) {
                continue;
            }
            env.put(v, x);
            if (holds(due.get(i + 1), env) && search(vars, due, i + 1, env, values)) {
                return true;
            }
        }
        env.remove(v);
        return false;
    }
}
