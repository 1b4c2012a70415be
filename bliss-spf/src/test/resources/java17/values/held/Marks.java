package values.held;

/**
 * A set kept as the keys of a chain of generic entries, as OpenJDK's TreeSet keeps its elements as a map's keys: add
 * stores the static PRESENT as the value, and removeFirst answers whether the value it unlinks is PRESENT, as
 * {@code TreeSet.remove} answers {@code m.remove(o)==PRESENT}. Its repOK leaves the values free.
 */
public class Marks<E> {

    static final class Entry<K, V> {
        K key;
        V value;
        Entry<K, V> next;
    }

    private static final Object PRESENT = new Object();

    Entry<E, Object> first;

    /** The chain is acyclic. */
    public boolean repOK() {
        java.util.List<Entry<E, Object>> seen = new java.util.ArrayList<>();
        for (Entry<E, Object> e = first; e != null; e = e.next) {
            for (Entry<E, Object> s : seen) {
                if (s == e) {
                    return false;
                }
            }
            seen.add(e);
        }
        return true;
    }

    public void add(E key) {
        Entry<E, Object> e = new Entry<>();
        e.key = key;
        e.value = PRESENT;
        e.next = first;
        first = e;
    }

    /** Whether a box made here of {@code k} is the mark: never (Integer.valueOf makes or shares an Integer). */
    public boolean isMark(int k) {
        Object box = Integer.valueOf(k);
        return box == PRESENT;
    }

    public boolean removeFirst() {
        if (first == null) {
            return false;
        }
        Object old = first.value;
        first = first.next;
        return old == PRESENT;
    }
}
