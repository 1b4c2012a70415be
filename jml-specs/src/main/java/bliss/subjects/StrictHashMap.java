package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An example: {@link HashMap} (LISSA's) with the invariant that java.util.HashMap's code maintains and LISSA's repOK
 * does not state: every entry's {@code hash} is {@link #hash} of its key and the entry sits in bucket
 * {@code hash & 15}, the keys of a chain are distinct, and {@code size} counts the entries. JML cannot say the bucket
 * clause (it has no bit operations), so this class has repOK only, and lazy initialization reaches paths no valid
 * map follows (a key in the wrong bucket, equal keys in a chain): the bundled class on which completion from repOK
 * alone (test generation) is tested to say no. Analysed methods: {@link #repOK}, {@link #put}, {@link #remove},
 * {@link #containsKey}, {@link #get}.
 *
 * <p>Structure: sixteen buckets {@code table0} .. {@code table15}, each the first entry of a chain linked by
 * {@code next}; {@code size} counts the entries. Keys and values are ints; a key's hash is spread as Java 8 does
 * ({@code h ^ (h >>> 16)}). {@link #put} and {@link #remove} return whether the map changed, and {@link #get} throws
 * {@link NoSuchElementException} for a missing key.
 */
public class StrictHashMap {

    /** The number of buckets. */
    public static final int CAPACITY = 16;

    public Entry table0;
    public Entry table1;
    public Entry table2;
    public Entry table3;
    public Entry table4;
    public Entry table5;
    public Entry table6;
    public Entry table7;
    public Entry table8;
    public Entry table9;
    public Entry table10;
    public Entry table11;
    public Entry table12;
    public Entry table13;
    public Entry table14;
    public Entry table15;
    public int size;

    /** An entry of a bucket's chain. */
    public static class Entry {
        public int hash;
        public int key;
        public int value;
        public Entry next;

        public Entry() {
        }

        public Entry(int hash, int key, int value, Entry next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }
    }

    public StrictHashMap() {
    }

    /** The hash of a key: its hash code (the int itself) with the high half folded into the low half. */
    public static int hash(int key) {
        return key ^ (key >>> 16);
    }

    /** The bucket of a hash. */
    public static int indexFor(int hash) {
        return hash & (CAPACITY - 1);
    }

    /** The first entry of bucket {@code i} (the original's {@code table[i]}). */
    private Entry bucket(int i) {
        switch (i) {
            case 0:
                return table0;
            case 1:
                return table1;
            case 2:
                return table2;
            case 3:
                return table3;
            case 4:
                return table4;
            case 5:
                return table5;
            case 6:
                return table6;
            case 7:
                return table7;
            case 8:
                return table8;
            case 9:
                return table9;
            case 10:
                return table10;
            case 11:
                return table11;
            case 12:
                return table12;
            case 13:
                return table13;
            case 14:
                return table14;
            case 15:
                return table15;
            default:
                throw new ArrayIndexOutOfBoundsException();
        }
    }

    /** Makes {@code e} the first entry of bucket {@code i} (the original's {@code table[i] = e}). */
    private void setBucket(int i, Entry e) {
        switch (i) {
            case 0:
                table0 = e;
                break;
            case 1:
                table1 = e;
                break;
            case 2:
                table2 = e;
                break;
            case 3:
                table3 = e;
                break;
            case 4:
                table4 = e;
                break;
            case 5:
                table5 = e;
                break;
            case 6:
                table6 = e;
                break;
            case 7:
                table7 = e;
                break;
            case 8:
                table8 = e;
                break;
            case 9:
                table9 = e;
                break;
            case 10:
                table10 = e;
                break;
            case 11:
                table11 = e;
                break;
            case 12:
                table12 = e;
                break;
            case 13:
                table13 = e;
                break;
            case 14:
                table14 = e;
                break;
            case 15:
                table15 = e;
                break;
            default:
                throw new ArrayIndexOutOfBoundsException();
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /**
     * The class invariant: the chains (no entry met twice), the size, then each entry's hash and bucket and the
     * distinctness of the keys of its chain.
     */
    public boolean repOK() {
        Set<Entry> visited = new HashSet<>();
        for (int i = 0; i < CAPACITY; i++) {
            for (Entry e = bucket(i); e != null; e = e.next) {
                if (!visited.add(e)) {
                    return false;
                }
            }
        }
        if (size != visited.size()) {
            return false;
        }
        for (int i = 0; i < CAPACITY; i++) {
            for (Entry e = bucket(i); e != null; e = e.next) {
                int h = hash(e.key);
                if (indexFor(h) != i || e.hash != h) {
                    return false;
                }
                for (Entry f = bucket(i); f != e; f = f.next) {
                    if (f.key == e.key) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the chain part of {@link #repOK} on a partially initialized map. Each
     * chain is walked until its first entry not yet initialized ({@link Symbolic#isSymbolic}); an entry met twice
     * rejects. Reads no hash, key, value or size. On a concrete map it accepts exactly the maps whose chains satisfy
     * repOK.
     */
    public boolean repOKHybrid() {
        Set<Entry> visited = new HashSet<>();
        for (int i = 0; i < CAPACITY; i++) {
            Entry e = bucket(i);
            while (e != null && !Symbolic.isSymbolic(e)) {
                if (!visited.add(e)) {
                    return false;
                }
                e = e.next;
            }
        }
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** True when {@code key} has a value. */
    public boolean containsKey(int key) {
        return getEntry(key) != null;
    }

    /**
     * The value of {@code key}.
     *
     * @throws NoSuchElementException when {@code key} has none
     */
    public int get(int key) {
        Entry e = getEntry(key);
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e.value;
    }

    /** Maps {@code key} to {@code value}; returns true when {@code key} had no value before. */
    public boolean put(int key, int value) {
        int h = hash(key);
        int i = indexFor(h);
        for (Entry e = bucket(i); e != null; e = e.next) {
            if (e.hash == h && e.key == key) {
                e.value = value;
                return false;
            }
        }
        addEntry(h, key, value, i);
        return true;
    }

    /** Removes {@code key}'s mapping; returns false when there was none. */
    public boolean remove(int key) {
        int h = hash(key);
        int i = indexFor(h);
        Entry prev = bucket(i);
        Entry e = prev;
        while (e != null) {
            Entry next = e.next;
            if (e.hash == h && e.key == key) {
                size--;
                if (prev == e) {
                    setBucket(i, next);
                } else {
                    prev.next = next;
                }
                return true;
            }
            prev = e;
            e = next;
        }
        return false;
    }

    private Entry getEntry(int key) {
        int h = hash(key);
        for (Entry e = bucket(indexFor(h)); e != null; e = e.next) {
            if (e.hash == h && e.key == key) {
                return e;
            }
        }
        return null;
    }

    /** A new entry goes to the front of bucket {@code i}'s chain. */
    private void addEntry(int h, int key, int value, int i) {
        setBucket(i, new Entry(h, key, value, bucket(i)));
        size++;
    }
}
