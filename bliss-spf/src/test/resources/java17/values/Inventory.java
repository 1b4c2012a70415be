package values;

import java.math.RoundingMode;
import java.util.HashSet;
import java.util.Set;

/**
 * A list of items holding boxes and an enum of the JDK: each input field is null or a value (a box of a symbolic
 * primitive, one of the enum's eight constants). Each method returns a trace of what it saw, one character per item,
 * so that two inputs taking different paths give different results.
 */
public class Inventory {

    static class Item {
        Integer count;
        Boolean fragile;
        RoundingMode rounding;
        Long weight;
        Item next;
    }

    /*@ invariant true; @*/

    Item first;

    public boolean repOK() {
        Set<Item> seen = new HashSet<>();
        for (Item i = first; i != null; i = i.next) {
            if (!seen.add(i)) {
                return false;
            }
        }
        return true;
    }

    /** Per item: null count 'n', a count above 2 '+', else '-'. */
    public String counts() {
        StringBuilder sb = new StringBuilder();
        for (Item i = first; i != null; i = i.next) {
            if (i.count == null) {
                sb.append('n');
            } else if (i.count > 2) {
                sb.append('+');
            } else {
                sb.append('-');
            }
        }
        return sb.toString();
    }

    /** Per item: 'n', 't' or 'f' for a null, true or false fragile. */
    public String fragility() {
        StringBuilder sb = new StringBuilder();
        for (Item i = first; i != null; i = i.next) {
            sb.append(i.fragile == null ? 'n' : i.fragile ? 't' : 'f');
        }
        return sb.toString();
    }

    /** Per item: 'n' for a null rounding, else the constant's ordinal. */
    public String roundings() {
        StringBuilder sb = new StringBuilder();
        for (Item i = first; i != null; i = i.next) {
            if (i.rounding == null) {
                sb.append('n');
            } else {
                sb.append(i.rounding.ordinal());
            }
        }
        return sb.toString();
    }

    /**
     * The weights of the items that have one, unboxed and added (no branch on a value), then whether the total is
     * positive: one path per pattern of null weights times the sign of the sum when there is a weight.
     */
    public String weights() {
        long total = 0;
        StringBuilder sb = new StringBuilder();
        for (Item i = first; i != null; i = i.next) {
            if (i.weight == null) {
                sb.append('n');
            } else {
                sb.append('w');
                total += i.weight;
            }
        }
        return sb.append(total > 0 ? '>' : '=').toString();
    }
}
