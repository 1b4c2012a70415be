package bliss.spf.models.java.lang;

import bliss.spf.models.java.io.PrintStream;

/**
 * Model of {@code java.lang.System}: the two output streams (which discard what they are given: output is not part
 * of a path's result), the two natives the engine provides, and the system properties, which are the analysing JVM's
 * own (concrete: a path that reads one follows this JVM's value; Commons Lang's {@code SystemUtils} reads dozens in
 * its static initializer). The environment, the clocks and the rest of the class are not modeled.
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

    /** The analysing JVM's property (the JDK's method, run on the host). */
    public static native String getProperty(String key);

    /** The analysing JVM's property, or {@code def} (the JDK's method, run on the host). */
    public static native String getProperty(String key, String def);

    /** The analysing JVM's line separator (the JDK's method, run on the host). */
    public static native String lineSeparator();
}
