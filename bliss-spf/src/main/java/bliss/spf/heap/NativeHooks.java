package bliss.spf.heap;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What the instrumented classes of a {@link NativePrecondition} call (through {@link NativeHookCalls}, see
 * {@link InstrumentingLoader}): the host JVM's counterpart of the interpreted precondition's hooks. Each hook is given
 * the context of the precondition whose classes call it; outside a check (context inactive) every hook lets values
 * through. No state of its own.
 *
 * <p>Public because instrumented code in another class loader calls it; not an API.
 */
public final class NativeHooks {

    private NativeHooks() {
    }

    /**
     * Implemented by every instrumented layout class (a synthetic field behind it): what a host object stands for in
     * the running check.
     */
    public interface Marked {
        int bliss$mark();

        void bliss$mark(int mark);
    }

    /** Marks: an object the check made itself, a materialized input object, a placeholder, a sentinel. */
    static final int ORDINARY = 0;
    static final int INPUT = 1;
    static final int PLACEHOLDER = 2;
    static final int SENTINEL = 3;

    /** Thrown to end a check; the context says why (a caught Throwable in the checked code cannot hide it). */
    static final class Stop extends Error {
        Stop() {
            super(null, null, false, false);
        }
    }

    private static final Stop STOP = new Stop();

    /** The state of one precondition's checks. */
    public static final class Context {
        /** A check is running. */
        boolean active;
        boolean handwritten;
        /** A checked method wrote a field of a layout class: the host objects no longer mirror the inputs. */
        boolean dirty;
        /** Placeholders by class, allocated once and marked; {@code next[0]} is the next free one this check. */
        final Map<Class<?>, Placeholders> placeholders = new IdentityHashMap<>();
        /** The class of the last placeholder handed out and its pool (most layouts have one node class). */
        Class<?> lastClass;
        Placeholders lastPlaceholders;
        final java.util.List<Placeholders> allPlaceholders = new java.util.ArrayList<>();
        long budget;
        long ticks;
        long totalTicks;
        /** Why the check stopped early: "possible", "budget", or an unsupported feature. */
        String stopped;
        NativePrecondition.Allocator allocator;

        void reset(long budget) {
            for (Placeholders p : allPlaceholders) {
                p.next = 0;
            }
            this.budget = budget;
            this.ticks = 0;
            this.stopped = null;
        }
    }

    /** The placeholders of one class. */
    static final class Placeholders {
        final java.util.List<Object> pool = new java.util.ArrayList<>();
        int next;
    }

    private static Error stop(Context c, String why) {
        if (c.stopped == null) {
            c.stopped = why;
        }
        return STOP;
    }

    private static int mark(Object o) {
        return o instanceof Marked m ? m.bliss$mark() : ORDINARY;
    }

    /** Before a read of a reference field of a layout class: a placeholder's fields are unknown. */
    public static Object refOwner(Context c, Object owner) {
        if (c.active && mark(owner) == PLACEHOLDER) {
            throw stop(c, "possible");
        }
        return owner;
    }

    /** Before a read of a primitive (or non-layout) field of a layout class: input values there are symbolic. */
    public static Object valueOwner(Context c, Object owner) {
        if (c.active && mark(owner) != ORDINARY) {
            throw stop(c, "possible");
        }
        return owner;
    }

    /** After a read of a reference field: an uninitialized field reads as a placeholder, or ends the check. */
    public static Object ref(Context c, Object value) {
        if (!c.active || mark(value) != SENTINEL) {
            return value;
        }
        if (!c.handwritten) {
            throw stop(c, "possible");
        }
        // each read gets its own placeholder; pooled ones stay marked (unreachable until handed out again)
        Class<?> cls = value.getClass();
        Placeholders ps = cls == c.lastClass ? c.lastPlaceholders : c.placeholders.get(cls);
        if (ps == null) {
            ps = new Placeholders();
            c.placeholders.put(cls, ps);
            c.allPlaceholders.add(ps);
        }
        c.lastClass = cls;
        c.lastPlaceholders = ps;
        if (ps.next == ps.pool.size()) {
            Object p = c.allocator.allocate(cls);
            ((Marked) p).bliss$mark(PLACEHOLDER);
            ps.pool.add(p);
        }
        return ps.pool.get(ps.next++);
    }

    /** Before a write to a field of a layout class. */
    public static void written(Context c) {
        if (c.active) {
            c.dirty = true;
        }
    }

    /** {@code Symbolic.isSymbolic(Object)}: true for placeholders. */
    public static boolean isSymbolic(Context c, Object o) {
        return c.active && mark(o) == PLACEHOLDER;
    }


    /** Any other method of {@code Symbolic} inside a precondition. */
    public static void unsupported(Context c) {
        if (c.active) {
            throw stop(c, "Symbolic.object/integer/assume inside a precondition");
        }
    }

    /** At method entries and backward jumps: the step budget. */
    public static void tick(Context c) {
        if (c.active && ++c.ticks > c.budget) {
            throw stop(c, "budget");
        }
    }
}
