package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.ListIterator}: a cursor between two elements of a list that moves both ways.
 *
 * <pre>
 * @specfield cursor: int       -- 0 .. size of the list; next() returns element cursor
 * @specfield last: int         -- the index last returned by next() or previous(), or -1 after add/remove
 * </pre>
 */
public interface ListIterator<E> extends Iterator<E> {

    @Override
    boolean hasNext();

    @Override
    E next();

    boolean hasPrevious();

    /** The element before the cursor; moves the cursor back over it. */
    E previous();

    int nextIndex();

    int previousIndex();

    /**
     * Removes the element last returned.
     *
     * @throws IllegalStateException if last = -1
     */
    @Override
    void remove();

    /**
     * Replaces the element last returned.
     *
     * @throws IllegalStateException if last = -1
     */
    void set(E e);

    /** Inserts {@code e} before the cursor; the cursor moves past it and last' = -1. */
    void add(E e);
}
