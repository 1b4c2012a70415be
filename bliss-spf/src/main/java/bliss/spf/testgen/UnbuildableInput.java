package bliss.spf.testgen;

/**
 * An input a test cannot build on the JVM: a field of it that reflection may not write (a private field of a
 * {@code java.base} class, {@code AtomicInteger.value}, which the module does not open). The path gets no test,
 * and the report says why, as for a path whose input cannot be completed.
 */
final class UnbuildableInput extends RuntimeException {

    UnbuildableInput(String message) {
        super(message, null, false, false);
    }
}
