package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.Map}. Keys are compared as {@code key == null ? k == null : key.equals(k)}, with the
 * argument as the receiver.
 *
 * <pre>
 * @specfield mapping: Object -> lone Object
 * </pre>
 */
public interface Map<K, V> {

    /** #mapping */
    int size();

    boolean isEmpty();

    boolean containsKey(Object key);

    boolean containsValue(Object value);

    /** The value mapped to {@code key}, or null if none (or if null is mapped). */
    V get(Object key);

    /**
     * Maps {@code key} to {@code value}.
     *
     * @return the previous value of {@code key}, or null
     */
    V put(K key, V value);

    /** Removes the mapping of {@code key}; returns its value, or null if none. */
    V remove(Object key);

    void putAll(Map<? extends K, ? extends V> m);

    void clear();

    /** A view of the keys: removal from it removes the mapping. */
    Set<K> keySet();

    /** A view of the values: removal from it removes the mapping. */
    Collection<V> values();

    /** A view of the mappings: {@link Entry#setValue} writes through. */
    Set<Map.Entry<K, V>> entrySet();

    @Override
    boolean equals(Object o);

    /** The sum of the entries' hash codes. */
    @Override
    int hashCode();

    /** The value of {@code key} if it is mapped (even to null), else {@code defaultValue}. */
    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v != null || containsKey(key) ? v : defaultValue;
    }

    /** Maps {@code key} to {@code value} unless mapped to a non-null value; returns the previous value. */
    default V putIfAbsent(K key, V value) {
        V v = get(key);
        if (v == null) {
            v = put(key, value);
        }
        return v;
    }

    /** Removes the mapping of {@code key} only if it maps to {@code value}; returns whether it did. */
    default boolean remove(Object key, Object value) {
        Object cur = get(key);
        if (!Objects.equals(cur, value) || (cur == null && !containsKey(key))) {
            return false;
        }
        remove(key);
        return true;
    }

    /** Replaces the value of {@code key} only if it is mapped; returns the previous value. */
    default V replace(K key, V value) {
        V cur = get(key);
        if (cur != null || containsKey(key)) {
            cur = put(key, value);
        }
        return cur;
    }

    /** Model of {@code java.util.Map.Entry}: one key-value pair. */
    interface Entry<K, V> {

        K getKey();

        V getValue();

        /** Replaces the value (writing through to the map); returns the old one. */
        V setValue(V value);

        /** True iff {@code o} is an Entry with equal key and equal value. */
        @Override
        boolean equals(Object o);

        /** hashCode(key) ^ hashCode(value), 0 for null. */
        @Override
        int hashCode();
    }
}
