package bliss.spf.heap;

/**
 * The hooks as the instrumented classes call them. Each {@link InstrumentingLoader} defines its own copy of this
 * class, so {@link #context} is the context of the one {@link NativePrecondition} that owns the loader (set once,
 * when the precondition is made): two preconditions, in one thread or in several, never share it. Forwards to
 * {@link NativeHooks}.
 *
 * <p>Public because instrumented code in another class loader calls it; not an API.
 */
public final class NativeHookCalls {

    /** The owning precondition's context (per defining loader). */
    public static NativeHooks.Context context;

    private NativeHookCalls() {
    }

    public static Object refOwner(Object owner) {
        return NativeHooks.refOwner(context, owner);
    }

    public static Object valueOwner(Object owner) {
        return NativeHooks.valueOwner(context, owner);
    }

    public static Object ref(Object value) {
        return NativeHooks.ref(context, value);
    }

    public static void written() {
        NativeHooks.written(context);
    }

    public static boolean isSymbolic(Object o) {
        return NativeHooks.isSymbolic(context, o);
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

    public static void unsupported() {
        NativeHooks.unsupported(context);
    }

    public static void tick() {
        NativeHooks.tick(context);
    }
}
