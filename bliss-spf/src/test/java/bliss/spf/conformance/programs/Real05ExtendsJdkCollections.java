package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.TreeMap;

/** User classes that extend JDK collections and override some of their methods, calling super. */
public class Real05ExtendsJdkCollections {
    static final class CountingList extends ArrayList<Integer> {
        int adds;

        @Override
        public boolean add(Integer e) {
            adds++;
            return super.add(e);
        }

        @Override
        public Integer get(int index) {
            return super.get(index) * 10;
        }
    }

    static final class DefaultMap extends HashMap<String, Integer> {
        @Override
        public Integer get(Object key) {
            Integer v = super.get(key);
            return v == null ? -1 : v;
        }
    }

    static final class Audited extends TreeMap<Integer, String> {
        final StringBuilder log = new StringBuilder();

        @Override
        public String put(Integer k, String v) {
            log.append(k).append(';');
            return super.put(k, v);
        }
    }

    static final class Stack2 extends LinkedList<Integer> {
        @Override
        public void push(Integer e) {
            super.push(e * 2);
        }
    }

    static String run(int x) {
        CountingList l = new CountingList();
        l.add(x);
        l.add(2);
        StringBuilder out = new StringBuilder("adds " + l.adds + " get " + l.get(0) + " " + l + " contains "
                + l.contains(2) + " indexOf " + l.indexOf(x));
        DefaultMap m = new DefaultMap();
        m.put("a", x);
        out.append(" map ").append(m.get("a")).append(" ").append(m.get("b")).append(" ").append(m.getOrDefault("b", 7));
        Audited t = new Audited();
        t.put(x, "x");
        t.put(1, "one");
        t.putAll(java.util.Map.of(5, "five"));
        out.append(" tree ").append(t).append(" log ").append(t.log).append(" first ").append(t.firstKey());
        Stack2 s = new Stack2();
        s.push(x);
        s.push(3);
        out.append(" stack ").append(s).append(" pop ").append(s.pop());
        return out.toString();
    }
}
