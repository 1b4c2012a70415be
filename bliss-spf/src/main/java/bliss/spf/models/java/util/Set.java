package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.Set}: a collection without two equal elements.
 *
 * <pre>
 * @specfield elems: set Object
 * </pre>
 */
public interface Set<E> extends Collection<E> {

    /** True iff {@code o} is a Set with the same elements. */
    @Override
    boolean equals(Object o);

    /** The sum of the elements' hash codes (0 for null). */
    @Override
    int hashCode();

    static <E> Set<E> of() {
        return ImmutableCollections.setOf(new Object[0]);
    }

    static <E> Set<E> of(E e1) {
        return ImmutableCollections.setOf(new Object[]{e1});
    }

    static <E> Set<E> of(E e1, E e2) {
        return ImmutableCollections.setOf(new Object[]{e1, e2});
    }

    static <E> Set<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4, e5});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4, e5, e6});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4, e5, e6, e7});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4, e5, e6, e7, e8});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.setOf(new Object[]{e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    static <E> Set<E> of(E... elements) {
        return ImmutableCollections.setOf(elements.clone());
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        Set<E> distinct = new LinkedHashSet<>();
        for (Iterator<? extends E> it = coll.iterator(); it.hasNext(); ) {
            E e = it.next();
            if (e == null) {
                throw new NullPointerException();
            }
            distinct.add(e);
        }
        return ImmutableCollections.setOf(distinct.toArray());
    }

    /** As the JDK's default: distinct elements. */
    @Override
    default java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator((java.util.Collection<E>) (Object) this,
                java.util.Spliterator.DISTINCT);
    }
}
