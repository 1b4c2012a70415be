package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The doubly linked list of Java StarFinder's benchmark ("DLL": {@code DoubleLinkedList} of jpf-star, Kiasan's copy of
 * java.util.LinkedList 1.46 of Java 1.4), statement by statement: a circular doubly linked list with a header entry
 * that holds no element, a size and a modification count. Analysed methods: {@link #repOK}, {@link #addFirst},
 * {@link #addLast}, {@link #removeFirst}, {@link #removeLast}, {@link #getFirst}, {@link #getLast},
 * {@link #contains}, {@link #remove}, {@link #lastIndexOf}. The positional methods {@link #get}, {@link #set},
 * {@link #addI} and {@link #removeI} are ported but not analysed: they walk {@code index} entries from the header with
 * {@code index} bounded by {@code size} alone, and only PLI relates {@code size} to the list, so under the other
 * techniques the walk goes round the circle without end.
 *
 * <p>Structure: {@code modCount}, {@code header}, {@code size}; an {@link Entry} has {@code element}, {@code next},
 * {@code previous}. Invariant (the original's {@code repOK}): the header exists, and walking from it along
 * {@code next} until it comes back, every entry has non-null links and its successor points back to it; the number
 * of entries other than the header is {@code size}. The scope counts the header, as {@link LinkedList}'s does.
 *
 * <p>Differences from the original (docs/subjects.md has the table): elements are ints where the original's are
 * {@code Object}s compared by identity: Java StarFinder's symbolic argument may be a stored element or not, and the
 * engine has no symbolic references outside the input structure, so an int compared with {@code ==} stands for it
 * (the same two cases; the original's separate search for a null element has no int counterpart). {@link Entry} is
 * public. The collection views, iterators, {@code addAll}, {@code clone}, {@code toArray}, serialization and the
 * remaining methods are not ported (not analysed).
 */
public class DoubleLinkedList {

    /*@ invariant header != null;
      @ invariant (\forall Entry e; \reach(header, Entry, next).has(e);
      @       e.next != null && e.previous != null && e.next.previous == e);
      @ invariant size == \reach(header, Entry, next).int_size() - 1;
      @*/
    public int modCount = 0;
    public Entry header = new Entry(0, null, null);
    public int size = 0;

    /** A list entry (the original's {@code Entry}). */
    public static class Entry {
        public int element;
        public Entry next;
        public Entry previous;

        public Entry() {
            this(0, null, null);
        }

        Entry(int element, Entry next, Entry previous) {
            this.element = element;
            this.next = next;
            this.previous = previous;
        }

        boolean nonNullPointers() {
            return next != null && previous != null;
        }

        boolean repOK() {
            return next.previous == this;
        }
    }

    /** Constructs an empty list. */
    public DoubleLinkedList() {
        header.next = header.previous = header;
    }

    /** The original's {@code repOK}. */
    public boolean repOK() {
        if (header == null) {
            return false;
        }
        Entry tmp = header;
        int i = 0;
        do {
            if (!tmp.nonNullPointers() || !tmp.repOK()) {
                return false;
            }
            tmp = tmp.next;
            if (tmp != header) {
                i++;
            }
        } while (tmp != header);
        return i == size;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the link part of {@link #repOK} on a partially initialized list. It walks
     * forward from the header along initialized {@code next} links and stops at the first entry not yet initialized
     * ({@link Symbolic#isSymbolic}), which it never dereferences. Rejects a null header, a null link of an entry met,
     * a successor whose initialized {@code previous} is not the entry, and a walk that meets an entry twice before
     * coming back to the header. Reads no element or size. On a concrete list it accepts exactly the lists whose links
     * satisfy repOK.
     */
    public boolean repOKHybrid() {
        Entry h = header;
        if (h == null) {
            return false;
        }
        if (Symbolic.isSymbolic(h)) {
            return true;
        }
        Set<Entry> met = new HashSet<>();
        Entry e = h;
        while (true) {
            Entry n = e.next;
            Entry p = e.previous;
            if (n == null || p == null) {
                return false;
            }
            if (Symbolic.isSymbolic(n)) {
                return true;
            }
            Entry back = n.previous;
            if (back != e && (back == null || !Symbolic.isSymbolic(back))) {
                return false;
            }
            if (n == h) {
                return true;
            }
            if (!met.add(n)) {
                return false;
            }
            e = n;
        }
    }

    /** True when {@code e} is the header or an entry of the list. */
    boolean inList(Entry e) {
        if (header == e) {
            return true;
        }
        Entry tmp = header.next;
        while (tmp != header) {
            if (tmp == e) {
                return true;
            }
            tmp = tmp.next;
        }
        return false;
    }

    /**
     * The first element.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int getFirst() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return header.next.element;
    }

    /**
     * The last element.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int getLast() {
        if (size == 0) {
            throw new NoSuchElementException();
        }
        return header.previous.element;
    }

    /**
     * Removes and returns the first element.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int removeFirst() {
        int first = header.next.element;
        remove(header.next);
        return first;
    }

    /**
     * Removes and returns the last element.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int removeLast() {
        int last = header.previous.element;
        remove(header.previous);
        return last;
    }

    /** Inserts {@code o} at the beginning. */
    public void addFirst(int o) {
        addBefore(o, header.next);
    }

    /** Appends {@code o} at the end. */
    public void addLast(int o) {
        addBefore(o, header);
    }

    /** True when some entry holds {@code o}. */
    public boolean contains(int o) {
        return indexOf(o) != -1;
    }

    /** The number of elements. */
    public int size() {
        return size;
    }

    /** Appends {@code o}; returns true. */
    public boolean add(int o) {
        addBefore(o, header);
        return true;
    }

    /** Removes the first occurrence of {@code o}; returns whether there was one. */
    public boolean remove(int o) {
        for (Entry e = header.next; e != header; e = e.next) {
            if (o == e.element) {
                remove(e);
                return true;
            }
        }
        return false;
    }

    /** Removes every element. */
    public void clear() {
        modCount++;
        header.next = header.previous = header;
        size = 0;
    }

    /**
     * The element at {@code index}.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size}
     */
    public int get(int index) {
        return entry(index).element;
    }

    /**
     * Replaces the element at {@code index}; returns the one before.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size}
     */
    public int set(int index, int element) {
        Entry e = entry(index);
        int oldVal = e.element;
        e.element = element;
        return oldVal;
    }

    /**
     * Inserts {@code element} at {@code index}.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index <= size}
     */
    public void addI(int index, int element) {
        addBefore(element, (index == size ? header : entry(index)));
    }

    /**
     * Removes the element at {@code index} and returns it.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < size}
     */
    public int removeI(int index) {
        Entry e = entry(index);
        remove(e);
        return e.element;
    }

    /** The entry at {@code index}, walking from the header (the original's backward walk is commented out). */
    private Entry entry(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + size);
        }
        Entry e = header;
        for (int i = 0; i <= index; i++) {
            e = e.next;
        }
        return e;
    }

    /** The index of the first occurrence of {@code o}, or -1. */
    public int indexOf(int o) {
        int index = 0;
        for (Entry e = header.next; e != header; e = e.next) {
            if (o == e.element) {
                return index;
            }
            index++;
        }
        return -1;
    }

    /** The index of the last occurrence of {@code o}, or -1. */
    public int lastIndexOf(int o) {
        int index = size;
        for (Entry e = header.previous; e != header; e = e.previous) {
            index--;
            if (o == e.element) {
                return index;
            }
        }
        return -1;
    }

    private Entry addBefore(int o, Entry e) {
        Entry newEntry = new Entry(o, e, e.previous);
        newEntry.previous.next = newEntry;
        newEntry.next.previous = newEntry;
        size++;
        modCount++;
        return newEntry;
    }

    private void remove(Entry e) {
        if (e == header) {
            throw new NoSuchElementException();
        }
        e.previous.next = e.next;
        e.next.previous = e.previous;
        size--;
        modCount++;
    }
}
