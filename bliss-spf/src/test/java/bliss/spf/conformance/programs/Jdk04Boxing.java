package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.List;

/** Boxing and unboxing: the cache of -128..127 (== on boxes), equals across types, arithmetic on boxes. */
public class Jdk04Boxing {
    static String run(int x) {
        Integer a = x;
        Integer b = x;
        Integer c = x * 100;
        Integer d = x * 100;
        Long l = (long) x;
        Character ch = (char) ('a' + Math.floorMod(x, 26));
        Character ch2 = (char) ('a' + Math.floorMod(x, 26));
        Boolean t = x > 0;
        List<Integer> list = new ArrayList<>();
        list.add(x);
        list.add(x);
        Integer sum = 0;
        for (Integer v : list) {
            sum += v;
        }
        return (a == b) + " " + (c == d) + " " + c.equals(d) + " " + a.equals(l) + " " + l.equals((long) x) + " "
                + (ch == ch2) + " " + (t == Boolean.TRUE) + " " + sum + " " + (a + l) + " " + list.indexOf(x) + " "
                + list.remove(Integer.valueOf(x)) + " " + list + " " + a.hashCode() + l.hashCode() + t.hashCode();
    }
}
