package bliss.spf.models.java.util;

/** Model of {@code java.util.Iterator}. */
public interface Iterator<E> {

    /** Whether {@link #next} has an element to return. */
    boolean hasNext();

    /**
     * The next element; advances past it.
     *
     * @throws java.util.NoSuchElementException if there is none
     */
    E next();

    /**
     * Removes from the underlying collection the element last returned by {@link #next}. The JDK's default,
     * for iterators that do not support removal.
     *
     * @throws UnsupportedOperationException always, unless overridden
     */
    default void remove() {
        throw new UnsupportedOperationException("remove");
    }

    /** The JDK's default: {@code action} on each remaining element, in order. */
    default void forEachRemaining(java.util.function.Consumer<? super E> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        while (hasNext()) {
            action.accept(next());
        }
    }
}
