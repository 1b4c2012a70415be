package values.classes;

/**
 * A class object as an input field and as an argument: the engine makes no symbolic class object, so each is null
 * or, as one alternative, any other class, which ends its path as unsupported. A comparator as a field and as an
 * argument, of an interface no class of this package implements: null, an object already there (none is a
 * comparator), or, as one alternative that ends its path as unsupported, a new one.
 */
public class Typed {

    Class<?> type;
    int size;
    int a;
    int b;
    java.util.Comparator<Integer> order;

    public boolean repOK() {
        return size >= 0;
    }

    /** -1 without a type, 1 for this class, 0 for another. */
    public int which() {
        if (type == null) {
            return -1;
        }
        return type == Typed.class ? 1 : 0;
    }

    /** 0 for null, else 1. */
    public int accept(Class<?> c) {
        return c == null ? 0 : 1;
    }

    /** The smaller of a and b, by the order when there is one. */
    public int smaller() {
        if (order == null) {
            return a < b ? a : b;
        }
        return order.compare(a, b) < 0 ? a : b;
    }

    /** 0 for null, else 1. */
    public int acceptOrder(java.util.Comparator<Integer> c) {
        return c == null ? 0 : 1;
    }
}
