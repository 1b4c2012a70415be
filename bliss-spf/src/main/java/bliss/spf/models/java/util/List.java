package bliss.spf.models.java.util;

import java.util.Comparator;

/**
 * Model of {@code java.util.List}: a sequence indexed from 0.
 *
 * <pre>
 * @specfield elems: seq Object
 * </pre>
 */
public interface List<E> extends Collection<E> {

    /** Appends {@code e}; returns true. */
    @Override
    boolean add(E e);

    /** Inserts {@code e} at {@code index}, shifting later elements right; 0 <= index <= size(). */
    void add(int index, E element);

    /** Inserts the elements of {@code c} at {@code index}, in order; returns whether {@code c} was non-empty. */
    boolean addAll(int index, Collection<? extends E> c);

    /** The element at {@code index}; 0 <= index < size(). */
    E get(int index);

    /** Replaces the element at {@code index}; returns the old one. */
    E set(int index, E element);

    /** Removes and returns the element at {@code index}, shifting later elements left. */
    E remove(int index);

    /** The first index of {@code o}, or -1. */
    int indexOf(Object o);

    /** The last index of {@code o}, or -1. */
    int lastIndexOf(Object o);

    ListIterator<E> listIterator();

    /** A list iterator with cursor {@code index}; 0 <= index <= size(). */
    ListIterator<E> listIterator(int index);

    /** True iff {@code o} is a List with equal elements in the same order. */
    @Override
    boolean equals(Object o);

    /** 31-polynomial over the elements' hash codes, starting from 1. */
    @Override
    int hashCode();

    /** Sorts with {@code c} (natural order when null), stably, as the JDK's default: through an array. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default void sort(Comparator<? super E> c) {
        Object[] a = toArray();
        java.util.Arrays.sort(a, (Comparator) c);
        ListIterator<E> i = listIterator();
        for (int k = 0; k < a.length; k++) {
            i.next();
            i.set((E) a[k]);
        }
    }

    default void replaceAll(java.util.function.UnaryOperator<E> operator) {
        if (operator == null) {
            throw new NullPointerException();
        }
        ListIterator<E> li = listIterator();
        while (li.hasNext()) {
            li.set(operator.apply(li.next()));
        }
    }

    static <E> List<E> of() {
        return ImmutableCollections.listOf(new Object[0]);
    }

    static <E> List<E> of(E e1) {
        return ImmutableCollections.listOf(new Object[]{e1});
    }

    static <E> List<E> of(E e1, E e2) {
        return ImmutableCollections.listOf(new Object[]{e1, e2});
    }

    static <E> List<E> of(E e1, E e2, E e3) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4, e5});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4, e5, e6});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4, e5, e6, e7});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4, e5, e6, e7, e8});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4, e5, e6, e7, e8, e9});
    }

    static <E> List<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.listOf(new Object[]{e1, e2, e3, e4, e5, e6, e7, e8, e9, e10});
    }

    @SafeVarargs
    static <E> List<E> of(E... elements) {
        return ImmutableCollections.listOf(elements.clone());
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> copyOf(Collection<? extends E> coll) {
        return ImmutableCollections.listOf(coll.toArray());
    }

    /** As the JDK's (for every list but random-access ones, whose spliterator differs only in splitting): ordered. */
    @Override
    default java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator((java.util.Collection<E>) (Object) this,
                java.util.Spliterator.ORDERED);
    }
}
