package bliss.korat;

import bliss.layout.ClassLayout;
import bliss.layout.Shape;

import java.util.Arrays;
import java.util.Set;

/**
 * The outcome of a bounded-exhaustive enumeration of the valid structures of a class (those on which its repOK
 * returns true) with at most {@code scope} nodes.
 *
 * <p>{@code structuresBySize[n]} / {@code shapesBySize[n]}: valid structures / distinct shapes with exactly n nodes
 * (n = 0..scope; with several node classes, n counts the nodes of all of them and runs up to their total). A
 * structure is a shape together with the values of its primitive fields, compared up to isomorphism; a shape
 * keeps only reference fields ({@link Shape}). {@code shapes} and {@code tuples} cover every valid structure
 * including the empty one (0 nodes), when it is valid. {@code candidates} is the number of candidates on which
 * repOK ran; {@code millis} the wall time of the search.
 */
public record Enumeration(ClassLayout layout, int scope, long[] structuresBySize, long[] shapesBySize,
                          Set<Shape> shapes, Set<FieldTuple> tuples, long candidates, long millis) {

    /** Valid structures with 1..scope nodes (nonempty, as the paper counts Korat's, Fig. 15). */
    public long structures() {
        return Arrays.stream(structuresBySize).skip(1).sum();
    }

    /** Distinct shapes with 1..scope nodes. */
    public long shapeCount() {
        return Arrays.stream(shapesBySize).skip(1).sum();
    }
}
