package bliss.spf.models.java.util.concurrent;

import bliss.spf.models.java.util.Map;

/**
 * Model of {@code java.util.concurrent.ConcurrentMap}: the four atomic operations, abstract as in the JDK. The JDK's
 * defaults of this interface retry under contention and otherwise equal {@code Map}'s on a map without null values
 * (which a concurrent map is), so {@code Map}'s defaults serve, but {@code getOrDefault}, whose JDK version does not
 * call {@code containsKey}.
 */
public interface ConcurrentMap<K, V> extends Map<K, V> {

    @Override
    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v != null ? v : defaultValue;
    }

    @Override
    V putIfAbsent(K key, V value);

    @Override
    boolean remove(Object key, Object value);

    boolean replace(K key, V oldValue, V newValue);

    @Override
    V replace(K key, V value);
}
