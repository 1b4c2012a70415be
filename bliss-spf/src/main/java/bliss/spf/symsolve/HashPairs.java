package bliss.spf.symsolve;

/**
 * A set of 128-bit hashes (two longs), open addressing with linear probing in two flat arrays: no object per entry,
 * one cache line per probe. The pair (0, 0) stands for an empty slot, so it is stored as (0, 1). In front of the table
 * a filter of 2^24 bits (2 MB, one bit per element set, indexed by bits of the second long the table does not use):
 * most lookups are misses (SymSolve looks up every candidate of every choice), and a clear bit answers one without
 * touching the table, which at its largest (2^21 slots, 32 MB) misses the caches at every probe.
 *
 * <pre>
 * @specfield elements: set of (long, long)
 * </pre>
 * Thread-safe (each operation under the set's lock): the SymSolves of one run's threads share one
 * ({@link SymSolve.Team}).
 */
final class HashPairs {

    private static final int FILTER_BITS = 24;

    private long[] first = new long[1 << 12];
    private long[] second = new long[1 << 12];
    private final long[] filter = new long[1 << (FILTER_BITS - 6)];
    private int size;

    /** @return whether (a, b) is in the set */
    synchronized boolean contains(long a, long b) {
        if (a == 0 && b == 0) {
            b = 1;
        }
        int bit = filterBit(b);
        if ((filter[bit >>> 6] & (1L << bit)) == 0) {
            return false;
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
    synchronized void add(long a, long b) {
        if (a == 0 && b == 0) {
            b = 1;
        }
        if (2 * (size + 1) > first.length) {
            grow();
        }
        if (put(first, second, a, b)) {
            size++;
            int bit = filterBit(b);
            filter[bit >>> 6] |= 1L << bit;
        }
    }

    /** The filter's bit for an element whose second long is b. */
    private static int filterBit(long b) {
        return (int) (b >>> (64 - FILTER_BITS));
    }

    synchronized int size() {
        return size;
    }

    /** @effects elements' = {} */
    synchronized void clear() {
        java.util.Arrays.fill(first, 0);
        java.util.Arrays.fill(second, 0);
        java.util.Arrays.fill(filter, 0);
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
