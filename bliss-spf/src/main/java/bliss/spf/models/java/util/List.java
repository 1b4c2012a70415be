package bliss.spf.models.java.util;

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
}
