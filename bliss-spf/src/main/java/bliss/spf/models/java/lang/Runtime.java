package bliss.spf.models.java.lang;

/**
 * Model of {@code java.lang.Runtime}: the one runtime and its processor count, the analysing JVM's own (concrete, as
 * the system properties are: OpenJDK's {@code ConcurrentHashMap} reads it in its static initializer to size a resize's
 * strides). Memory, processes, shutdown hooks and the rest of the class are not modeled.
 */
public final class Runtime {

    private static final Runtime CURRENT = new Runtime();

    private Runtime() {
    }

    /** @return the runtime of the program */
    public static Runtime getRuntime() {
        return CURRENT;
    }

    /** Engine native: the analysing JVM's {@code Runtime.getRuntime().availableProcessors()}. */
    public native int availableProcessors();
}
