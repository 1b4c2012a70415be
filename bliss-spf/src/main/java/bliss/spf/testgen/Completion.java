package bliss.spf.testgen;

import bliss.spf.explore.PathEnd;

/**
 * Completes a path's input to a valid, fully concrete input: the structure the path read is kept (its edges and
 * nulls), every field it did not read is chosen, and the primitive values satisfy the path condition and the class's
 * specification together. Two ways, chosen in {@link Completions}: from the JML invariant ({@link InvariantCompletion},
 * Z3), or from {@code repOK()} alone ({@link RepOkCompletion}, SymSolve's witness then Z3 for the rest). Either way
 * the caller checks the result with the real {@code repOK()} before using it.
 *
 * <pre>
 * @specfield scope: int   -- at most this many objects of each node class
 * </pre>
 *
 * <p>Not thread-safe: one instance serves one thread (its solvers keep state).
 */
public interface Completion extends AutoCloseable {

    /** The outcome of completing one path: an input, or the reason there is none. */
    record Result(ConcreteInput input, String uncompletable) {
        public boolean completed() {
            return input != null;
        }
    }

    /** Which values a completion prefers, among those the path condition and the specification allow. */
    enum Values {
        /** Small ones: in -(k+1)..k+1 where they can be, else in -2^16..2^16 (readable tests). */
        SMALL,
        /**
         * Beyond the JDK's box caches: each unbounded int or long the path or the driver decides at least 128 or at
         * most -129 where it can be, else as {@link #SMALL}. On the JVM {@code Integer.valueOf(-128..127)} returns a
         * shared box; the engine gives every boxed symbolic value a box of its own, so a path whose code compares
         * boxes with {@code ==} runs on the JVM as on its path only with values beyond the cache.
         */
        UNCACHED
    }

    /**
     * Completes the input of a path, small values preferred.
     *
     * @requires end.input() != null (a path that reached its end, normally or not)
     * @return an input that keeps the path's edges and nulls, whose primitive values satisfy the path condition and
     *         which satisfies the specification as this completion states it; or, when no input within the scope
     *         does, the reason (the path is uncompletable)
     */
    default Result complete(PathEnd end) {
        return complete(end, Values.SMALL);
    }

    /**
     * Completes the input of a path, with the values preferred as asked.
     *
     * @requires end.input() != null
     * @return as {@link #complete(PathEnd)}
     */
    Result complete(PathEnd end, Values values);

    /** Nanoseconds spent in the solvers so far. */
    long solverNanos();

    /** The solvers, as the summary names them ("Z3", "SymSolve and Z3"). */
    String solverName();

    /** What the completion satisfies, for messages ("the JML invariant", "repOK in SymSolve's search"). */
    String source();

    /** Releases the solvers. */
    @Override
    void close();
}
