package bliss.spf.models.java.util;

/** Model of {@code java.util.LinkedHashSet}: a {@link HashSet} over a {@link LinkedHashMap}, in insertion order. */
public class LinkedHashSet<E> extends HashSet<E> implements Set<E> {

    public LinkedHashSet() {
        super(new LinkedHashMap<>());
    }

    /**
     * The input form's inflation (docs/models.md, "Input form"): the engine made this object without a constructor,
     * as the input of a field that holds a set of {@code keys.length} fresh elements, and calls this at the object's
     * first use, before any other method. An element equal to an earlier one makes no input of this many elements
     * (that input is the one of fewer), so the path that meets one ends as infeasible ({@code Symbolic.assume}).
     *
     * @requires this was made by the engine without a constructor, and not used yet; values == null
     * @effects this is the set {@code new LinkedHashSet<>()} then {@code add} of each key in order, on a path where no two keys
     *          are equal
     */
    @SuppressWarnings("unchecked")
    void inflateInput(Object[] keys, Object[] values) {
        map = new LinkedHashMap<>();
        for (Object k : keys) {
            bliss.symbolic.Symbolic.assume(add((E) k));
        }
    }

    public LinkedHashSet(int initialCapacity) {
        super(new LinkedHashMap<>(initialCapacity));
    }

    public LinkedHashSet(Collection<? extends E> c) {
        super(new LinkedHashMap<>());
        addAll(c);
    }

    /** As the JDK's: distinct elements in insertion order. */
    @Override
    public java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator((java.util.Collection<E>) (Object) this,
                java.util.Spliterator.DISTINCT | java.util.Spliterator.ORDERED);
    }
}
