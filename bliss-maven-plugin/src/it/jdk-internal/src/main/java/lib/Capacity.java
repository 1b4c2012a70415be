package lib;

import jdk.internal.util.ArraysSupport;

/** A count within a capacity that grows as OpenJDK's collections grow their arrays. */
public class Capacity {
    int length;
    int size;

    public boolean repOK() {
        return 0 <= size && size <= length && length <= 8;
    }

    public void add() {
        if (size == length) {
            length = ArraysSupport.newLength(length, 1, length);
        }
        size++;
    }
}
