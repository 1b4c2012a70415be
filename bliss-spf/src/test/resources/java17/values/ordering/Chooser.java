package values.ordering;

import bliss.symbolic.Symbolic;

import java.util.Comparator;

/**
 * A comparator field beside no class of this package that could be a new one, but a node that is a comparator itself:
 * the field is null, the receiver (an object already there), or a new comparator, which ends its path as
 * unsupported; a driver that closes the field ({@code Symbolic.fieldClasses("order")}) leaves null and the receiver.
 */
public class Chooser implements Comparator<Integer> {

    int a;
    int b;
    Comparator<Integer> order;

    public boolean repOK() {
        return true;
    }

    /** The receiver as an order: by value. */
    @Override
    public int compare(Integer x, Integer y) {
        return x - y;
    }

    /** The smaller of a and b, by the order when there is one. */
    public int smaller() {
        if (order == null) {
            return a < b ? a : b;
        }
        return order.compare(a, b) < 0 ? a : b;
    }

    /** smaller() on a receiver whose order is not a user's: null or an object already there. */
    public static void smallerClosed() {
        Symbolic.fieldClasses("order");
        System.out.println(Symbolic.object("X", new Chooser()).smaller());
    }
}
