package values.jdkstate;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A user's class holding its data in the JDK's own collections: names in a list, a count per name in a map. A
 * driver that names the JDK's classes for the fields ({@code Symbolic.fieldClasses("counts", HashMap.class)}) would
 * make their inner fields free inputs (a table of length 0, a size past the array), states no JVM reaches: the
 * engine refuses them, naming what to do instead.
 */
public class Roster {

    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> counts = new HashMap<>();

    public boolean repOK() {
        if (names == null || counts == null || names.size() != counts.size()) {
            return false;
        }
        for (String n : names) {
            if (n == null || !counts.containsKey(n)) {
                return false;
            }
        }
        return true;
    }

    public int count(String name) {
        Integer c = counts.get(name);
        return c == null ? 0 : c;
    }

    public int size() {
        return names.size();
    }

    public static void sizePlainDriver() {
        Roster x = Symbolic.object("X", new Roster());
        System.out.println(x.size());
    }

    public static void countNamedDriver() {
        Symbolic.fieldClasses("names", ArrayList.class);
        Symbolic.fieldClasses("counts", HashMap.class);
        Roster x = Symbolic.object("X", new Roster());
        System.out.println(x.count(Symbolic.string("s")));
    }

    public static void countPlainDriver() {
        Roster x = Symbolic.object("X", new Roster());
        System.out.println(x.count(Symbolic.string("s")));
    }
}
