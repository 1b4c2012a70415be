package bliss.spf.conformance.programs;

import java.util.IdentityHashMap;
import java.util.Map;

/** IdentityHashMap compares keys with == (equal strings that are different objects are different keys). */
public class Jdk15IdentityHashMap {
    static String run(int x) {
        Map<String, Integer> m = new IdentityHashMap<>();
        String a = new String("k" + x);
        String b = new String("k" + x);
        m.put(a, 1);
        m.put(b, 2);
        m.put(a, 3);
        Map<String, Integer> h = new java.util.HashMap<>();
        h.put(a, 1);
        h.put(b, 2);
        return m.size() + " " + m.get(a) + " " + m.get(b) + " " + m.get("k" + x) + " " + h.size() + " "
                + m.containsKey(a) + " " + m.remove(b) + " " + m.size() + " " + a.equals(b) + " " + (a == b);
    }
}
