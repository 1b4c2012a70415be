package bliss.spf.models.java.util;

import bliss.spf.models.java.lang.Iterable;

/**
 * Model of {@code java.util.Collection}. Equality of elements is {@code o == null ? e == null : o.equals(e)}
 * with the argument {@code o} as the receiver, as in the JDK.
 *
 * <pre>
 * @specfield elems: bag Object
 * </pre>
 */
public interface Collection<E> extends Iterable<E> {

    /** #elems */
    int size();

    boolean isEmpty();

    boolean contains(Object o);

    @Override
    Iterator<E> iterator();

    /** A fresh array of the elements, in iteration order. */
    Object[] toArray();

    /**
     * Adds {@code e} if the collection accepts it.
     *
     * @return whether the collection changed
     */
    boolean add(E e);

    /**
     * Removes one occurrence of {@code o} (the first in iteration order).
     *
     * @return whether there was one
     */
    boolean remove(Object o);

    boolean containsAll(Collection<?> c);

    /** Adds every element of {@code c}, in its iteration order; returns whether the collection changed. */
    boolean addAll(Collection<? extends E> c);

    /** Removes every element contained in {@code c}; returns whether the collection changed. */
    boolean removeAll(Collection<?> c);

    /** Removes every element not contained in {@code c}; returns whether the collection changed. */
    boolean retainAll(Collection<?> c);

    void clear();

    @Override
    boolean equals(Object o);

    @Override
    int hashCode();

    /**
     * The JDK's {@code toArray(T[])}: the elements in iteration order, into {@code a} when it is large enough (with
     * null after the last), else into a new array of {@code a}'s component type.
     */
    @SuppressWarnings("unchecked")
    default <T> T[] toArray(T[] a) {
        int n = size();
        T[] r = a.length >= n ? a
                : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
        int i = 0;
        for (Iterator<E> it = iterator(); it.hasNext(); ) {
            r[i++] = (T) it.next();
        }
        if (r.length > n) {
            r[n] = null;
        }
        return r;
    }

    /** Removes every element {@code filter} accepts, through the iterator; returns whether any was removed. */
    default boolean removeIf(java.util.function.Predicate<? super E> filter) {
        if (filter == null) {
            throw new NullPointerException();
        }
        boolean removed = false;
        for (Iterator<E> it = iterator(); it.hasNext(); ) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    /**
     * The JDK's default: a spliterator over {@link #iterator()} that knows {@link #size()}. Streams run from the JDK's
     * own bytecode (docs/models.md), so {@link #stream()} is the JDK's pipeline over this spliterator.
     */
    @Override
    default java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator((java.util.Collection<E>) (Object) this, 0);
    }

    /** A sequential stream of the elements, in iteration order. */
    default java.util.stream.Stream<E> stream() {
        return java.util.stream.StreamSupport.stream(spliterator(), false);
    }

    /**
     * A parallel stream, as the JDK's: its terminal operation runs on the fork-join pool, which the engine (one
     * thread) reports as unsupported.
     */
    default java.util.stream.Stream<E> parallelStream() {
        return java.util.stream.StreamSupport.stream(spliterator(), true);
    }
}
