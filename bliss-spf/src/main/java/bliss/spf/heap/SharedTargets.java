package bliss.spf.heap;

import bliss.bounds.ExclusiveFields;
import bliss.layout.FieldShape;

import java.util.List;

/**
 * BLISS's pruning of candidates that would give an object a second parent: with {@link ExclusiveFields} of the
 * class and scope, an existing object {@code t} is no candidate for {@code n.f} when some field {@code g} exclusive
 * with {@code f} already points at {@code t} (in a tree: every object lazy initialization made already has the
 * parent whose field made it). No valid structure extends such a heap, so the SAT check would drop the candidate
 * (or the precondition, when it checks sharing); this drops it before either runs, counted as {@code sharingPrunes}.
 * With {@link Assumptions#PREFIX} (the paper's questions, which leave such edges out) it is not used.
 *
 * <p>One instance per exploring thread (it keeps tables filled on first use).
 */
final class SharedTargets {

    private final ExclusiveFields exclusive;
    /** Per field index of {@link ExclusiveFields}, per class index of the layout, the positions to look at. */
    private final int[][][] positions;
    /** The last field asked about and its index ({@link ExclusiveFields#index} compares records). */
    private FieldShape lastField;
    private int lastIndex;

    SharedTargets(ExclusiveFields exclusive) {
        this.exclusive = exclusive;
        this.positions = new int[exclusive.fields().size()][][];
    }

    /**
     * Only edges between objects with singleton labels count, as only those are assumptions of BLISS's SAT question
     * ({@link SatQuestions}, the default {@link Assumptions#SINGLETONS}): then the two edges are in the question, whose
     * answer is UNSAT, and the pruning drops exactly what the SAT check would, so every analysis collects what it
     * collected without it.
     *
     * @requires field is a reference field of the layout, uninitialized in owner
     * @return whether owner, target and the source of a field exclusive with {@code field} already pointing at
     *         {@code target} all have singleton labels
     */
    boolean shared(InputHeap heap, InputObject owner, InputObject target, FieldShape field) {
        if (field != lastField) {
            lastIndex = exclusive.index(field);
            lastField = field;
        }
        int fi = lastIndex;
        if (fi < 0 || !singleton(heap, owner) || !singleton(heap, target)) {
            return false;
        }
        List<InputObject> objects = heap.objects();
        for (int i = 0, n = objects.size(); i < n; i++) {
            InputObject s = objects.get(i);
            for (int p : positions(heap, fi, s)) {
                if (heap.input(s, p) == target && singleton(heap, s)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean singleton(InputHeap heap, InputObject o) {
        return Long.bitCount(heap.label(o)) == 1;
    }

    /** The positions, among {@code s}'s class's fields, of the fields exclusive with field {@code fi}. */
    private int[] positions(InputHeap heap, int fi, InputObject s) {
        int[][] byClass = positions[fi];
        int ci = s.classIndex();
        if (byClass == null || ci >= byClass.length) {
            int[][] grown = new int[heap.layout().classes().size()][];
            if (byClass != null) {
                System.arraycopy(byClass, 0, grown, 0, byClass.length);
            }
            byClass = positions[fi] = grown;
        }
        int[] out = byClass[ci];
        if (out == null) {
            List<FieldShape> fields = s.shape().fields();
            int[] kept = new int[fields.size()];
            int k = 0;
            for (int p = 0; p < fields.size(); p++) {
                int gi = fields.get(p).isReference() ? exclusive.index(fields.get(p)) : -1;
                if (gi >= 0 && exclusive.exclusive(fi, gi)) {
                    kept[k++] = p;
                }
            }
            out = byClass[ci] = java.util.Arrays.copyOf(kept, k);
        }
        return out;
    }
}
