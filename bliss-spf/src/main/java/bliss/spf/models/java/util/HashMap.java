package bliss.spf.models.java.util;

import bliss.spf.models.java.lang.StringBuilder;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.HashMap}: a power-of-two table of chained nodes. It follows the JDK's hashing (the
 * key's hash code with its high half folded into the low half), sizing (16 buckets by default, load 3/4, an
 * initial capacity rounded up to a power of two) and chain order (new nodes at the tail, resize splitting each
 * chain in order), so for keys whose hash codes are the JDK's (Integer, String, ...) it iterates in the JDK's
 * order as long as no bucket grows beyond 8 nodes (where the JDK would turn the bucket into a tree). Keys hashed
 * by identity iterate in an order fixed by the engine's identity hash codes. Iterators are not fail-fast.
 *
 * <p>{@link LinkedHashMap} hooks into node creation, removal and iteration order ({@link #newNode},
 * {@link #afterNodeRemoval}, {@link #firstNode}, {@link #successor}).
 */
public class HashMap<K, V> implements Map<K, V> {

    /** A mapping, and the link of its bucket's chain. */
    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value) {
            this.hash = hash;
            this.key = key;
            this.value = value;
        }

        @Override
        public final K getKey() {
            return key;
        }

        @Override
        public final V getValue() {
            return value;
        }

        @Override
        public final V setValue(V newValue) {
            V old = value;
            value = newValue;
            return old;
        }

        @Override
        public final boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }

        @Override
        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        @Override
        public final String toString() {
            return new StringBuilder().append(key).append('=').append(value).toString();
        }
    }

    /** Null until the first insertion, as in the JDK. */
    Node<K, V>[] table;
    int size;
    /** The size beyond which the table doubles; before the table exists, its initial length (0: default 16). */
    int threshold;

    public HashMap() {
    }

    /**
     * The input form's inflation (docs/models.md, "Input form"): the engine made this object without a constructor,
     * as the input of a field that holds a map of {@code keys.length} fresh keys and values, and calls this at the
     * object's first use, before any other method. The hashing and comparing of {@code put} are the path's branches;
     * a key equal to an earlier one makes no input of this many entries (that input is the one of fewer), so the path
     * that meets one ends as infeasible ({@code Symbolic.assume}).
     *
     * @requires this was made by the engine without a constructor, and not used yet; keys.length == values.length
     * @effects this is the map {@code new HashMap<>()} then {@code put} of each key with its value, in order, on a
     *          path where no two keys are equal
     */
    @SuppressWarnings("unchecked")
    void inflateInput(Object[] keys, Object[] values) {
        for (int i = 0; i < keys.length; i++) {
            int before = size;
            put((K) keys[i], (V) values[i]);
            bliss.symbolic.Symbolic.assume(size > before);
        }
    }

    public HashMap(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException();
        }
        threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        putMapEntries(m);
    }

    /** The JDK's spreading of a key's hash code: the high bits also choose buckets of small tables. */
    static int hash(Object key) {
        if (key == null) {
            return 0;
        }
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    /** The least power of two >= c (at least 1, at most 2^30). */
    static int tableSizeFor(int c) {
        int n = 1;
        while (n < c && n < (1 << 30)) {
            n <<= 1;
        }
        return n;
    }

    /** Creates the table or doubles it; each chain splits in order into the same bucket and the one oldCap above. */
    @SuppressWarnings("unchecked")
    final Node<K, V>[] resize() {
        Node<K, V>[] old = table;
        int oldCap = old == null ? 0 : old.length;
        int newCap = oldCap > 0 ? oldCap << 1 : (threshold > 0 ? threshold : 16);
        threshold = (newCap >> 1) + (newCap >> 2);
        Node<K, V>[] tab = (Node<K, V>[]) new Node<?, ?>[newCap];
        table = tab;
        for (int j = 0; j < oldCap; j++) {
            Node<K, V> e = old[j];
            if (e == null) {
                continue;
            }
            Node<K, V> loHead = null;
            Node<K, V> loTail = null;
            Node<K, V> hiHead = null;
            Node<K, V> hiTail = null;
            do {
                if ((e.hash & oldCap) == 0) {
                    if (loTail == null) {
                        loHead = e;
                    } else {
                        loTail.next = e;
                    }
                    loTail = e;
                } else {
                    if (hiTail == null) {
                        hiHead = e;
                    } else {
                        hiTail.next = e;
                    }
                    hiTail = e;
                }
                e = e.next;
            } while (e != null);
            if (loTail != null) {
                loTail.next = null;
                tab[j] = loHead;
            }
            if (hiTail != null) {
                hiTail.next = null;
                tab[j + oldCap] = hiHead;
            }
        }
        return tab;
    }

    /** The node of {@code key}, or null. */
    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = hash(key);
        for (Node<K, V> e = tab[h & (tab.length - 1)]; e != null; e = e.next) {
            Object k;
            if (e.hash == h && ((k = e.key) == key || (key != null && key.equals(k)))) {
                return e;
            }
        }
        return null;
    }

    /**
     * Maps {@code key} (whose hash is {@code h}) to {@code value}; with {@code onlyIfAbsent}, an existing non-null
     * value is kept. Returns the previous value or null.
     */
    final V putVal(int h, K key, V value, boolean onlyIfAbsent) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            tab = resize();
        }
        int i = h & (tab.length - 1);
        Node<K, V> e = tab[i];
        if (e == null) {
            tab[i] = newNode(h, key, value);
        } else {
            Node<K, V> tail;
            do {
                Object k;
                if (e.hash == h && ((k = e.key) == key || (key != null && key.equals(k)))) {
                    V old = e.value;
                    if (!onlyIfAbsent || old == null) {
                        e.value = value;
                    }
                    return old;
                }
                tail = e;
                e = e.next;
            } while (e != null);
            tail.next = newNode(h, key, value);
        }
        if (++size > threshold) {
            resize();
        }
        return null;
    }

    /** Unlinks and returns the node of {@code key} (whose hash is {@code h}), or null. */
    final Node<K, V> removeNode(int h, Object key) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = h & (tab.length - 1);
        Node<K, V> prev = null;
        for (Node<K, V> e = tab[i]; e != null; e = e.next) {
            Object k;
            if (e.hash == h && ((k = e.key) == key || (key != null && key.equals(k)))) {
                if (prev == null) {
                    tab[i] = e.next;
                } else {
                    prev.next = e.next;
                }
                size--;
                afterNodeRemoval(e);
                return e;
            }
            prev = e;
        }
        return null;
    }

    /** Sizes an empty table for {@code m} as the JDK does, then puts its mappings in its iteration order. */
    final void putMapEntries(Map<? extends K, ? extends V> m) {
        int s = m.size();
        if (s == 0) {
            return;
        }
        if (table == null) {
            int t = tableSizeFor(s + s / 3 + 1);
            if (t > threshold) {
                threshold = t;
            }
        } else {
            while (s > threshold && table.length < (1 << 30)) {
                resize();
            }
        }
        Iterator<? extends Map.Entry<? extends K, ? extends V>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<? extends K, ? extends V> e = it.next();
            K key = e.getKey();
            putVal(hash(key), key, e.getValue(), false);
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // Hooks for LinkedHashMap

    Node<K, V> newNode(int h, K key, V value) {
        return new Node<>(h, key, value);
    }

    void afterNodeRemoval(Node<K, V> e) {
    }

    /** The first node in iteration order, or null. */
    Node<K, V> firstNode() {
        Node<K, V>[] tab = table;
        if (size == 0) {
            return null;
        }
        for (int i = 0; i < tab.length; i++) {
            if (tab[i] != null) {
                return tab[i];
            }
        }
        return null;
    }

    /** The node after {@code e} in iteration order, or null; {@code e} is in the table. */
    Node<K, V> successor(Node<K, V> e) {
        if (e.next != null) {
            return e.next;
        }
        Node<K, V>[] tab = table;
        for (int i = (e.hash & (tab.length - 1)) + 1; i < tab.length; i++) {
            if (tab[i] != null) {
                return tab[i];
            }
        }
        return null;
    }

    // ---------------------------------------------------------------------------------------------------------
    // Map

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return e == null ? null : e.value;
    }

    @Override
    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    @Override
    public V put(K key, V value) {
        return putVal(hash(key), key, value, false);
    }

    @Override
    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m);
    }

    @Override
    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key);
        return e == null ? null : e.value;
    }

    /** Keeps the table's length, as the JDK does, so later iteration orders match. */
    @Override
    @SuppressWarnings("unchecked")
    public void clear() {
        if (size > 0) {
            table = (Node<K, V>[]) new Node<?, ?>[table.length];
            size = 0;
        }
    }

    @Override
    public boolean containsValue(Object value) {
        for (Node<K, V> e = firstNode(); e != null; e = successor(e)) {
            Object v = e.value;
            if (v == value || (value != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return e == null ? defaultValue : e.value;
    }

    @Override
    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true);
    }

    @Override
    public boolean remove(Object key, Object value) {
        Node<K, V> e = getNode(key);
        if (e == null || !Objects.equals(value, e.value)) {
            return false;
        }
        removeNode(e.hash, key);
        return true;
    }

    @Override
    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e == null) {
            return null;
        }
        V old = e.value;
        e.value = value;
        return old;
    }

    @Override
    public Set<K> keySet() {
        return new KeySet();
    }

    @Override
    public Collection<V> values() {
        return new Values();
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
        return new EntrySet();
    }

    /** Iterates the keys without creating the key set view; for {@link HashSet}. */
    Iterator<K> keyIterator() {
        return new KeyIterator();
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Map)) {
            return false;
        }
        Map<?, ?> m = (Map<?, ?>) o;
        if (m.size() != size) {
            return false;
        }
        for (Node<K, V> e = firstNode(); e != null; e = successor(e)) {
            V value = e.value;
            if (value == null) {
                if (!(m.get(e.key) == null && m.containsKey(e.key))) {
                    return false;
                }
            } else if (!value.equals(m.get(e.key))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (Node<K, V> e = firstNode(); e != null; e = successor(e)) {
            h += e.hashCode();
        }
        return h;
    }

    /** As the JDK: {@code {k1=v1, k2=v2}}, with {@code (this Map)} for the map itself. */
    @Override
    public String toString() {
        Node<K, V> e = firstNode();
        if (e == null) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        while (true) {
            Object k = e.key;
            Object v = e.value;
            sb.append(k == this ? "(this Map)" : k);
            sb.append('=');
            sb.append(v == this ? "(this Map)" : v);
            e = successor(e);
            if (e == null) {
                return sb.append('}').toString();
            }
            sb.append(", ");
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // Iterators and views

    /** Walks the nodes in iteration order; {@code next} is computed before {@code current} can be removed. */
    abstract class HashIterator {
        Node<K, V> next;
        Node<K, V> current;

        HashIterator() {
            next = firstNode();
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = successor(e);
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null) {
                throw new IllegalStateException();
            }
            current = null;
            removeNode(p.hash, p.key);
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        @Override
        public K next() {
            return nextNode().key;
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        @Override
        public V next() {
            return nextNode().value;
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        @Override
        public Map.Entry<K, V> next() {
            return nextNode();
        }
    }

    final class KeySet extends AbstractSet<K> {
        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<K> iterator() {
            return new KeyIterator();
        }

        @Override
        public boolean contains(Object o) {
            return getNode(o) != null;
        }

        @Override
        public boolean remove(Object o) {
            return removeNode(hash(o), o) != null;
        }

        @Override
        public void clear() {
            HashMap.this.clear();
        }
    }

    final class Values extends AbstractCollection<V> {
        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<V> iterator() {
            return new ValueIterator();
        }

        @Override
        public boolean contains(Object o) {
            return containsValue(o);
        }

        @Override
        public void clear() {
            HashMap.this.clear();
        }
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator();
        }

        @Override
        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> candidate = getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        @Override
        public boolean remove(Object o) {
            if (!contains(o)) {
                return false;
            }
            Object key = ((Map.Entry<?, ?>) o).getKey();
            removeNode(hash(key), key);
            return true;
        }

        @Override
        public void clear() {
            HashMap.this.clear();
        }
    }
}
