package bliss.spf.heap;

/**
 * One check a {@link HeapTechnique} runs on a candidate of a lazy-initialization choice once it is written into the
 * input heap: labels, refinement, the precondition, SAT completion. A technique is a candidate source plus an ordered
 * list of checks; the first check that fails drops the candidate (the engine then undoes everything the candidate
 * and the checks wrote).
 */
public interface Check {

    /**
     * Called once the receiver of the analysed method exists.
     *
     * @requires heap.receiver() != null
     */
    default void start(InputHeap heap) {
    }

    /**
     * Whether some valid input has the receiver as it was just made, every field undecided. When none has, no path of
     * the run has a valid input, and the run ends there: a path that reads nothing of the receiver (a key the method
     * refuses before it looks) would otherwise stand for inputs the scope does not admit.
     *
     * @requires heap.receiver() != null, {@link #start} called
     * @return false only when no completion of the receiver within the scope is valid
     */
    default boolean admitsReceiver(InputHeap heap) {
        return true;
    }

    /**
     * Whether the candidate may stay.
     *
     * @requires choice.candidate() is written into choice.heap()
     * @effects may write labels into the heap (undone by backtracking), and count
     * @return false to drop the candidate
     */
    boolean holds(LazyChoice choice);

    /**
     * Whether the check also judges the choices of input values outside the layout (strings, boxes, enum constants,
     * objects of classes decided later, arrays): the precondition does; checks about the layout's references do not.
     */
    default boolean judgesValues() {
        return false;
    }

    /**
     * Whether the input heap may stay as it is after a value choice ({@link #judgesValues}).
     *
     * @requires judgesValues(), the value is written into heap
     */
    default boolean holdsAfterValue(InputHeap heap) {
        return true;
    }

    /**
     * Writes into the heap what {@link #holds} writes for a candidate already known to pass (a path replayed from its
     * choice vector), without deciding or counting anything.
     *
     * @requires holds(choice) was true on the same heap in an earlier run
     */
    default void replay(LazyChoice choice) {
    }

    /** Called once when the exploration is over: release what the check holds. */
    default void finish() {
    }
}
