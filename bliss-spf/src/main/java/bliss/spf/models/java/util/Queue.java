package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.Queue}. Each operation on the head comes in two forms: one that throws
 * {@code NoSuchElementException} on an empty queue ({@link #remove()}, {@link #element}) and one that returns
 * null ({@link #poll}, {@link #peek}).
 */
public interface Queue<E> extends Collection<E> {

    @Override
    boolean add(E e);

    /** Adds {@code e} at the tail; returns whether it was added. */
    boolean offer(E e);

    /** Removes and returns the head; throws NoSuchElementException if empty. */
    E remove();

    /** Removes and returns the head, or null if empty. */
    E poll();

    /** The head; throws NoSuchElementException if empty. */
    E element();

    /** The head, or null if empty. */
    E peek();
}
