package values.contents;

import bliss.symbolic.Symbolic;

import java.util.HashMap;
import java.util.Map;

/**
 * A user's class holding its data in a JDK map: an input of its contents, inflated by the map's own {@code put}, so
 * that hashing the keys and comparing them are the path's branches. Its repOK only asks for the map.
 */
public class Tally {

    private final Map<String, Integer> counts = new HashMap<>();

    public boolean repOK() {
        return counts != null;
    }

    public int count(String name) {
        Integer c = counts.get(name);
        return c == null ? 0 : c;
    }

    public int distinct() {
        return counts.size();
    }

    public static void distinctDriver() {
        Tally x = Symbolic.object("X", new Tally());
        System.out.println(x.distinct());
    }

    public static void countDriver() {
        Tally x = Symbolic.object("X", new Tally());
        System.out.println(x.count(Symbolic.string("s")));
    }
}
