package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.Deque}: a queue with both ends. The first element is the head of the queue and the
 * top of the stack ({@link #push}, {@link #pop}).
 */
public interface Deque<E> extends Queue<E> {

    void addFirst(E e);

    void addLast(E e);

    boolean offerFirst(E e);

    boolean offerLast(E e);

    /** Throws NoSuchElementException if empty. */
    E removeFirst();

    /** Throws NoSuchElementException if empty. */
    E removeLast();

    /** Null if empty. */
    E pollFirst();

    /** Null if empty. */
    E pollLast();

    /** Throws NoSuchElementException if empty. */
    E getFirst();

    /** Throws NoSuchElementException if empty. */
    E getLast();

    /** Null if empty. */
    E peekFirst();

    /** Null if empty. */
    E peekLast();

    boolean removeFirstOccurrence(Object o);

    boolean removeLastOccurrence(Object o);

    /** addFirst. */
    void push(E e);

    /** removeFirst. */
    E pop();

    /** Removes the first occurrence of {@code o}. */
    @Override
    boolean remove(Object o);

    /** An iterator from the last element to the first. */
    Iterator<E> descendingIterator();
}
