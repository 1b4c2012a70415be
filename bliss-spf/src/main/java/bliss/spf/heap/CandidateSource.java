package bliss.spf.heap;

import bliss.layout.FieldShape;

import java.util.List;

/**
 * Where the candidates of a lazy-initialization choice come from: the first half of a {@link HeapTechnique}.
 *
 * <pre>
 * @specfield heap: InputHeap   -- the input heap of the current path
 * </pre>
 */
public interface CandidateSource {

    /**
     * Called once the receiver of the analysed method exists.
     *
     * @requires heap.receiver() != null
     * @effects may label the receiver (undone by backtracking)
     */
    default void start(InputHeap heap) {
    }

    /**
     * The values {@code owner.field} may take, in exploration order: null, existing input objects, a new object.
     *
     * @requires field is a reference field of owner's class, uninitialized in the input heap
     * @return the candidates, possibly none (the path is a dead end)
     */
    List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field);

    /** Called once when the exploration is over: release what the source holds. */
    default void finish() {
    }

    /**
     * Whether nodes may be reached through an array of nodes ({@code FieldShape#isNodeArray}): true unless the source
     * numbers nodes along the layout's reference fields alone (the tight bounds), when the first read of such an array
     * stops the path with an unsupported line.
     */
    default boolean followsNodeArrays() {
        return true;
    }
}
