package bliss.spf.heap;

import bliss.layout.FieldShape;

import java.util.List;
import java.util.Map;

/**
 * The paper's GETFIELD handler for reads of uninitialized reference fields of the input heap. Lazy initialization
 * ({@link LazyInitialization}) is the first; BLI, RBLI, BLISS and BLISSDB each extend the previous one with one
 * more check.
 *
 * <p>The engine calls {@link #start} once the receiver exists, then at every read of an uninitialized reference field
 * asks {@link #candidates} and tries them in order: it writes each into the input heap (creating a new object when
 * the candidate says so) and keeps it when {@link #accept} says so; a dropped candidate is undone before the next
 * one is tried. Everything a technique writes through {@link InputHeap} (labels) is undone by backtracking.
 */
public interface HeapTechnique {

    /** The technique's name on the command line: "li", "bli", ... */
    String name();

    /**
     * Called when the receiver of the analysed method has been created (BLI labels it).
     *
     * @requires heap.receiver() != null
     */
    void start(InputHeap heap);

    /**
     * Candidate values for {@code owner.field}, in exploration order: null, existing input objects, a new object.
     *
     * @requires field is a reference field of owner's class and owner.field is uninitialized in the input heap
     * @return the candidates (possibly empty: the path ends)
     */
    List<Candidate> candidates(InputHeap heap, InputObject owner, FieldShape field);

    /**
     * Called after the candidate is written into the input heap (a new object already created).
     *
     * @return false to drop the candidate
     */
    boolean accept(InputHeap heap, InputObject owner, FieldShape field, Candidate chosen, InputObject target);

    /** Counters for the results, e.g. "preconditionRejects". */
    Map<String, Long> counters();

    /** Called once when the exploration is over, before the counters are read: release what the technique holds. */
    default void finish() {
        // nothing held
    }
}
