package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * The hash map of LISSA's benchmark ("HashMap": {@code heapsolving.hashmap.HashMap} of the LISSA artifact, itself
 * java.util.HashMap of Java 1.4 with int keys and its table as sixteen fields), statement by statement: a key's hash
 * is the key, its bucket the hash masked by the capacity; entries keep their key's hash; a new entry goes to the
 * front of its bucket's chain; a removal walks the chain with the previous entry in hand. Analysed methods:
 * {@link #repOK}, {@link #put}, {@link #remove}, {@link #containsKey}, {@link #get}, {@link #containsValue}.
 *
 * <p>Structure: {@code size}, then sixteen buckets {@code e0} .. {@code e15}, each the first entry of a chain linked
 * by {@code next}. Invariant (the original's {@code repOK}): no entry is met twice walking the sixteen chains (no
 * cycle, no entry in two chains). Nothing else: hashes, buckets, keys and the size are free, as in the original.
 * The class has no JML invariant (nor has the original), so the bounded techniques treat it as {@code true}.
 *
 * <p>Differences from the original, and why (docs/subjects.md has the table): {@link Entry} is a static nested class
 * (the original's is an inner class, whose hidden pointer to the map would be a field of every entry in the input
 * heap); a value is of the type parameter {@code V} where the original's is an {@code Object} (the engine gives an
 * input field of a type variable a symbolic boxed value, and cannot initialize an input field of type
 * {@code Object}), and the drivers use {@code HashMap<Object>} with fresh objects as the LISSA artifact's;
 * {@code clear}, {@code removeMapping}, {@code createEntry}, {@code entrySet}, {@code size()}, {@code isEmpty} and the
 * no-op hooks {@code init}, {@code recordAccess}, {@code recordRemoval} are not ported (no analysed method calls
 * them).
 */
public class HashMap<V> {

    /** The number of buckets. */
    static final int DEFAULT_INITIAL_CAPACITY = 16;

    /** The number of mappings (not checked by repOK, as in the original). */
    public int size;

    public Entry<V> e0;
    public Entry<V> e1;
    public Entry<V> e2;
    public Entry<V> e3;
    public Entry<V> e4;
    public Entry<V> e5;
    public Entry<V> e6;
    public Entry<V> e7;
    public Entry<V> e8;
    public Entry<V> e9;
    public Entry<V> e10;
    public Entry<V> e11;
    public Entry<V> e12;
    public Entry<V> e13;
    public Entry<V> e14;
    public Entry<V> e15;

    /** An entry of a bucket's chain. */
    public static class Entry<V> {
        public int key;
        public V value;
        public int hash;
        public Entry<V> next;

        public Entry() {
        }

        Entry(int h, int k, V v, Entry<V> n) {
            value = v;
            next = n;
            key = k;
            hash = h;
        }
    }

    public HashMap() {
    }

    /** The first entry of bucket {@code index} (the original's {@code getTable}, for {@code table[index]}). */
    Entry<V> getTable(int index) {
        switch (index) {
            case 0:
                return e0;
            case 1:
                return e1;
            case 2:
                return e2;
            case 3:
                return e3;
            case 4:
                return e4;
            case 5:
                return e5;
            case 6:
                return e6;
            case 7:
                return e7;
            case 8:
                return e8;
            case 9:
                return e9;
            case 10:
                return e10;
            case 11:
                return e11;
            case 12:
                return e12;
            case 13:
                return e13;
            case 14:
                return e14;
            case 15:
                return e15;
            default:
                throw new IndexOutOfBoundsException();
        }
    }

    /** Makes {@code entry} the first entry of bucket {@code index} (the original's {@code setTable}). */
    void setTable(int index, Entry<V> entry) {
        switch (index) {
            case 0:
                e0 = entry;
                break;
            case 1:
                e1 = entry;
                break;
            case 2:
                e2 = entry;
                break;
            case 3:
                e3 = entry;
                break;
            case 4:
                e4 = entry;
                break;
            case 5:
                e5 = entry;
                break;
            case 6:
                e6 = entry;
                break;
            case 7:
                e7 = entry;
                break;
            case 8:
                e8 = entry;
                break;
            case 9:
                e9 = entry;
                break;
            case 10:
                e10 = entry;
                break;
            case 11:
                e11 = entry;
                break;
            case 12:
                e12 = entry;
                break;
            case 13:
                e13 = entry;
                break;
            case 14:
                e14 = entry;
                break;
            case 15:
                e15 = entry;
                break;
            default:
                throw new IndexOutOfBoundsException();
        }
    }

    /** The hash of a key: the key itself, as the original's. */
    static int hash(int x) {
        return x;
    }

    static boolean eq(int x, int y) {
        return x == y;
    }

    /** The bucket of hash {@code h} in a table of {@code length} buckets. */
    static int indexFor(int h, int length) {
        return h & (length - 1);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The original's {@code repOK}: the sixteen chains, no entry met twice. */
    public boolean repOK() {
        Set<Entry<V>> visited = new HashSet<>();
        for (int i = 0; i < DEFAULT_INITIAL_CAPACITY; i++) {
            if (!isLinkedList(i, visited)) {
                return false;
            }
        }
        return true;
    }

    private boolean isLinkedList(int index, Set<Entry<V>> visited) {
        Entry<V> current = getTable(index);
        while (current != null) {
            if (!visited.add(current)) {
                return false;
            }
            current = current.next;
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): {@link #repOK} on a partially initialized map. Each chain is walked until
     * its first entry not yet initialized ({@link Symbolic#isSymbolic}); an entry met twice rejects. On a concrete
     * map it is repOK.
     */
    public boolean repOKHybrid() {
        Set<Entry<V>> visited = new HashSet<>();
        for (int i = 0; i < DEFAULT_INITIAL_CAPACITY; i++) {
            Entry<V> e = getTable(i);
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

    /** The value of {@code key}, or null when it has none. */
    public V get(int key) {
        int hash = hash(key);
        int i = indexFor(hash, DEFAULT_INITIAL_CAPACITY);
        Entry<V> e = getTable(i);
        while (true) {
            if (e == null) {
                return null;
            }
            if (e.hash == hash && eq(key, e.key)) {
                return e.value;
            }
            e = e.next;
        }
    }

    /** True when {@code key} has a mapping. */
    public boolean containsKey(int key) {
        int hash = hash(key);
        int i = indexFor(hash, DEFAULT_INITIAL_CAPACITY);
        Entry<V> e = getTable(i);
        while (e != null) {
            if (e.hash == hash && eq(key, e.key)) {
                return true;
            }
            e = e.next;
        }
        return false;
    }

    /** Maps {@code key} to {@code value}; returns the previous value, or null when there was none. */
    public V put(int key, V value) {
        int hash = hash(key);
        int i = indexFor(hash, DEFAULT_INITIAL_CAPACITY);
        for (Entry<V> e = getTable(i); e != null; e = e.next) {
            if (e.hash == hash && eq(key, e.key)) {
                V oldValue = e.value;
                e.value = value;
                return oldValue;
            }
        }
        addEntry(hash, key, value, i);
        return null;
    }

    /** Removes {@code key}'s mapping; returns its value, or null when there was none. */
    public V remove(int key) {
        Entry<V> e = removeEntryForKey(key);
        return e == null ? null : e.value;
    }

    /** Removes and returns the entry of {@code key}, or null. */
    Entry<V> removeEntryForKey(int key) {
        int hash = hash(key);
        int i = indexFor(hash, DEFAULT_INITIAL_CAPACITY);
        Entry<V> prev = getTable(i);
        Entry<V> e = prev;
        while (e != null) {
            Entry<V> next = e.next;
            if (e.hash == hash && eq(key, e.key)) {
                size--;
                if (prev == e) {
                    setTable(i, next);
                } else {
                    prev.next = next;
                }
                return e;
            }
            prev = e;
            e = next;
        }
        return e;
    }

    /** True when some entry holds {@code value} ({@code equals}; a null value is looked for with {@code ==}). */
    public boolean containsValue(Object value) {
        if (value == null) {
            return containsNullValue();
        }
        for (int i = 0; i < DEFAULT_INITIAL_CAPACITY; i++) {
            for (Entry<V> e = getTable(i); e != null; e = e.next) {
                if (value.equals(e.value)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean containsNullValue() {
        for (int i = 0; i < DEFAULT_INITIAL_CAPACITY; i++) {
            for (Entry<V> e = getTable(i); e != null; e = e.next) {
                if (e.value == null) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A new entry goes to the front of bucket {@code bucketIndex}'s chain (the table never grows). */
    void addEntry(int hash, int key, V value, int bucketIndex) {
        setTable(bucketIndex, new Entry<>(hash, key, value, getTable(bucketIndex)));
        size++;
    }
}
