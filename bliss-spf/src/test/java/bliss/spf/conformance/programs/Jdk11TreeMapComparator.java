package bliss.spf.conformance.programs;

import java.util.Comparator;
import java.util.TreeMap;

/** TreeMap with a comparator (reverse, by length then text), getOrDefault, merge, replace. */
public class Jdk11TreeMapComparator {
    static String run(int x) {
        TreeMap<String, Integer> byLength = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        String[] words = {"kiwi", "fig", "banana", "apple", "fig", "w" + x};
        for (String w : words) {
            byLength.merge(w, 1, Integer::sum);
        }
        TreeMap<Integer, Integer> rev = new TreeMap<>(Comparator.reverseOrder());
        for (int i = 0; i < 5; i++) rev.put(i * x, i);
        rev.replace(0, 99);
        return byLength + " " + byLength.getOrDefault("zzz", -1) + " " + rev + " " + rev.firstKey();
    }
}
