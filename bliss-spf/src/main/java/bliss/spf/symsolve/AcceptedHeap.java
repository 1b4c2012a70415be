package bliss.spf.symsolve;

import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.heap.InputHeap;
import bliss.spf.heap.InputObject;

import java.util.Arrays;
import java.util.List;

/**
 * The input heap of one path on which repOK returned true, reduced to its references: per object (the receiver first,
 * then the others in the order the search made them) its layout class ({@link InputObject#classIndex}) and, per
 * reference field in its class's {@code referenceFields()} order, its target: another object's number, {@link #NULL},
 * or {@link #UNREAD} (repOK did not read the field on the path, so any value keeps the path: Korat's rule). Every
 * object is reached from the receiver through fields the path read. Immutable; equal when the arrays are.
 */
final class AcceptedHeap {

    static final int NULL = -1;
    static final int UNREAD = -2;

    private final int[] classOf;
    private final int[][] refs;
    private final int hash;

    private AcceptedHeap(int[] classOf, int[][] refs) {
        this.classOf = classOf;
        this.refs = refs;
        this.hash = 31 * Arrays.hashCode(classOf) + Arrays.deepHashCode(refs);
    }

    /** The heap as the accepted path leaves it (the objects it made, their reference fields as read). */
    static AcceptedHeap of(InputHeap heap) {
        List<InputObject> objects = heap.objects();
        int[] classOf = new int[objects.size()];
        int[][] refs = new int[objects.size()][];
        for (int i = 0; i < classOf.length; i++) {
            InputObject o = objects.get(i);
            classOf[i] = o.classIndex();
            List<FieldShape> fields = o.shape().referenceFields();
            refs[i] = new int[fields.size()];
            for (int f = 0; f < refs[i].length; f++) {
                Object v = heap.input(o, fields.get(f));
                refs[i][f] = v == HeapAccess.UNINITIALIZED ? UNREAD : v == null ? NULL : ((InputObject) v).index();
            }
        }
        return new AcceptedHeap(classOf, refs);
    }

    int size() {
        return classOf.length;
    }

    int classOf(int object) {
        return classOf[object];
    }

    /** The target of the {@code field}-th reference field of {@code object}: a number, NULL or UNREAD. */
    int target(int object, int field) {
        return refs[object][field];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AcceptedHeap h && hash == h.hash && Arrays.equals(classOf, h.classOf)
                && Arrays.deepEquals(refs, h.refs);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return Arrays.toString(classOf) + Arrays.deepToString(refs);
    }
}
