package values.inherited;

/** A superclass holding a value field (an array) and the invariant over it, which its subclass inherits. */
public class Buffer {

    /*@ invariant true; @*/

    Object[] items;

    /** The invariant: the array exists. */
    public boolean repOK() {
        return items != null;
    }
}
