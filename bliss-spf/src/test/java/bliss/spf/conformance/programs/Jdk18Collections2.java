package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ListIterator;

/** List views and iterators: subList is avoided; ListIterator forwards and backwards with set and add. */
public class Jdk18Collections2 {
    static String run(int x) {
        List<String> l = new ArrayList<>(List.of("a", "b", "c", "d"));
        ListIterator<String> it = l.listIterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s.equals("b")) it.set("B" + x);
            if (s.equals("c")) it.add("c2");
        }
        StringBuilder back = new StringBuilder();
        while (it.hasPrevious()) back.append(it.previous());
        List<String> sync = Collections.synchronizedList(new ArrayList<>(l));
        return l + " " + back + " " + l.indexOf("c2") + " " + sync.size() + " " + Collections.unmodifiableMap(java.util.Map.of("k", x));
    }
}
