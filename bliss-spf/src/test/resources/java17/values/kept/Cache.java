package values.kept;

import bliss.symbolic.Symbolic;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;

/**
 * Entries in a list beside a reference queue the constructor makes, as OpenJDK's WeakHashMap and Commons'
 * AbstractReferenceMap hold theirs: every method first expunges the entries whose references the queue holds. The
 * driver keeps the queue ({@code Symbolic.keep}): an empty queue, as on the JVM for a map whose keys no collector
 * cleared.
 */
public class Cache {

    static final class Entry {
        int key;
        Entry next;
    }

    Entry first;
    int size;
    final ReferenceQueue<Object> queue = new ReferenceQueue<>();

    /** A queue, a list without a cycle of size entries. */
    public boolean repOK() {
        if (queue == null) {
            return false;
        }
        java.util.List<Entry> seen = new java.util.ArrayList<>();
        for (Entry e = first; e != null; e = e.next) {
            for (Entry s : seen) {
                if (s == e) {
                    return false;
                }
            }
            seen.add(e);
        }
        return seen.size() == size;
    }

    /** Drops one entry for each reference the queue gives (none while no collector enqueued one). */
    private int expunge() {
        int dropped = 0;
        for (Reference<?> r; (r = queue.poll()) != null; ) {
            first = first.next;
            size--;
            dropped++;
        }
        return dropped;
    }

    public boolean contains(int k) {
        expunge();
        for (Entry e = first; e != null; e = e.next) {
            if (e.key == k) {
                return true;
            }
        }
        return false;
    }

    public static void containsDriver() {
        Symbolic.keep("queue");
        Cache x = Symbolic.object("X", new Cache());
        System.out.println(x.contains(Symbolic.integer("k")));
    }
}
