package values.inherited;

/**
 * A subclass analysed with its superclass's repOK, which reads the superclass's value field {@code items}: the
 * header of the layout is this class, the field's owner in repOK's bytecode the superclass.
 */
public class Stacked extends Buffer {

    /** The array's length (repOK: the array exists, so no NullPointerException). */
    public int capacity() {
        return items.length;
    }
}
