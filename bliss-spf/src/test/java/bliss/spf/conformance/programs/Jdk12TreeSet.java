package bliss.spf.conformance.programs;

import java.util.TreeSet;

/** TreeSet: natural order, duplicates, first/last/floor/ceiling, pollFirst, subSet, descendingSet, iterator remove. */
public class Jdk12TreeSet {
    static String run(int x) {
        TreeSet<Integer> s = new TreeSet<>();
        for (int i = 0; i < 12; i++) s.add((i * i + x) % 17);
        String all = s.toString();
        java.util.Iterator<Integer> it = s.iterator();
        while (it.hasNext()) if (it.next() % 4 == 0) it.remove();
        return all + " " + s + " " + s.first() + " " + s.last() + " " + s.floor(8) + " " + s.ceiling(8) + " "
                + s.subSet(3, 12) + " " + s.descendingSet() + " " + s.pollFirst() + " " + s.size() + " "
                + s.contains(x) + " " + s.headSet(9) + " " + s.tailSet(9, false);
    }
}
