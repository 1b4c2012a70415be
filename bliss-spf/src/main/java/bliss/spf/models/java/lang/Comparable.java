package bliss.spf.models.java.lang;

/** Model of {@code java.lang.Comparable}: the natural order of a class. */
public interface Comparable<T> {

    /** Negative, zero or positive as this is less than, equal to or greater than {@code o}. */
    int compareTo(T o);
}
