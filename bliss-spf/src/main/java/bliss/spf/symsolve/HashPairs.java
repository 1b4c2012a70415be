package bliss.spf.symsolve;

/**
 * A set of 128-bit hashes (two longs), open addressing with linear probing in two flat arrays: no object per entry,
 * one cache line per probe. The pair (0, 0) stands for an empty slot, so it is stored as (0, 1).
 *
 * <pre>
 * @specfield elements: set of (long, long)
 * </pre>
 */
final class HashPairs {

    private long[] first = new long[1 << 12];
    private long[] second = new long[1 << 12];
    private int size;

    /** @return whether (a, b) is in the set */
    boolean contains(long a, long b) {
        if (a == 0 && b == 0) {
            b = 1;
        }
        int mask = first.length - 1;
        for (int i = (int) (a ^ (a >>> 32)) & mask; ; i = (i + 1) & mask) {
            if (first[i] == a && second[i] == b) {
                return true;
            }
            if (first[i] == 0 && second[i] == 0) {
                return false;
            }
        }
    }

    /** @effects elements' = elements + (a, b) */
    void add(long a, long b) {
        if (a == 0 && b == 0) {
            b = 1;
        }
        if (2 * (size + 1) > first.length) {
            grow();
        }
        if (put(first, second, a, b)) {
            size++;
        }
    }

    int size() {
        return size;
    }

    /** @effects elements' = {} */
    void clear() {
        java.util.Arrays.fill(first, 0);
        java.util.Arrays.fill(second, 0);
        size = 0;
    }

    private static boolean put(long[] first, long[] second, long a, long b) {
        int mask = first.length - 1;
        for (int i = (int) (a ^ (a >>> 32)) & mask; ; i = (i + 1) & mask) {
            if (first[i] == a && second[i] == b) {
                return false;
            }
            if (first[i] == 0 && second[i] == 0) {
                first[i] = a;
                second[i] = b;
                return true;
            }
        }
    }

    private void grow() {
        long[] f = new long[2 * first.length];
        long[] s = new long[2 * second.length];
        for (int i = 0; i < first.length; i++) {
            if (first[i] != 0 || second[i] != 0) {
                put(f, s, first[i], second[i]);
            }
        }
        first = f;
        second = s;
    }
}
