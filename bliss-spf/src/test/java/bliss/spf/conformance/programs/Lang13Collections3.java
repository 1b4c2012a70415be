package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Iterating over map entries, keys and values; setValue through the entry; removal through the iterator. */
public class Lang13Collections3 {
    static String run(int x) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int i = 0; i < 6; i++) m.put("k" + i, i * x);
        for (Map.Entry<String, Integer> e : m.entrySet()) e.setValue(e.getValue() + 1);
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        while (it.hasNext()) if (it.next().getValue() % 2 == 0) it.remove();
        List<String> keys = new ArrayList<>(m.keySet());
        int sum = 0;
        for (int v : m.values()) sum += v;
        return m + " " + keys + " " + sum + " " + m.containsValue(1) + " " + m.getOrDefault("k9", -1);
    }
}
