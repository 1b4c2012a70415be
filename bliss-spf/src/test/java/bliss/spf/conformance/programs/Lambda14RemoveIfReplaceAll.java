package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Collection.removeIf, List.replaceAll, Map.computeIfAbsent/merge/compute with lambdas. */
public class Lambda14RemoveIfReplaceAll {
    static String run(int x) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 10; i++) l.add(i * x);
        l.removeIf(v -> v % 3 == 0);
        l.replaceAll(v -> v + 1);
        Map<String, List<Integer>> groups = new HashMap<>();
        for (int v : l) {
            groups.computeIfAbsent(v % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(v);
        }
        Map<Character, Integer> counts = new java.util.TreeMap<>();
        for (char c : ("hello" + x).toCharArray()) counts.merge(c, 1, Integer::sum);
        counts.compute('l', (k, v) -> v == null ? -1 : v * 10);
        counts.computeIfPresent('h', (k, v) -> null);
        return l + " " + groups.get("even") + " " + groups.get("odd") + " " + counts;
    }
}
