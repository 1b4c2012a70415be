package values.contents;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A user's class holding its data in a JDK set of boxes: an input of its contents, inflated by the set's own
 * {@code add}. Its repOK only asks for the set.
 */
public class Bag {

    private final Set<Integer> items = new HashSet<>();

    public boolean repOK() {
        return items != null;
    }

    public boolean has(int item) {
        return items.contains(item);
    }

    public int size() {
        return items.size();
    }

    public static void hasDriver() {
        Bag x = Symbolic.object("X", new Bag());
        System.out.println(x.has(Symbolic.integer("k")));
    }

    public static void sizeDriver() {
        Bag x = Symbolic.object("X", new Bag());
        System.out.println(x.size());
    }
}
