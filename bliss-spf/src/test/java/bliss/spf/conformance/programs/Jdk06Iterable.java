package bliss.spf.conformance.programs;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** A program's own Iterable in for-each loops, with remove through the iterator and nested iteration. */
public class Jdk06Iterable {
    static final class Range implements Iterable<Integer> {
        final int lo, hi;
        Range(int lo, int hi) { this.lo = lo; this.hi = hi; }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = lo;
                public boolean hasNext() { return next < hi; }
                public Integer next() {
                    if (next >= hi) throw new NoSuchElementException("past " + hi);
                    return next++;
                }
            };
        }
    }
    static String run(int x) {
        int n = Math.abs(x) % 5;
        StringBuilder sb = new StringBuilder();
        for (int a : new Range(0, n)) {
            for (int b : new Range(a, n)) {
                sb.append(a).append(b).append(' ');
            }
        }
        Iterator<Integer> it = new Range(0, 1).iterator();
        it.next();
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            sb.append("no remove ");
        }
        new Range(0, n).forEach(v -> sb.append('<').append(v).append('>'));
        return sb + String.valueOf(it.next());
    }
}
