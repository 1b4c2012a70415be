package bliss.spf.conformance.programs;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * A concurrent hash map on one thread, as Guava's MapMaker, Maps.newConcurrentMap and Sets.newConcurrentHashSet
 * make them: the map operations, the null keys and values it refuses, its iteration order (colliding Integer keys
 * across resizes, where the JDK relinks part of a bin in reverse, and the pre-sizing of each constructor), the views
 * and their iterators, and a key set made by newKeySet.
 */
public class Jdk28ConcurrentHashMap {
    static final int[] INPUTS = {-3, -1, 0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 19, 21, 40, 100};

    static String run(int x) {
        StringBuilder sb = new StringBuilder();
        ConcurrentMap<Integer, String> m = new ConcurrentHashMap<>();
        int n = Math.abs(x) % 20;
        for (int i = 0; i < n; i++) {
            m.put(i * 16 + x % 3, "v" + i); // colliding keys: one bin of 16, split at each resize
        }
        sb.append(m).append(' ').append(m.size()).append(m.isEmpty()).append('\n');
        sb.append(m.get(x % 3)).append(' ').append(m.get(-99)).append(' ').append(m.containsKey(16 + x % 3))
                .append(m.containsValue("v1")).append(' ').append(m.putIfAbsent(x % 3, "p"))
                .append(' ').append(m.putIfAbsent(1000, "q")).append(' ').append(m.put(1000, "r")).append(' ')
                .append(m.remove(1000, "q")).append(m.remove(1000, "r")).append(' ').append(m.remove(-99))
                .append(' ').append(m.replace(x % 3, "a")).append(' ').append(m.replace(-5, "b")).append(' ')
                .append(m.replace(x % 3, "a", "c")).append(m.replace(x % 3, "a", "d")).append(' ')
                .append(m.getOrDefault(-7, "dflt")).append(' ').append(m.computeIfAbsent(-7, k -> "k" + k))
                .append(' ').append(m.merge(-7, "+", String::concat)).append(' ')
                .append(m.compute(-7, (k, v) -> null)).append(' ').append(m.containsKey(-7)).append('\n');
        for (Iterator<Map.Entry<Integer, String>> it = m.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Integer, String> e = it.next();
            if (e.getKey() % 32 == x % 3) {
                it.remove();
            } else if (e.getKey() % 3 == 0) {
                e.setValue(e.getValue() + "*");
            }
        }
        sb.append(m.keySet()).append(' ').append(m.values()).append(' ').append(m.entrySet()).append('\n');
        Map<Integer, String> copy = new HashMap<>(m);
        ConcurrentHashMap<Integer, String> sized = new ConcurrentHashMap<>(copy);
        sb.append(sized).append(' ').append(sized.equals(copy)).append(copy.equals(sized))
                .append(sized.hashCode() == copy.hashCode()).append(' ').append(sized.mappingCount()).append(' ');
        ConcurrentHashMap<Integer, String> small = new ConcurrentHashMap<>(Math.abs(x) % 7, 0.75f, 2);
        for (int i = 0; i < 6; i++) {
            small.put(i * 5 + x, "s");
        }
        sb.append(small.keySet()).append(' ');
        small.forEach((k, v) -> sb.append(k).append(v));
        sb.append(' ').append(small.keySet().remove(x)).append(small.values().remove("s"))
                .append(small.keySet().contains(x)).append(small.size()).append('\n');
        Set<String> set = ConcurrentHashMap.newKeySet();
        sb.append(set.add("a" + x)).append(set.add("a" + x)).append(set.add("b")).append(set).append(' ');
        String[] tries = {"put null key", "put null value", "get null", "containsValue null", "remove null",
            "replace null", "keySet add", "bad capacity", "bad load factor", "next past the end", "remove twice"};
        String t = tries[Math.floorMod(x, tries.length)];
        try {
            switch (t) {
                case "put null key" -> m.put(null, "v");
                case "put null value" -> m.put(1, null);
                case "get null" -> m.get(null);
                case "containsValue null" -> m.containsValue(null);
                case "remove null" -> m.remove(null);
                case "replace null" -> m.replace(1, null, "v");
                case "keySet add" -> m.keySet().add(5);
                case "bad capacity" -> new ConcurrentHashMap<Integer, String>(-1);
                case "bad load factor" -> new ConcurrentHashMap<Integer, String>(4, 0f);
                case "next past the end" -> new ConcurrentHashMap<Integer, String>().keySet().iterator().next();
                default -> {
                    Iterator<Integer> it = sized.keySet().iterator();
                    it.next();
                    it.remove();
                    it.remove();
                }
            }
            sb.append(t).append(": nothing");
        } catch (RuntimeException e) {
            sb.append(t).append(": ").append(e.getClass().getSimpleName());
        }
        m.clear();
        return sb.append(' ').append(m).append(m.size()).toString();
    }
}
