package bliss.spf.conformance.programs;

import java.util.AbstractMap;
import java.util.AbstractQueue;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A map extending AbstractMap over a list of entries, and a queue extending AbstractQueue (the JDK's bytecode). */
public class Real03AbstractMapAndQueue {
    static final class ListMap extends AbstractMap<String, Integer> {
        final List<Map.Entry<String, Integer>> entries = new ArrayList<>();

        @Override
        public Set<Map.Entry<String, Integer>> entrySet() {
            return new AbstractSet<>() {
                public Iterator<Map.Entry<String, Integer>> iterator() {
                    return entries.iterator();
                }

                public int size() {
                    return entries.size();
                }
            };
        }

        @Override
        public Integer put(String k, Integer v) {
            for (Map.Entry<String, Integer> e : entries) {
                if (e.getKey().equals(k)) {
                    return e.setValue(v);
                }
            }
            entries.add(new AbstractMap.SimpleEntry<>(k, v));
            return null;
        }
    }

    static final class Ring extends AbstractQueue<Integer> {
        final int[] slots = new int[4];
        int head;
        int count;

        public boolean offer(Integer e) {
            if (count == slots.length) {
                return false;
            }
            slots[(head + count++) % slots.length] = e;
            return true;
        }

        public Integer poll() {
            if (count == 0) {
                return null;
            }
            int v = slots[head];
            head = (head + 1) % slots.length;
            count--;
            return v;
        }

        public Integer peek() {
            return count == 0 ? null : slots[head];
        }

        public int size() {
            return count;
        }

        public Iterator<Integer> iterator() {
            List<Integer> copy = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                copy.add(slots[(head + i) % slots.length]);
            }
            return copy.iterator();
        }
    }

    static String run(int x) {
        ListMap m = new ListMap();
        m.put("a", 1);
        m.put("b" + x, x);
        m.put("a", 3);
        StringBuilder out = new StringBuilder(m.toString());
        out.append(" get ").append(m.get("a")).append(" ").append(m.get("z")).append(" has ").append(m.containsKey("b" + x));
        out.append(" value ").append(m.containsValue(x)).append(" size ").append(m.size()).append(" keys ").append(m.keySet());
        out.append(" values ").append(m.values()).append(" equals ").append(m.equals(Map.of("a", 3, "b" + x, x)));
        out.append(" hash ").append(m.hashCode() == Map.of("a", 3, "b" + x, x).hashCode());
        m.remove("a");
        out.append(" ").append(m);
        Ring r = new Ring();
        r.add(x);
        r.addAll(List.of(1, 2));
        out.append(" ring ").append(r).append(" element ").append(r.element()).append(" remove ").append(r.remove());
        try {
            r.addAll(List.of(7, 8, 9));
        } catch (IllegalStateException e) {
            out.append(" full: ").append(e.getMessage());
        }
        r.clear();
        try {
            r.element();
        } catch (java.util.NoSuchElementException e) {
            out.append(" empty");
        }
        return out.toString();
    }
}
