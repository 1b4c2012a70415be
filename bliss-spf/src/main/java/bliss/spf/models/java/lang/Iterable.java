package bliss.spf.models.java.lang;

import bliss.spf.models.java.util.Iterator;

/** Model of {@code java.lang.Iterable}: what a for-each loop iterates over. */
public interface Iterable<T> {

    /** A fresh iterator over the elements, positioned before the first one. */
    Iterator<T> iterator();
}
