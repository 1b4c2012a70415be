package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * The singly linked list of Java StarFinder's benchmark ("SLL", from SIR: {@code linkedlist.MyLinkedList},
 * {@code MyListNode} and {@code MyLinkedListItr} of jpf-star), statement by statement: a list with a header node that
 * holds no element, and an iterator class for positions. Analysed methods: {@link #repOK}, {@link #addLast},
 * {@link #find}, {@link #findPrevious}, {@link #remove}, {@link #reverse}, {@link #size}; {@link #isEmpty},
 * {@link #first} and {@link #clear} (one or two reads each) are ported and not analysed.
 *
 * <p>Structure: {@code _header} (the header node), {@code _maxsize} (set by the constructor, never read); a
 * {@link MyListNode} has {@code _element} and {@code _next}. Invariant (the original's {@code repOK}): the header
 * exists and the list from it has no loop (the original's {@code hasLoop}, a two-speed walk). The scope counts the
 * header, as {@link LinkedList}'s does.
 *
 * <p>Differences from the original (docs/subjects.md has the table): elements are ints where the original's are
 * {@code Object}s compared by identity: Java StarFinder's symbolic argument may be a stored element or not, and the
 * engine has no symbolic references outside the input structure, so an int compared with {@code ==} stands for it
 * (the same two cases). {@link #insert} takes an iterator that points into the list, a second input the drivers
 * cannot make, so it is ported but analysed only through {@link #addLast}; {@code repOKIns} and {@code printList}
 * (whose argument is another list) are not ported.
 */
public class MyLinkedList {

    /*@ invariant _header != null;
      @ invariant (\forall MyListNode n; \reach(_header, MyListNode, _next).has(n);
      @       !\reach(n._next, MyListNode, _next).has(n));
      @*/
    public MyListNode _header;
    public int _maxsize;

    /** A list node (the original's {@code MyListNode}). */
    public static class MyListNode {
        public int _element;
        public MyListNode _next;

        public MyListNode() {
            this(0, null);
        }

        MyListNode(int theElement) {
            this(theElement, null);
        }

        MyListNode(int theElement, MyListNode n) {
            this._element = theElement;
            this._next = n;
        }
    }

    /** A position in the list (the original's {@code MyLinkedListItr}). */
    public static class MyLinkedListItr {
        public MyListNode _current;

        MyLinkedListItr() {
            this(null);
        }

        public MyLinkedListItr(MyListNode theNode) {
            this._current = theNode;
        }

        public boolean isPastEnd() {
            return this._current == null;
        }

        public Integer retrieve() {
            return isPastEnd() ? null : this._current._element;
        }

        public void advance() {
            if (!isPastEnd()) {
                this._current = this._current._next;
            }
        }
    }

    public MyLinkedList() {
        this(0);
    }

    public MyLinkedList(int n) {
        this._header = new MyListNode(0);
        this._maxsize = n;
    }

    /** The original's {@code repOK}: a header, and no loop from it. */
    public boolean repOK() {
        if (_header == null) {
            return false;
        } else {
            return !hasLoop(_header);
        }
    }

    private boolean hasLoop(MyListNode start) {
        MyListNode slow = start;
        MyListNode fast1 = start._next;
        MyListNode fast2 = (fast1 != null) ? fast1._next : null;
        while (slow != null && fast1 != null && fast2 != null) {
            if (slow == fast1 || slow == fast2) {
                return true;
            }
            fast1 = (fast2 != null) ? fast2._next : null;
            fast2 = (fast1 != null) ? fast1._next : null;
            slow = slow._next;
        }
        return false;
    }

    /**
     * Hybrid precondition (paper Fig. 3): {@link #repOK} on a partially initialized list: a header, and no node met
     * twice walking from it until the first node not yet initialized ({@link Symbolic#isSymbolic}). On a concrete
     * list it is repOK.
     */
    public boolean repOKHybrid() {
        MyListNode h = _header;
        if (h == null) {
            return false;
        }
        Set<MyListNode> met = new HashSet<>();
        MyListNode n = h;
        while (n != null && !Symbolic.isSymbolic(n)) {
            if (!met.add(n)) {
                return false;
            }
            n = n._next;
        }
        return true;
    }

    private MyListNode reverse_(MyListNode x) {
        MyListNode y = null;
        while (x != null) {
            MyListNode z = x._next;
            x._next = y;
            y = x;
            x = z;
        }
        return y;
    }

    /** Reverses the list after the header. */
    public void reverse() {
        this._header._next = reverse_(this._header._next);
    }

    /** True when no node follows the header. */
    public boolean isEmpty() {
        return this._header._next == null;
    }

    /** Empties the list. */
    public void clear() {
        this._header._next = null;
    }

    /** A position at the first element. */
    public MyLinkedListItr first() {
        return new MyLinkedListItr(this._header._next);
    }

    /** Inserts {@code x} just after position {@code p}; nothing for a null position. */
    public void insert(int x, MyLinkedListItr p) {
        if (p != null && p._current != null) {
            MyListNode tmp;
            tmp = new MyListNode(x, p._current._next);
            p._current._next = tmp;
        }
    }

    /** Appends {@code x} at the end. */
    public void addLast(int x) {
        MyListNode itr = this._header;
        while (itr._next != null) {
            itr = itr._next;
        }
        insert(x, new MyLinkedListItr(itr));
    }

    /** The number of nodes after the header. */
    public int size() {
        MyListNode itr = this._header;
        int i = 0;
        while (itr._next != null) {
            i++;
            itr = itr._next;
        }
        return i;
    }

    /** The position of the first node holding {@code x}, or past the end. */
    public MyLinkedListItr find(int x) {
        MyListNode itr = this._header._next;
        while (itr != null && !(itr._element == x)) {
            itr = itr._next;
        }
        return new MyLinkedListItr(itr);
    }

    /** The position of the node before the first one holding {@code x} (the last node when none does). */
    public MyLinkedListItr findPrevious(int x) {
        MyListNode itr = this._header;
        while (itr._next != null && !(itr._next._element == x)) {
            itr = itr._next;
        }
        return new MyLinkedListItr(itr);
    }

    /** Removes the first node holding {@code x}, if any. */
    public void remove(int x) {
        MyLinkedListItr p = findPrevious(x);
        if (p._current._next != null) {
            p._current._next = p._current._next._next;
        }
    }
}
