package values.abstracts;

/** An abstract class analysed as it is: its receiver is an object of the abstract class itself. */
public abstract class Shape {

    /*@ invariant true; @*/

    int scale;

    public boolean repOK() {
        return true;
    }

    public abstract int sides();

    /** Twice the sides, or 0 for a shape without scale. */
    public int doubled() {
        if (scale == 0) {
            return 0;
        }
        return 2 * sides();
    }
}
