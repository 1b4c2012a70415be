package bliss.realcode.drivers;

import java.util.Comparator;

/** A comparator of the analysed class path: Integers from the largest down (the comparator of a TreeMap input). */
public final class Descending implements Comparator<Integer> {

    @Override
    public int compare(Integer a, Integer b) {
        return Integer.compare(b, a);
    }
}
