package bliss.spf.models.java.lang;

import bliss.spf.models.java.util.Iterator;

/** Model of {@code java.lang.Iterable}: what a for-each loop iterates over. */
public interface Iterable<T> {

    /** A fresh iterator over the elements, positioned before the first one. */
    Iterator<T> iterator();

    /** Runs {@code action} on each element, in iteration order. */
    default void forEach(java.util.function.Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<T> it = iterator(); it.hasNext(); ) {
            action.accept(it.next());
        }
    }

    /** The JDK's default: a spliterator of unknown size over {@link #iterator()}. */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize((java.util.Iterator<T>) (Object) iterator(), 0);
    }
}
