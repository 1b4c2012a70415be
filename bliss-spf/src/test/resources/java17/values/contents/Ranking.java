package values.contents;

import bliss.symbolic.Symbolic;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Collections that get no input of their contents: a sorted map (its model would be {@code TreeMap}, which runs from
 * the JDK's bytecode) and a list of lists (elements that are no string or box).
 */
public class Ranking {

    private final SortedMap<String, Integer> ranks = new TreeMap<>();
    private List<List<String>> groups;

    public boolean repOK() {
        return true;
    }

    public int size() {
        return ranks.size();
    }

    public int groups() {
        return groups.size();
    }

    public static void sizeDriver() {
        Ranking x = Symbolic.object("X", new Ranking());
        System.out.println(x.size());
    }

    public static void groupsDriver() {
        Ranking x = Symbolic.object("X", new Ranking());
        System.out.println(x.groups());
    }
}
