package values.covariant;

/** A class whose method a subclass overrides with a narrower return type (javac adds a bridge to the subclass). */
public class Shelf {

    /*@ invariant true; @*/

    int items;

    public boolean repOK() {
        return items >= 0;
    }

    /** This shelf, as any object. */
    public Object self() {
        return this;
    }
}
