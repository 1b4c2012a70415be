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

    /**
     * Completes the input of a path.
     *
     * @requires end.input() != null (a path that reached its end, normally or not)
     * @return an input that keeps the path's edges and nulls, whose primitive values satisfy the path condition and
     *         which satisfies the specification as this completion states it; or, when no input within the scope
     *         does, the reason (the path is uncompletable)
     */
    Result complete(PathEnd end);

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
