package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.Set}: a collection without two equal elements.
 *
 * <pre>
 * @specfield elems: set Object
 * </pre>
 */
public interface Set<E> extends Collection<E> {

    /** True iff {@code o} is a Set with the same elements. */
    @Override
    boolean equals(Object o);

    /** The sum of the elements' hash codes (0 for null). */
    @Override
    int hashCode();
}
