package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/** Enums are Comparable by ordinal: sorting, TreeSet, Collections.max. */
public class Enum10CompareSort {
    enum Rank { LOW, MID, HIGH, TOP }
    static String run(int x) {
        List<Rank> l = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            l.add(Rank.values()[Math.floorMod(x * i + 1, 4)]);
        }
        List<Rank> copy = new ArrayList<>(l);
        Collections.sort(l);
        TreeSet<Rank> set = new TreeSet<>(copy);
        return copy + " " + l + " " + set + " " + Collections.max(copy) + " " + set.first() + " " + set.last();
    }
}
