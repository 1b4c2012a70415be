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

    /** As the JDK's: distinct elements in insertion order. */
    @Override
    public java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator((java.util.Collection<E>) (Object) this,
                java.util.Spliterator.DISTINCT | java.util.Spliterator.ORDERED);
    }
}
