package bliss.realcode.oracle;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one run of a driver on the real JVM did, as the instrumented copies report it ({@link TracingLoader}): the
 * outcome of every conditional jump and switch of the analysed classes and drivers, the exceptions their handlers
 * caught, and the first access of every reference field of every input object, with what it found: null, an input
 * object met before (by the order in which the run met them), a new one (with its class), an enum constant (by name),
 * an object a static final field of an input object's class holds (by the field), or another value; the length of every
 * new array, the index of every array access and the positions of every {@code System.arraycopy} (the engine decides
 * each), and the first read of every element of an input array, with what it found. That is what a path of the symbolic
 * execution fixes: its lazy choices (the first reads of input fields) and its branches.
 *
 * <p>One run at a time (the oracle runs its inputs one after another).
 */
public final class Trace {

    private static final Map<Integer, String> SITES = new ConcurrentHashMap<>();
    private static final Map<Integer, int[][]> SWITCHES = new ConcurrentHashMap<>();

    private static Trace current;

    private final Set<Object> inputs;
    private final Map<Object, Integer> met = new IdentityHashMap<>();
    /** Per input object the sites of its fields accessed, per input array the indices (as -1 - index) accessed. */
    private final Map<Object, Set<Integer>> accessed = new IdentityHashMap<>();
    private final List<String> events = new ArrayList<>();
    /** The objects static final fields of the input objects' classes hold, by field; made at the first need. */
    private Map<Object, String> heldBy;

    private Trace(Set<Object> inputs) {
        this.inputs = inputs;
    }

    /**
     * Records the run of {@code driver} on an input whose objects are {@code inputs} (identity), the receiver first.
     *
     * @return the events, in order
     */
    public static synchronized List<String> of(Set<Object> inputs, Object receiver, Runnable driver) {
        Trace t = new Trace(inputs);
        t.met.put(receiver, 0);
        current = t;
        try {
            driver.run();
        } finally {
            current = null;
        }
        return List.copyOf(t.events);
    }

    static void site(int id, String where) {
        SITES.put(id, where);
    }

    static void switchTargets(int id, int[] keys, int[] targets, int defaultTarget) {
        SWITCHES.put(id, new int[][]{keys, targets, {defaultTarget}});
    }

    /** Where an event's site is in the code, for messages. */
    public static String where(String event) {
        int at = event.indexOf(':');
        String site = SITES.get(Integer.parseInt(event.substring(1, at < 0 ? event.length() : at)));
        return site == null ? event : event + " (" + site + ")";
    }

    // ---- called by the instrumented code ----------------------------------------------------------------------

    public static void unary(int value, int id, int opcode) {
        if (current != null) {
            current.events.add("b" + id + ":" + (Jumps.unary(opcode, value) ? 1 : 0));
        }
    }

    public static void binary(int a, int b, int id, int opcode) {
        if (current != null) {
            current.events.add("b" + id + ":" + (Jumps.binary(opcode, a, b) ? 1 : 0));
        }
    }

    public static void references(Object a, Object b, int id, int opcode) {
        if (current != null) {
            current.events.add("b" + id + ":" + (Jumps.references(opcode, a, b) ? 1 : 0));
        }
    }

    public static void nullness(Object a, int id, int opcode) {
        if (current != null) {
            current.events.add("b" + id + ":" + (Jumps.nullness(opcode, a) ? 1 : 0));
        }
    }

    public static void key(int key, int id) {
        if (current != null) {
            int[][] table = SWITCHES.get(id);
            int target = table[2][0];
            for (int i = 0; i < table[0].length; i++) {
                if (table[0][i] == key) {
                    target = table[1][i];
                }
            }
            current.events.add("s" + id + ":" + target);
        }
    }

    public static void caught(Throwable t, int id) {
        if (current != null) {
            current.events.add("c" + id + ":" + t.getClass().getName());
        }
    }

    public static void read(Object owner, Object value, int id) {
        Trace t = current;
        if (t != null && t.inputs.contains(owner) && t.accessed.computeIfAbsent(owner, o -> new java.util.HashSet<>())
                .add(id)) {
            t.events.add("r" + id + ":" + t.met.get(owner) + "=" + found(t, value));
        }
    }

    /** What a first read found: null, an input object met before or new, an enum constant, or another value. */
    private static String found(Trace t, Object value) {
        if (value == null) {
            return "null";
        }
        if (t.inputs.contains(value)) {
            Integer seen = t.met.get(value);
            if (seen == null) {
                t.met.put(value, t.met.size());
                return "new " + value.getClass().getName(); // lazy initialization fixes each new node's class
            }
            return "o" + seen;
        }
        if (value instanceof Enum<?> e) {
            return "constant " + e.name(); // the engine chooses an enum field's constant at its first read
        }
        String held = t.held(value);
        if (held != null) {
            return "held " + held; // and among the objects the input classes' static final fields hold
        }
        return "value";
    }

    /** The static final field of an input object's class (or a superclass) that holds {@code value}, or null. */
    private String held(Object value) {
        if (heldBy == null) {
            heldBy = new IdentityHashMap<>();
            Set<Class<?>> classes = new java.util.HashSet<>();
            for (Object o : inputs) {
                for (Class<?> c = o.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
                    classes.add(c);
                }
            }
            for (Class<?> c : classes) {
                for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                    int m = f.getModifiers();
                    if (java.lang.reflect.Modifier.isStatic(m) && java.lang.reflect.Modifier.isFinal(m)
                            && !f.getType().isPrimitive() && !c.getName().startsWith("java.")) {
                        Object v = Reflect.staticValue(c, f.getName());
                        if (v != null) {
                            heldBy.putIfAbsent(v, c.getName() + "." + f.getName());
                        }
                    }
                }
            }
        }
        return heldBy.get(value);
    }

    /**
     * An array load: its index (the engine decides every index a path uses, so the inputs of one path use the same
     * ones), and at the first access of an element of an input array what it found, as for a field.
     */
    public static void load(Object array, int index, int id) {
        Trace t = current;
        if (t == null || array == null || index < 0 || index >= java.lang.reflect.Array.getLength(array)) {
            return; // the load throws, and the handler reports it
        }
        t.events.add("i" + id + ":" + index);
        if (t.inputs.contains(array) && array instanceof Object[] elements
                && t.accessed.computeIfAbsent(array, o -> new java.util.HashSet<>()).add(-1 - index)) {
            t.events.add("e" + id + ":" + t.met.get(array) + "[" + index + "]=" + found(t, elements[index]));
        }
    }

    /**
     * An access through {@code jdk.internal.misc.Unsafe} of {@code o} at {@code offset}: on an array, the access of
     * the element the offset names ({@code (offset - arrayBaseOffset) / arrayIndexScale}), a load or, for the
     * {@code put} forms, a store; on another object (a field's offset) nothing, as a field's primitive value is not
     * an event.
     */
    public static void unsafe(Object o, long offset, boolean write, int id) {
        if (o == null || !o.getClass().isArray()) {
            return;
        }
        jdk.internal.misc.Unsafe u = jdk.internal.misc.Unsafe.getUnsafe();
        int index = (int) ((offset - u.arrayBaseOffset(o.getClass())) / u.arrayIndexScale(o.getClass()));
        if (write) {
            store(o, index, id);
        } else {
            load(o, index, id);
        }
    }

    /**
     * A new array's length (the engine decides every length a path allocates, a symbolic one among the lengths it
     * makes, so the inputs of one path allocate the same ones: HashMap.resize's table of the threshold's length).
     */
    public static void newArray(int length, int id) {
        Trace t = current;
        if (t != null) {
            t.events.add("n" + id + ":" + length);
        }
    }

    /** An array store: its index; an element of an input array written before it is read is no input. */
    public static void store(Object array, int index, int id) {
        Trace t = current;
        if (t == null || array == null || index < 0 || index >= java.lang.reflect.Array.getLength(array)) {
            return;
        }
        t.events.add("i" + id + ":" + index);
        if (t.inputs.contains(array)) {
            t.accessed.computeIfAbsent(array, o -> new java.util.HashSet<>()).add(-1 - index);
        }
    }

    /**
     * {@code System.arraycopy}, reporting its positions and length (the engine decides symbolic ones) and the first
     * reads of the input elements it copies.
     */
    public static void arraycopy(Object src, int srcPos, Object dest, int destPos, int length) {
        Trace t = current;
        if (t != null) {
            t.events.add("copy " + srcPos + " " + destPos + " " + length);
            if (src instanceof Object[] from && srcPos >= 0 && length >= 0 && srcPos + length <= from.length) {
                copied(t, from, srcPos, length);
            }
            if (dest != null && t.inputs.contains(dest) && destPos >= 0 && length >= 0) {
                for (int i = destPos; i < destPos + length; i++) {
                    t.accessed.computeIfAbsent(dest, o -> new java.util.HashSet<>()).add(-1 - i);
                }
            }
        }
        System.arraycopy(src, srcPos, dest, destPos, length);
    }

    /** {@code Arrays.copyOf} of an Object[], reporting the first reads of the input elements it copies. */
    public static Object[] copyOf(Object[] original, int newLength) {
        Trace t = current;
        if (t != null && original != null && newLength >= 0) {
            t.events.add("copyOf " + newLength);
            copied(t, original, 0, Math.min(newLength, original.length));
        }
        return java.util.Arrays.copyOf(original, newLength);
    }

    /** The first reads of elements from..from+length-1 of an input array, in order, with what each found. */
    private static void copied(Trace t, Object[] array, int from, int length) {
        if (!t.inputs.contains(array)) {
            return;
        }
        for (int i = from; i < from + length; i++) {
            if (t.accessed.computeIfAbsent(array, o -> new java.util.HashSet<>()).add(-1 - i)) {
                t.events.add("e:" + t.met.get(array) + "[" + i + "]=" + found(t, array[i]));
            }
        }
    }

    /** The sign of a comparison's result ({@code compareTo}, {@code compare}). */
    public static void compared(int result, int id) {
        if (current != null) {
            current.events.add("k" + id + ":" + Integer.signum(result));
        }
    }

    public static void write(Object owner, int id) {
        Trace t = current;
        if (t != null && t.inputs.contains(owner)) {
            t.accessed.computeIfAbsent(owner, o -> new java.util.HashSet<>()).add(id);
        }
    }
}
