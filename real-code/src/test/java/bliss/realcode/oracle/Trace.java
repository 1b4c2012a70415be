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
 * object met before (by the order in which the run met them), a new one, an enum constant (by name), or another
 * value. That is what a path of the
 * symbolic execution fixes: its lazy choices (the first reads of input fields) and its branches.
 *
 * <p>One run at a time (the oracle runs its inputs one after another).
 */
public final class Trace {

    private static final Map<Integer, String> SITES = new ConcurrentHashMap<>();
    private static final Map<Integer, int[][]> SWITCHES = new ConcurrentHashMap<>();

    private static Trace current;

    private final Set<Object> inputs;
    private final Map<Object, Integer> met = new IdentityHashMap<>();
    private final Map<Object, Set<Integer>> accessed = new IdentityHashMap<>();
    private final List<String> events = new ArrayList<>();

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
            String found;
            if (value == null) {
                found = "null";
            } else if (t.inputs.contains(value)) {
                Integer seen = t.met.get(value);
                if (seen == null) {
                    t.met.put(value, t.met.size());
                    found = "new";
                } else {
                    found = "o" + seen;
                }
            } else if (value instanceof Enum<?> e) {
                found = "constant " + e.name(); // the engine chooses an enum field's constant at its first read
            } else {
                found = "value";
            }
            t.events.add("r" + id + ":" + t.met.get(owner) + "=" + found);
        }
    }

    public static void write(Object owner, int id) {
        Trace t = current;
        if (t != null && t.inputs.contains(owner)) {
            t.accessed.computeIfAbsent(owner, o -> new java.util.HashSet<>()).add(id);
        }
    }
}
