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

    default void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<Entry<K, V>> it = entrySet().iterator(); it.hasNext(); ) {
            Entry<K, V> e = it.next();
            action.accept(e.getKey(), e.getValue());
        }
    }

    default void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        for (Iterator<Entry<K, V>> it = entrySet().iterator(); it.hasNext(); ) {
            Entry<K, V> e = it.next();
            e.setValue(function.apply(e.getKey(), e.getValue()));
        }
    }

    default V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        V v = get(key);
        if (v == null) {
            V newValue = mappingFunction.apply(key);
            if (newValue != null) {
                put(key, newValue);
                return newValue;
            }
        }
        return v;
    }

    default V computeIfPresent(K key,
                               java.util.function.BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        V oldValue = get(key);
        if (oldValue != null) {
            V newValue = remappingFunction.apply(key, oldValue);
            if (newValue != null) {
                put(key, newValue);
                return newValue;
            }
            remove(key);
        }
        return null;
    }

    default V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        V oldValue = get(key);
        V newValue = remappingFunction.apply(key, oldValue);
        if (newValue == null) {
            if (oldValue != null || containsKey(key)) {
                remove(key);
            }
            return null;
        }
        put(key, newValue);
        return newValue;
    }

    default V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null || value == null) {
            throw new NullPointerException();
        }
        V oldValue = get(key);
        V newValue = (oldValue == null) ? value : remappingFunction.apply(oldValue, value);
        if (newValue == null) {
            remove(key);
        } else {
            put(key, newValue);
        }
        return newValue;
    }

    static <K, V> Map<K, V> of() {
        return ImmutableCollections.mapOf(new Object[0]);
    }

    static <K, V> Map<K, V> of(K k1, V v1) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4, k5, v5});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7, K k8, V v8) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7, K k8, V v8, K k9, V v9) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8, k9, v9});
    }

    static <K, V> Map<K, V> of(K k1, V v1, K k2, V v2, K k3, V v3, K k4, V v4, K k5, V v5, K k6, V v6, K k7, V v7, K k8, V v8, K k9, V v9, K k10, V v10) {
        return ImmutableCollections.mapOf(new Object[]{k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8, k9, v9, k10, v10});
    }

    @SafeVarargs
    static <K, V> Map<K, V> ofEntries(Entry<? extends K, ? extends V>... entries) {
        Object[] kvs = new Object[2 * entries.length];
        for (int i = 0; i < entries.length; i++) {
            kvs[2 * i] = entries[i].getKey();
            kvs[2 * i + 1] = entries[i].getValue();
        }
        return ImmutableCollections.mapOf(kvs);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Entry<K, V> entry(K k, V v) {
        if (k == null || v == null) {
            throw new NullPointerException();
        }
        return (Entry<K, V>) (Object) new java.util.AbstractMap.SimpleImmutableEntry<K, V>(k, v);
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> copyOf(Map<? extends K, ? extends V> map) {
        Object[] kvs = new Object[2 * map.size()];
        int i = 0;
        for (Iterator<? extends Entry<? extends K, ? extends V>> it = map.entrySet().iterator(); it.hasNext(); ) {
            Entry<? extends K, ? extends V> e = it.next();
            kvs[i++] = e.getKey();
            kvs[i++] = e.getValue();
        }
        return ImmutableCollections.mapOf(kvs);
    }
}
