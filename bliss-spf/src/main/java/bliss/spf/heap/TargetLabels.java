package bliss.spf.heap;

import bliss.bounds.FieldBounds;
import bliss.layout.FieldShape;

/**
 * BLI's label sets read through the tight field bounds (paper §II-C): {@code label(n, f)}, the atoms a node reached
 * through {@code n.f} may be, and whether {@code n.f} may be null. Labels are bitmasks over the atoms of a class.
 */
public final class TargetLabels {

    private final FieldBounds bounds;

    public TargetLabels(FieldBounds bounds) {
        this.bounds = bounds;
    }

    /** {@code label(owner, field)}: the targets the bound of {@code field} allows from any atom of the owner's label. */
    public long of(InputHeap heap, InputObject owner, FieldShape field) {
        long targets = 0;
        for (long s = heap.label(owner); s != 0; s &= s - 1) {
            targets |= bounds.targets(field, Long.numberOfTrailingZeros(s));
        }
        return targets;
    }

    /** Whether the bound of {@code field} allows null from some atom of the owner's label. */
    public boolean nullAllowed(InputHeap heap, InputObject owner, FieldShape field) {
        for (long s = heap.label(owner); s != 0; s &= s - 1) {
            if (bounds.nullAllowed(field, Long.numberOfTrailingZeros(s))) {
                return true;
            }
        }
        return false;
    }
}
