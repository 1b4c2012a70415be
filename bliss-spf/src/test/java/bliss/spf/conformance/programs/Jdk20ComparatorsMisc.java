package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Comparators written as classes, lambdas and combinators, with nulls and ties; Collections.reverseOrder(cmp). */
public class Jdk20ComparatorsMisc {
    static final class ByAbs implements Comparator<Integer> {
        public int compare(Integer a, Integer b) { return Integer.compare(Math.abs(a), Math.abs(b)); }
    }
    static String run(int x) {
        List<Integer> l = new ArrayList<>(List.of(3, -1, x, -4, 2, -x, 0));
        l.sort(new ByAbs());
        String a = l.toString();
        l.sort(new ByAbs().thenComparing(Comparator.naturalOrder()));
        String b = l.toString();
        l.sort(java.util.Collections.reverseOrder(new ByAbs()));
        List<String> s = new ArrayList<>(java.util.Arrays.asList("b", null, "a"));
        s.sort(Comparator.nullsLast(Comparator.<String>naturalOrder().reversed()));
        return a + " " + b + " " + l + " " + s;
    }
}
