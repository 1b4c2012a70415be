package bliss.spf.models.java.util;

/**
 * Model of {@code java.util.HashSet}: the keys of a {@link HashMap}, sized as the JDK sizes it, so it iterates in
 * the JDK's order wherever {@link HashMap} does.
 */
public class HashSet<E> extends AbstractSet<E> implements Set<E> {

    /** The value of every key in the map. */
    static final Object PRESENT = new Object();

    /** Not final: the input form's inflation makes it ({@link #inflateInput}). */
    HashMap<E, Object> map;

    public HashSet() {
        map = new HashMap<>();
    }

    /**
     * The input form's inflation (docs/models.md, "Input form"): the engine made this object without a constructor,
     * as the input of a field that holds a set of {@code keys.length} fresh elements, and calls this at the object's
     * first use, before any other method. An element equal to an earlier one makes no input of this many elements
     * (that input is the one of fewer), so the path that meets one ends as infeasible ({@code Symbolic.assume}).
     *
     * @requires this was made by the engine without a constructor, and not used yet; values == null
     * @effects this is the set {@code new HashSet<>()} then {@code add} of each key in order, on a path where no two keys
     *          are equal
     */
    @SuppressWarnings("unchecked")
    void inflateInput(Object[] keys, Object[] values) {
        map = new HashMap<>();
        for (Object k : keys) {
            bliss.symbolic.Symbolic.assume(add((E) k));
        }
    }

    public HashSet(int initialCapacity) {
        map = new HashMap<>(initialCapacity);
    }

    /** As the JDK: room for {@code c} at load 3/4, and at least the default 16 buckets. */
    public HashSet(Collection<? extends E> c) {
        int n = c.size();
        n = n + n / 3 + 1;
        map = new HashMap<>(n < 16 ? 16 : n);
        addAll(c);
    }

    /** For {@link LinkedHashSet}: backed by a {@link LinkedHashMap}. */
    HashSet(HashMap<E, Object> map) {
        this.map = map;
    }

    @Override
    public Iterator<E> iterator() {
        return map.keyIterator();
    }

    @Override
    public int size() {
        return map.size;
    }

    @Override
    public boolean isEmpty() {
        return map.size == 0;
    }

    @Override
    public boolean contains(Object o) {
        return map.getNode(o) != null;
    }

    @Override
    public boolean add(E e) {
        return map.putVal(HashMap.hash(e), e, PRESENT, false) == null;
    }

    @Override
    public boolean remove(Object o) {
        return map.removeNode(HashMap.hash(o), o) != null;
    }

    @Override
    public void clear() {
        map.clear();
    }

    @Override
    public Object[] toArray() {
        Object[] a = new Object[map.size];
        int i = 0;
        for (HashMap.Node<E, Object> e = map.firstNode(); e != null; e = map.successor(e)) {
            a[i++] = e.key;
        }
        return a;
    }
}
