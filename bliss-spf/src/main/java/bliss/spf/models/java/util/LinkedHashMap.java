package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.LinkedHashMap} in insertion order (the access-order mode is not modeled): a
 * {@link HashMap} whose nodes are also linked from {@code head} to {@code tail} in the order their keys were first
 * put. Putting an existing key keeps its place, as in the JDK.
 */
public class LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V> {

    static final class Entry<K, V> extends HashMap.Node<K, V> {
        Entry<K, V> before;
        Entry<K, V> after;

        Entry(int hash, K key, V value) {
            super(hash, key, value);
        }
    }

    Entry<K, V> head;
    Entry<K, V> tail;

    public LinkedHashMap() {
    }

    public LinkedHashMap(int initialCapacity) {
        super(initialCapacity);
    }

    public LinkedHashMap(Map<? extends K, ? extends V> m) {
        putMapEntries(m);
    }

    @Override
    Node<K, V> newNode(int h, K key, V value) {
        Entry<K, V> e = new Entry<>(h, key, value);
        Entry<K, V> t = tail;
        tail = e;
        if (t == null) {
            head = e;
        } else {
            e.before = t;
            t.after = e;
        }
        return e;
    }

    @Override
    void afterNodeRemoval(Node<K, V> node) {
        Entry<K, V> e = (Entry<K, V>) node;
        Entry<K, V> b = e.before;
        Entry<K, V> a = e.after;
        e.before = null;
        e.after = null;
        if (b == null) {
            head = a;
        } else {
            b.after = a;
        }
        if (a == null) {
            tail = b;
        } else {
            a.before = b;
        }
    }

    @Override
    Node<K, V> firstNode() {
        return head;
    }

    @Override
    Node<K, V> successor(Node<K, V> e) {
        return ((Entry<K, V>) e).after;
    }

    @Override
    public void clear() {
        super.clear();
        head = null;
        tail = null;
    }
}
