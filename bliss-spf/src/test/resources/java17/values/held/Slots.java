package values.held;

/**
 * A buffer whose empty states share the class's static arrays, as OpenJDK's ArrayList does ({@code new Slots()} and
 * {@code new Slots(0)}), and whose unset mark is a static object, as TreeSet's map values are its PRESENT.
 */
public class Slots {

    private static final Object[] NONE = {};
    private static final Object[] FRESH = {};
    private static final Object UNSET = new Object();
    /** Only compared with, never stored: no input holds it. */
    private static final Object[] NEVER_STORED = {};

    Object[] items = FRESH;
    Object mark = UNSET;

    public Slots() {
    }

    public Slots(int n) {
        items = n == 0 ? NONE : new Object[n];
    }

    public boolean repOK() {
        return items != null;
    }

    /** 0 for the shared buffer of new Slots(), 1 for new Slots(0)'s, 2 for a buffer of its own. */
    public int origin() {
        if (items == FRESH) {
            return 0;
        }
        if (items == NONE) {
            return 1;
        }
        if (items == NEVER_STORED) {
            return 3;
        }
        return 2;
    }

    public boolean marked() {
        return mark != UNSET;
    }

    public void clear() {
        mark = UNSET;
    }
}
