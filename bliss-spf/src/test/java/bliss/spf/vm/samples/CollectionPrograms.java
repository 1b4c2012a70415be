package bliss.spf.vm.samples;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/** Programs that use java.util, run on the real JDK and, in the interpreter, on the models. */
public final class CollectionPrograms {

    private CollectionPrograms() {
    }

    public static int arrayList() {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            l.add(i * 7 % 13);
        }
        l.remove(Integer.valueOf(5));
        l.remove(0);
        int sum = l.size() * 1000 + l.indexOf(12);
        for (int v : l) {
            sum += v;
        }
        Iterator<Integer> it = l.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 0) {
                it.remove();
            }
        }
        return sum + l.size() * 100000 + (l.contains(3) ? 1 : 0);
    }

    public static int hashCollections() {
        Set<Integer> s = new HashSet<>();
        Map<Integer, Integer> m = new HashMap<>();
        for (int i = 0; i < 200; i++) {
            s.add(i % 37);
            m.put(i % 11, m.getOrDefault(i % 11, 0) + i);
        }
        int sum = s.size();
        for (Map.Entry<Integer, Integer> e : m.entrySet()) {
            sum += e.getKey() * e.getValue();
        }
        return sum + (s.contains(36) ? 1 : 0) + m.getOrDefault(99, -5);
    }

    public static int dequesAndLinkedLists() {
        ArrayDeque<Integer> q = new ArrayDeque<>();
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 30; i++) {
            q.add(i);
            ll.addFirst(i);
            if (i % 3 == 0) {
                q.poll();
                ll.removeLast();
            }
        }
        int sum = 0;
        while (!q.isEmpty()) {
            sum = sum * 31 + q.poll();
        }
        return sum + ll.getFirst() * 1000 + ll.size();
    }

    public static int exceptionsFromModels() {
        int r = 0;
        try {
            new ArrayDeque<Integer>().remove();
        } catch (NoSuchElementException e) {
            r += 1;
        }
        try {
            new ArrayList<Integer>().get(3);
        } catch (IndexOutOfBoundsException e) {
            r += 10;
        }
        return r;
    }

    public static String concatenation() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            sb.append(i).append(',');
        }
        String s = "n=" + 42 + " " + true + " " + 'c' + " " + 7L;
        return sb + s + s.length();
    }
}
