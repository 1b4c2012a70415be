package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A list of ints kept as a circular doubly linked list with a header (sentinel) entry, as java.util.LinkedList of
 * Java 1.4 (BLISS paper, Section V). Analysed methods: {@link #repOK}, {@link #add}, {@link #contains},
 * {@link #remove}.
 *
 * <p>Structure: {@code header} is an entry that holds no element; following {@code next} from it meets the
 * elements in order and comes back to it; {@code previous} runs the other way. The empty list is a header whose
 * {@code next} and {@code previous} are itself. {@code size} counts the entries other than the header.
 *
 * <p>Invariant: the header exists, and every entry reachable from it has a {@code next} whose {@code previous}
 * is that entry. That is enough for the whole shape: no entry has two predecessors along {@code next} (each
 * would be its {@code previous}), so the walk from the header, which never meets null, can only close its
 * cycle at the header; and every entry's {@code previous} is then its predecessor.
 */
public class LinkedList {

    /*@ invariant header != null;
      @ invariant (\forall Entry e; \reach(header, Entry, next).has(e); e.next != null && e.next.previous == e);
      @ invariant size == \reach(header, Entry, next).int_size() - 1;
      @*/
    public Entry header;
    public int size;

    /** A list entry. */
    public static class Entry {
        public int element;
        public Entry next;
        public Entry previous;

        public Entry() {
        }

        public Entry(int element, Entry next, Entry previous) {
            this.element = element;
            this.next = next;
            this.previous = previous;
        }
    }

    /** The empty list: a header entry linked to itself. */
    public LinkedList() {
        header = new Entry();
        header.next = header;
        header.previous = header;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The class invariant: shape (a cycle through the header along next), back pointers, then size. */
    public boolean repOK() {
        if (header == null) {
            return false;
        }
        Set<Entry> visited = new HashSet<>();
        Entry e = header;
        while (true) {
            Entry n = e.next;
            if (n == null) {
                return false;
            }
            if (n == header) {
                break;
            }
            if (!visited.add(n)) {
                return false;
            }
            e = n;
        }
        e = header;
        do {
            if (e.next.previous != e) {
                return false;
            }
            e = e.next;
        } while (e != header);
        return size == visited.size();
    }

    /**
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * list. It walks forward from the header along initialized {@code next} links and backward along initialized
     * {@code previous} links, each walk stopping at the first entry not yet initialized
     * ({@link Symbolic#isSymbolic}), which it never dereferences. Rejects a null header, a null link, a link whose
     * entry does not link back (when both are initialized), and a walk that runs into its own path without
     * coming back to the header. Reads no element or size. On a concrete list it accepts exactly the lists whose
     * shape and back pointers satisfy repOK.
     */
    public boolean repOKHybrid() {
        Entry h = header;
        if (h == null) {
            return false;
        }
        if (Symbolic.isSymbolic(h)) {
            return true;
        }
        Set<Entry> forward = new HashSet<>();
        Entry e = h;
        while (true) {
            Entry n = e.next;
            if (n == null) {
                return false;
            }
            if (Symbolic.isSymbolic(n)) {
                break;
            }
            Entry back = n.previous;
            if (back != e && (back == null || !Symbolic.isSymbolic(back))) {
                return false;
            }
            if (n == h) {
                return true;
            }
            if (!forward.add(n)) {
                return false;
            }
            e = n;
        }
        Set<Entry> backward = new HashSet<>();
        e = h;
        while (true) {
            Entry p = e.previous;
            if (p == null) {
                return false;
            }
            if (Symbolic.isSymbolic(p)) {
                return true;
            }
            Entry ahead = p.next;
            if (ahead != e && (ahead == null || !Symbolic.isSymbolic(ahead))) {
                return false;
            }
            if (p == h) {
                return true;
            }
            if (!backward.add(p)) {
                return false;
            }
            e = p;
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** Appends {@code element}; returns true. */
    public boolean add(int element) {
        Entry fresh = new Entry(element, header, header.previous);
        fresh.previous.next = fresh;
        fresh.next.previous = fresh;
        size++;
        return true;
    }

    /** True when some entry holds {@code element}. */
    public boolean contains(int element) {
        for (Entry e = header.next; e != header; e = e.next) {
            if (e.element == element) {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes the element at {@code index} and returns it.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size}
     */
    public int remove(int index) {
        Entry e = entry(index);
        e.previous.next = e.next;
        e.next.previous = e.previous;
        size--;
        return e.element;
    }

    /**
     * The entry at {@code index}, reached from the nearer end. The walk also stops if it comes back to the header,
     * which a valid list never lets happen (size is its length); a walk bounded by the list itself, not by size
     * alone, is what keeps a symbolic index from going round the circle for ever.
     */
    private Entry entry(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index out of range");
        }
        Entry e = header;
        if (index < (size >> 1)) {
            for (int i = 0; i <= index; i++) {
                e = e.next;
                if (e == header) {
                    throw new IndexOutOfBoundsException("index beyond the last entry");
                }
            }
        } else {
            for (int i = size; i > index; i--) {
                e = e.previous;
                if (e == header) {
                    throw new IndexOutOfBoundsException("index before the first entry");
                }
            }
        }
        return e;
    }
}
