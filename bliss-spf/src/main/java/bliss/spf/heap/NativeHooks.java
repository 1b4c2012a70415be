package bliss.spf.heap;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Called by the instrumented classes of a {@link NativePrecondition} (see {@link InstrumentingLoader}): the host
 * JVM's counterpart of the interpreted precondition's hooks. Outside a check every hook lets values through.
 *
 * <p>Public because instrumented code in another class loader calls it; not an API.
 */
public final class NativeHooks {

    private NativeHooks() {
    }

    /** Thrown to end a check; the context says why (a caught Throwable in the checked code cannot hide it). */
    static final class Stop extends Error {
        Stop() {
            super(null, null, false, false);
        }
    }

    private static final Stop STOP = new Stop();

    /** The state of the running check. */
    static final class Context {
        final Map<Object, Boolean> inputs = new IdentityHashMap<>();
        final Map<Object, Boolean> placeholders = new IdentityHashMap<>();
        /** Sentinel object (stands for "uninitialized" in a field) by the class it is an instance of. */
        final Map<Object, Class<?>> sentinels = new IdentityHashMap<>();
        boolean handwritten;
        /** A checked method wrote a field of a layout class: the host objects no longer mirror the inputs. */
        boolean dirty;
        /** Placeholders by class, allocated once; {@code placeholderNext[i]} is the next free one this check. */
        final Map<Class<?>, java.util.List<Object>> placeholderPool = new IdentityHashMap<>();
        final Map<Class<?>, int[]> placeholderNext = new IdentityHashMap<>();
        long budget;
        long ticks;
        long totalTicks;
        /** Why the check stopped early: "possible", "budget", or an unsupported feature. */
        String stopped;
        NativePrecondition.Allocator allocator;

        void reset(long budget) {
            for (int[] next : placeholderNext.values()) {
                next[0] = 0;
            }
            this.budget = budget;
            this.ticks = 0;
            this.stopped = null;
        }
    }

    static Context current;

    private static Error stop(Context c, String why) {
        if (c.stopped == null) {
            c.stopped = why;
        }
        return STOP;
    }

    /** Before a read of a reference field of a layout class: a placeholder's fields are unknown. */
    public static Object refOwner(Object owner) {
        Context c = current;
        if (c != null && owner != null && c.placeholders.containsKey(owner)) {
            throw stop(c, "possible");
        }
        return owner;
    }

    /** Before a read of a primitive (or non-layout) field of a layout class: input values there are symbolic. */
    public static Object valueOwner(Object owner) {
        Context c = current;
        if (c != null && owner != null && (c.inputs.containsKey(owner) || c.placeholders.containsKey(owner))) {
            throw stop(c, "possible");
        }
        return owner;
    }

    /** After a read of a reference field: an uninitialized field reads as a placeholder, or ends the check. */
    public static Object ref(Object value) {
        Context c = current;
        if (c == null || value == null) {
            return value;
        }
        Class<?> cls = c.sentinels.get(value);
        if (cls == null) {
            return value;
        }
        if (!c.handwritten) {
            throw stop(c, "possible");
        }
        // each read gets its own placeholder; pooled ones stay registered (unreachable until handed out again)
        java.util.List<Object> pool = c.placeholderPool.computeIfAbsent(cls, k -> new java.util.ArrayList<>());
        int[] next = c.placeholderNext.computeIfAbsent(cls, k -> new int[1]);
        if (next[0] == pool.size()) {
            Object p = c.allocator.allocate(cls);
            c.placeholders.put(p, Boolean.TRUE);
            pool.add(p);
        }
        return pool.get(next[0]++);
    }

    /** Before a write to a field of a layout class. */
    public static void written() {
        Context c = current;
        if (c != null) {
            c.dirty = true;
        }
    }

    /** {@code Symbolic.isSymbolic(Object)}: true for placeholders. */
    public static boolean isSymbolic(Object o) {
        Context c = current;
        return c != null && o != null && c.placeholders.containsKey(o);
    }

    /** {@code Symbolic.isSymbolic} of a primitive: reading an input value already ended the check. */
    public static boolean isSymbolic(int v) {
        return false;
    }

    public static boolean isSymbolic(long v) {
        return false;
    }

    public static boolean isSymbolic(boolean v) {
        return false;
    }

    /** Any other method of {@code Symbolic} inside a precondition. */
    public static void unsupported() {
        Context c = current;
        if (c != null) {
            throw stop(c, "Symbolic.object/integer/assume inside a precondition");
        }
    }

    /** At method entries and backward jumps: the step budget. */
    public static void tick() {
        Context c = current;
        if (c != null && ++c.ticks > c.budget) {
            throw stop(c, "budget");
        }
    }
}
