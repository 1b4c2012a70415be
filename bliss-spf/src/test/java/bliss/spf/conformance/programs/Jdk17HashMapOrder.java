package bliss.spf.conformance.programs;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** HashMap and HashSet with Integer and String keys: the JDK's iteration order, views, equality between maps. */
public class Jdk17HashMapOrder {
    static String run(int x) {
        Map<Integer, String> m = new HashMap<>();
        for (int i = 0; i < 12; i++) m.put((i * 37 + x) % 100, "v" + i);
        Set<String> words = new HashSet<>();
        for (String w : new String[]{"pear", "fig", "apple", "kiwi", "w" + x}) words.add(w);
        Map<Integer, String> linked = new LinkedHashMap<>(m);
        m.keySet().removeIf(k -> k % 3 == 0);
        return m + " " + words + " " + linked.equals(m) + " " + m.values().size() + " " + new HashMap<>(m).equals(m);
    }
}
