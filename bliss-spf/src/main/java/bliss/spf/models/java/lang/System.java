package bliss.spf.models.java.lang;

import bliss.spf.models.java.io.PrintStream;

/**
 * Model of {@code java.lang.System}: the two output streams (which discard what they are given: output is not part
 * of a path's result) and the two natives the engine provides.
 */
public final class System {

    public static final PrintStream out = new PrintStream("stdout");
    public static final PrintStream err = new PrintStream("stderr");

    private System() {
    }

    /**
     * Engine native. Copies {@code length} elements as if through a temporary array, with the JDK's checks
     * (NullPointerException, ArrayStoreException, IndexOutOfBoundsException).
     */
    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    /** Engine native: the deterministic identity hash code, also what {@code Object.hashCode} returns. */
    public static native int identityHashCode(Object x);
}
