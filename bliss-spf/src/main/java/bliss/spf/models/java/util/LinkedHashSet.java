package bliss.spf.models.java.util;

/** Model of {@code java.util.LinkedHashSet}: a {@link HashSet} over a {@link LinkedHashMap}, in insertion order. */
public class LinkedHashSet<E> extends HashSet<E> implements Set<E> {

    public LinkedHashSet() {
        super(new LinkedHashMap<>());
    }

    public LinkedHashSet(int initialCapacity) {
        super(new LinkedHashMap<>(initialCapacity));
    }

    public LinkedHashSet(Collection<? extends E> c) {
        super(new LinkedHashMap<>());
        addAll(c);
    }
}
