package bliss.spf.heap;

/** Where the hybrid precondition runs ({@code --precondition-runner}). */
public enum PreconditionRunner {
    /**
     * On the host JVM where it can ({@link NativePrecondition}), else, without a word, in the symbolic JVM: a repOK
     * that reads a value field (a {@code String}, an {@code Object}) cannot run on host objects, which hold no
     * symbolic value. The counts are the same either way; only the speed differs.
     */
    AUTO,
    /** On the host JVM, instrumented; where it cannot, a warning says why and the symbolic JVM runs it. */
    NATIVE,
    /** In the symbolic JVM ({@link InterpretedPrecondition}). */
    INTERPRETED
}
