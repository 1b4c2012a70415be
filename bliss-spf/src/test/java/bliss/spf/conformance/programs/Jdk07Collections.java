package bliss.spf.conformance.programs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Collections helpers: sort, reverse, shuffle-free reorderings, min/max, frequency, nCopies, swap, fill, unmodifiable. */
public class Jdk07Collections {
    static String run(int x) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 7; i++) l.add((i * 5 + x) % 7);
        Collections.sort(l);
        String sorted = l.toString();
        Collections.reverse(l);
        Collections.swap(l, 0, l.size() - 1);
        String swapped = l.toString();
        Collections.rotate(l, 2);
        int freq = Collections.frequency(l, l.get(0));
        List<String> copies = Collections.nCopies(3, "c" + x);
        List<Integer> ro = Collections.unmodifiableList(l);
        String roResult;
        try {
            ro.add(1);
            roResult = "added";
        } catch (UnsupportedOperationException e) {
            roResult = "read-only";
        }
        Collections.fill(l, x);
        return sorted + " " + swapped + " " + Collections.min(ro) + " " + Collections.max(ro) + " " + freq + " " + copies
                + " " + roResult + " " + Collections.emptyList() + " " + Collections.singletonList(x)
                + " " + Collections.binarySearch(List.of(1, 3, 5, 7), x);
    }
}
