package bliss.spf.conformance.programs;

import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/** TreeMap: sorted iteration, navigation (floor, ceiling, higher, lower, first/last, head/tail maps), removal. */
public class Jdk10TreeMap {
    static String run(int x) {
        TreeMap<Integer, String> m = new TreeMap<>();
        for (int i = 0; i < 10; i++) {
            m.put((i * 7 + x) % 13, "v" + i);
        }
        m.remove(x % 13);
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Integer, String> e : m.entrySet()) {
            sb.append(e.getKey()).append(e.getValue()).append(' ');
        }
        NavigableMap<Integer, String> head = m.headMap(6, true);
        return sb + "| " + m.firstKey() + " " + m.lastKey() + " " + m.floorKey(5) + " " + m.ceilingKey(5) + " "
                + m.higherKey(5) + " " + m.lowerKey(5) + " " + head.keySet() + " " + m.tailMap(10).size() + " "
                + m.descendingMap().firstKey() + " " + m.pollFirstEntry() + " " + m.size() + " " + m.get(x) + " "
                + m.containsKey(3);
    }
}
