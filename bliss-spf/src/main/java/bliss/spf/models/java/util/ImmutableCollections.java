package bliss.spf.models.java.util;

/**
 * What {@code List.of}, {@code Set.of} and {@code Map.of} return: unmodifiable collections ({@code Collections}'
 * wrappers, run from the JDK's bytecode) over a copy, rejecting nulls and duplicates as the JDK does. The JDK
 * randomizes the iteration order of {@code Set.of} and {@code Map.of} per run; these keep insertion order.
 */
final class ImmutableCollections {

    private ImmutableCollections() {
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object[] elements) {
        ArrayList<E> copy = new ArrayList<>(elements.length);
        for (int i = 0; i < elements.length; i++) {
            if (elements[i] == null) {
                throw new NullPointerException();
            }
            copy.add((E) elements[i]);
        }
        return (List<E>) (Object) java.util.Collections.unmodifiableList((java.util.List<E>) (Object) copy);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object[] elements) {
        LinkedHashSet<E> copy = new LinkedHashSet<>();
        for (int i = 0; i < elements.length; i++) {
            if (elements[i] == null) {
                throw new NullPointerException();
            }
            if (!copy.add((E) elements[i])) {
                throw new IllegalArgumentException("duplicate element: ".concat(String.valueOf(elements[i])));
            }
        }
        return (Set<E>) (Object) java.util.Collections.unmodifiableSet((java.util.Set<E>) (Object) copy);
    }

    /** Keys at even indices, values at odd ones. */
    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object[] keysAndValues) {
        LinkedHashMap<K, V> copy = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            Object k = keysAndValues[i];
            Object v = keysAndValues[i + 1];
            if (k == null || v == null) {
                throw new NullPointerException();
            }
            if (copy.put((K) k, (V) v) != null) {
                throw new IllegalArgumentException("duplicate key: ".concat(String.valueOf(k)));
            }
        }
        return (Map<K, V>) (Object) java.util.Collections.unmodifiableMap((java.util.Map<K, V>) (Object) copy);
    }
}
