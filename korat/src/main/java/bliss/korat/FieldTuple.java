package bliss.korat;

import bliss.layout.FieldShape;

/**
 * A tuple of a reference field in a valid, canonically numbered structure: {@code source} is the index of the
 * source object within its class (the header object is 0; nodes are numbered breadth-first, 0..k-1, per
 * {@link bliss.layout.BreadthFirstNumbering}), {@code target} the index of the target within the field's target
 * class, -1 for null.
 */
public record FieldTuple(FieldShape field, int source, int target) {

    @Override
    public String toString() {
        return field.name() + ": " + source + " -> " + (target < 0 ? "null" : Integer.toString(target));
    }
}
