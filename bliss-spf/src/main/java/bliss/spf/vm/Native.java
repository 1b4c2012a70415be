package bliss.spf.vm;

/**
 * A method implemented by the engine rather than interpreted (Object's methods, String's, System.arraycopy, the
 * interception of bliss.symbolic.Symbolic, synthesized Throwables).
 */
@FunctionalInterface
public interface Native {

    /**
     * Runs the method on the arguments found in the caller's operand stack from {@code base} (receiver first),
     * each argument in the slot layout of the interpreter (longs take two slots).
     *
     * @effects writes the result, if any, at slot {@code base} of {@code p}/{@code r}
     * @throws VmThrow to raise an exception in the interpreted program
     */
    void call(Interpreter in, long[] p, Object[] r, int base);

    /**
     * Whether the method takes an input array as it is, its length possibly symbolic and its elements undecided;
     * else the interpreter decides each such argument whole before the call ({@link LazyArray#decide}).
     */
    default boolean takesLazyArrays() {
        return false;
    }
}
