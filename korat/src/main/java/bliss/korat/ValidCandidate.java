package bliss.korat;

import bliss.layout.FieldShape;

/**
 * A fully concrete structure of a {@link SymSolve} finitization on which repOK returned true: the values of its
 * fields, and which of them repOK read. Objects are named as in {@link PartialCandidate}: class index in the layout,
 * number within the class.
 */
public interface ValidCandidate {

    /**
     * The target of a reference field: the target's number within the field's class, or -1 for null.
     *
     * @requires field is a reference field of the object's class
     */
    int target(int classIndex, int object, FieldShape field);

    /**
     * The value of an int, long or boolean field (a boolean as 0 or 1). For an ordered field (one repOK only
     * compares with other ordered values) only the order of the values read is meaningful.
     */
    long value(int classIndex, int object, FieldShape field);

    /** Whether repOK read the field: a field it did not read may hold any value in every valid structure like this. */
    boolean read(int classIndex, int object, FieldShape field);

    /** Whether the field is an ordered field of the finitization. */
    boolean ordered(FieldShape field);
}
