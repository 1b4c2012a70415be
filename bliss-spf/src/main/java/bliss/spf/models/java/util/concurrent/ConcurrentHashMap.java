package bliss.spf.models.java.util.concurrent;

import bliss.spf.models.java.lang.StringBuilder;
import bliss.spf.models.java.util.Collection;
import bliss.spf.models.java.util.Iterator;
import bliss.spf.models.java.util.Map;
import bliss.spf.models.java.util.Set;

import java.util.NoSuchElementException;

/**
 * Model of {@code java.util.concurrent.ConcurrentHashMap} on one thread: the JDK's table of bins, run sequentially.
 * It follows the JDK's hashing (the hash code's high half folded in, the sign bit cleared), its sizing (16 bins by
 * default, {@code (int, float, int)} sizing a capacity of {@code 1 + initialCapacity / loadFactor} rounded up to a
 * power of two, {@code putAll} pre-sizing as {@code tryPresize}), its bins (new nodes at the tail), its growth (the
 * table doubles once the count reaches 3/4 of it, and a bin reaching 8 nodes in a table under 64 bins grows the
 * table) and its transfer (each bin split by the new bit, the nodes before the last run of equal bits re-linked in
 * reverse), so keys with the JDK's hash codes iterate in the JDK's order. Not modeled: tree bins (a bin of 8 or more
 * nodes in a table of 64 bins or more stays a list; the JDK's tree bin iterates differently), the counter cells and
 * every other trace of concurrency. Null keys and values are a NullPointerException, as in the JDK. Iterators are
 * weakly consistent as the JDK's: never a ConcurrentModificationException; a change made during an iteration other
 * than through the iterator may or may not be seen.
 */
public class ConcurrentHashMap<K, V> implements ConcurrentMap<K, V> {

    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    /** A mapping and the link of its bin. */
    static final class Node<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }
    }

    /** Null until the first insertion. */
    Node<K, V>[] table;
    /** Before the table exists, its initial length (0: the default); after, the count at which it grows. */
    private int sizeCtl;
    private long count;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        sizeCtl = size >= (long) MAXIMUM_CAPACITY ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    /** The least power of two >= c (at least 1, at most 2^30). */
    private static int tableSizeFor(int c) {
        int n = 1;
        while (n < c && n < MAXIMUM_CAPACITY) {
            n <<= 1;
        }
        return n;
    }

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        int n = sizeCtl > 0 ? sizeCtl : DEFAULT_CAPACITY;
        table = (Node<K, V>[]) new Node<?, ?>[n];
        sizeCtl = n - (n >>> 2);
        return table;
    }

    /** Doubles the table: bin i splits into bins i and i + n by the hash's bit n, as the JDK's transfer does. */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] next = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = 0; i < n; i++) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln = runBit == 0 ? lastRun : null;
            Node<K, V> hn = runBit == 0 ? null : lastRun;
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<>(p.hash, p.key, p.val, hn);
                }
            }
            next[i] = ln;
            next[i + n] = hn;
        }
        table = next;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    /** Grows the table (creating it if need be) until it holds {@code size} elements below 3/4 of its bins. */
    @SuppressWarnings("unchecked")
    private void tryPresize(int size) {
        int c = size >= (MAXIMUM_CAPACITY >>> 1) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        while (true) {
            Node<K, V>[] tab = table;
            if (tab == null) {
                int n = Math.max(sizeCtl, c);
                table = (Node<K, V>[]) new Node<?, ?>[n];
                sizeCtl = n - (n >>> 2);
            } else if (c <= sizeCtl || tab.length >= MAXIMUM_CAPACITY) {
                return;
            } else {
                transfer();
            }
        }
    }

    private Node<K, V> node(Object key) {
        int h = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            K ek;
            if (e.hash == h && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                return e;
            }
        }
        return null;
    }

    final V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            tab = initTable();
        }
        int i = (tab.length - 1) & hash;
        Node<K, V> f = tab[i];
        if (f == null) {
            tab[i] = new Node<>(hash, key, value, null);
            addCount(1);
            return null;
        }
        V oldVal = null;
        int binCount = 1;
        for (Node<K, V> e = f; ; ++binCount) {
            K ek;
            if (e.hash == hash && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                oldVal = e.val;
                if (!onlyIfAbsent) {
                    e.val = value;
                }
                break;
            }
            Node<K, V> pred = e;
            if ((e = e.next) == null) {
                pred.next = new Node<>(hash, key, value, null);
                break;
            }
        }
        if (binCount >= TREEIFY_THRESHOLD && tab.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.length << 1);
        }
        if (oldVal != null) {
            return oldVal;
        }
        addCount(1);
        return null;
    }

    private void addCount(long x) {
        count += x;
        while (x > 0 && count >= sizeCtl && table != null && table.length < MAXIMUM_CAPACITY) {
            transfer();
        }
    }

    /**
     * Replaces the value of {@code key} by {@code value} (removes it when null), if the current value is
     * {@code cv} or {@code cv} is null. Returns the old value, or null when nothing matched.
     */
    final V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = (tab.length - 1) & hash;
        Node<K, V> pred = null;
        for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next) {
            K ek;
            if (e.hash == hash && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                V ev = e.val;
                if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                    if (value != null) {
                        e.val = value;
                    } else if (pred != null) {
                        pred.next = e.next;
                    } else {
                        tab[i] = e.next;
                    }
                    if (value == null) {
                        addCount(-1);
                    }
                    return ev;
                }
                return null;
            }
        }
        return null;
    }

    @Override
    public int size() {
        return count < 0L ? 0 : count > (long) Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) count;
    }

    public long mappingCount() {
        return count < 0L ? 0L : count;
    }

    @Override
    public boolean isEmpty() {
        return count <= 0L;
    }

    @Override
    public V get(Object key) {
        Node<K, V> e = node(key);
        return e == null ? null : e.val;
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    public boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        for (Traverser<K, V> t = new Traverser<>(this); t.hasNext(); ) {
            V v = t.next().val;
            if (v == value || (v != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    @Override
    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    @Override
    public void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Iterator<? extends Map.Entry<? extends K, ? extends V>> it = m.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<? extends K, ? extends V> e = it.next();
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    @Override
    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    @Override
    public void clear() {
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    count--;
                }
                tab[i] = null;
            }
        }
    }

    @Override
    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    @Override
    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    @Override
    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    @Override
    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    @Override
    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    @Override
    public KeySetView<K, V> keySet() {
        return new KeySetView<>(this, null);
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<>(this, mappedValue);
    }

    public static <K> KeySetView<K, java.lang.Boolean> newKeySet() {
        return new KeySetView<>(new ConcurrentHashMap<K, java.lang.Boolean>(), java.lang.Boolean.TRUE);
    }

    public static <K> KeySetView<K, java.lang.Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<>(new ConcurrentHashMap<K, java.lang.Boolean>(initialCapacity), java.lang.Boolean.TRUE);
    }

    @Override
    public Collection<V> values() {
        return new ValuesView<>(this);
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
        return new EntrySetView<>(this);
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (Traverser<K, V> t = new Traverser<>(this); t.hasNext(); ) {
            Node<K, V> p = t.next();
            h += p.key.hashCode() ^ p.val.hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder().append('{');
        Traverser<K, V> t = new Traverser<>(this);
        while (t.hasNext()) {
            Node<K, V> p = t.next();
            sb.append(p.key == this ? "(this Map)" : p.key).append('=').append(p.val == this ? "(this Map)" : p.val);
            if (t.hasNext()) {
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
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
        for (Traverser<K, V> t = new Traverser<>(this); t.hasNext(); ) {
            Node<K, V> p = t.next();
            V val = p.val;
            Object v = m.get(p.key);
            if (v == null || (v != val && !v.equals(val))) {
                return false;
            }
        }
        for (Iterator<? extends Map.Entry<?, ?>> it = m.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<?, ?> e = it.next();
            Object mk = e.getKey();
            Object mv = e.getValue();
            Object v;
            if (mk == null || mv == null || (v = get(mk)) == null || (mv != v && !mv.equals(v))) {
                return false;
            }
        }
        return true;
    }

    /** The nodes bin by bin in index order, each bin's from its head. */
    static final class Traverser<K, V> {
        private final ConcurrentHashMap<K, V> map;
        private Node<K, V> next;
        private int index;

        Traverser(ConcurrentHashMap<K, V> map) {
            this.map = map;
            advance(null);
        }

        private void advance(Node<K, V> e) {
            Node<K, V> n = e == null ? null : e.next;
            Node<K, V>[] tab = map.table;
            while (n == null && tab != null && index < tab.length) {
                n = tab[index++];
            }
            next = n;
        }

        boolean hasNext() {
            return next != null;
        }

        Node<K, V> next() {
            Node<K, V> e = next;
            if (e == null) {
                throw new NoSuchElementException();
            }
            advance(e);
            return e;
        }
    }

    /** An iterator of keys, values or entries, removing through the map. */
    abstract static class BaseIterator<K, V, E> implements Iterator<E> {
        final ConcurrentHashMap<K, V> map;
        private final Traverser<K, V> traverser;
        private Node<K, V> lastReturned;

        BaseIterator(ConcurrentHashMap<K, V> map) {
            this.map = map;
            this.traverser = new Traverser<>(map);
        }

        abstract E of(Node<K, V> p);

        @Override
        public final boolean hasNext() {
            return traverser.hasNext();
        }

        @Override
        public final E next() {
            lastReturned = traverser.next();
            return of(lastReturned);
        }

        @Override
        public final void remove() {
            Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V, K> {
        KeyIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        @Override
        K of(Node<K, V> p) {
            return p.key;
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V, V> {
        ValueIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        @Override
        V of(Node<K, V> p) {
            return p.val;
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V, Map.Entry<K, V>> {
        EntryIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        @Override
        Map.Entry<K, V> of(Node<K, V> p) {
            return new MapEntry<>(p.key, p.val, map);
        }
    }

    /** An entry an iterator returns: {@code setValue} writes through to the map. */
    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        private final K key;
        private V val;
        private final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        @Override
        public K getKey() {
            return key;
        }

        @Override
        public V getValue() {
            return val;
        }

        @Override
        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }

        @Override
        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        @Override
        public String toString() {
            return new StringBuilder().append(key).append('=').append(val).toString();
        }

        @Override
        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return o instanceof Map.Entry && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == val || v.equals(val));
        }
    }

    /** What the views share: size, emptiness, clearing, arrays, text and bulk operations through the iterator. */
    abstract static class CollectionView<K, V, E> implements Collection<E> {
        final ConcurrentHashMap<K, V> map;

        CollectionView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        @Override
        public final void clear() {
            map.clear();
        }

        @Override
        public final int size() {
            return map.size();
        }

        @Override
        public final boolean isEmpty() {
            return map.isEmpty();
        }

        @Override
        public final Object[] toArray() {
            Object[] r = new Object[map.size()];
            int i = 0;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                r[i++] = it.next();
            }
            return r;
        }

        @Override
        public final String toString() {
            StringBuilder sb = new StringBuilder().append('[');
            Iterator<E> it = iterator();
            while (it.hasNext()) {
                Object e = it.next();
                sb.append(e == this ? "(this Collection)" : e);
                if (it.hasNext()) {
                    sb.append(',').append(' ');
                }
            }
            return sb.append(']').toString();
        }

        @Override
        public final boolean containsAll(Collection<?> c) {
            if (c != this) {
                for (Iterator<?> it = c.iterator(); it.hasNext(); ) {
                    Object e = it.next();
                    if (e == null || !contains(e)) {
                        return false;
                    }
                }
            }
            return true;
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                if (c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }

        @Override
        public final boolean retainAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            boolean modified = false;
            for (Iterator<E> it = iterator(); it.hasNext(); ) {
                if (!c.contains(it.next())) {
                    it.remove();
                    modified = true;
                }
            }
            return modified;
        }
    }

    /** The keys, or a set of keys that adds with one mapped value ({@link #newKeySet}). */
    public static final class KeySetView<K, V> extends CollectionView<K, V, K> implements Set<K> {
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            super(map);
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        @Override
        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        @Override
        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        @Override
        public Iterator<K> iterator() {
            return new KeyIterator<>(map);
        }

        @Override
        public boolean add(K e) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, value, true) == null;
        }

        @Override
        public boolean addAll(Collection<? extends K> c) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            boolean added = false;
            for (Iterator<? extends K> it = c.iterator(); it.hasNext(); ) {
                if (map.putVal(it.next(), value, true) == null) {
                    added = true;
                }
            }
            return added;
        }

        @Override
        public int hashCode() {
            int h = 0;
            for (Iterator<K> it = iterator(); it.hasNext(); ) {
                h += it.next().hashCode();
            }
            return h;
        }

        @Override
        public boolean equals(Object o) {
            Set<?> c;
            return o instanceof Set && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this)));
        }
    }

    static final class ValuesView<K, V> extends CollectionView<K, V, V> {
        ValuesView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        @Override
        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        @Override
        public boolean remove(Object o) {
            if (o != null) {
                for (Iterator<V> it = iterator(); it.hasNext(); ) {
                    if (o.equals(it.next())) {
                        it.remove();
                        return true;
                    }
                }
            }
            return false;
        }

        @Override
        public Iterator<V> iterator() {
            return new ValueIterator<>(map);
        }

        @Override
        public boolean add(V e) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean addAll(Collection<? extends V> c) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean removeAll(Collection<?> c) {
            if (c == null) {
                throw new NullPointerException();
            }
            return super.removeAll(c);
        }
    }

    static final class EntrySetView<K, V> extends CollectionView<K, V, Map.Entry<K, V>> implements Set<Map.Entry<K, V>> {
        EntrySetView(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        @Override
        public boolean contains(Object o) {
            Object k;
            Object v;
            Object r;
            Map.Entry<?, ?> e;
            return o instanceof Map.Entry && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (r = map.get(k)) != null && (v = e.getValue()) != null && (v == r || v.equals(r));
        }

        @Override
        public boolean remove(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return o instanceof Map.Entry && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && map.remove(k, v);
        }

        @Override
        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<>(map);
        }

        @Override
        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }

        @Override
        public boolean addAll(Collection<? extends Map.Entry<K, V>> c) {
            boolean added = false;
            for (Iterator<? extends Map.Entry<K, V>> it = c.iterator(); it.hasNext(); ) {
                if (add(it.next())) {
                    added = true;
                }
            }
            return added;
        }

        @Override
        public int hashCode() {
            int h = 0;
            for (Traverser<K, V> t = new Traverser<>(map); t.hasNext(); ) {
                Node<K, V> p = t.next();
                h += p.key.hashCode() ^ p.val.hashCode();
            }
            return h;
        }

        @Override
        public boolean equals(Object o) {
            Set<?> c;
            return o instanceof Set && ((c = (Set<?>) o) == this || (containsAll(c) && c.containsAll(this)));
        }
    }
}
