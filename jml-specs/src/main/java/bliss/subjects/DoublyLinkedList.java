package bliss.subjects;

import bliss.symbolic.BackPointer;
import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An example of ours (not a port): a list of ints in an acyclic doubly linked list with head and tail references.
 * Java StarFinder's doubly linked list is {@link DoubleLinkedList}. Analysed methods: {@link #repOK},
 * {@link #addFirst}, {@link #addLast}, {@link #removeFirst}, {@link #removeLast}, {@link #remove}, {@link #contains},
 * {@link #reverse}.
 *
 * <p>Structure: {@code head} is the first node and {@code tail} the last (both null when the list is empty);
 * {@code next} runs from head to tail, {@code prev} back. {@code size} counts the nodes. Invariant: head and tail
 * are both null or both not; the head has no predecessor; the tail is on the list from the head and has no
 * successor; every node's successor points back to it; no node reaches itself along {@code next}; and
 * {@code size} is the number of nodes. With a node's successor pointing back to it, no node has two predecessors,
 * so the tail is the last node and every {@code prev} is determined.
 *
 * <p>{@code tail} is marked a {@link BackPointer}: it is a shortcut into the list, not part of its backbone, so
 * nodes are numbered along {@code next} from the head as in a singly linked list.
 */
public class DoublyLinkedList {

    /*@ invariant head == null <==> tail == null;
      @ invariant head != null ==> head.prev == null && tail.next == null && \reach(head, Node, next).has(tail);
      @ invariant (\forall Node n; \reach(head, Node, next).has(n);
      @       (n.next != null ==> n.next.prev == n) && !\reach(n.next, Node, next).has(n));
      @ invariant size == \reach(head, Node, next).int_size();
      @*/
    public Node head;
    @BackPointer
    public Node tail;
    public int size;

    /** A list node. */
    public static class Node {
        public int value;
        public Node next;
        public Node prev;

        public Node() {
        }

        public Node(int value) {
            this.value = value;
        }
    }

    public DoublyLinkedList() {
    }

    /** The class invariant: the walk from the head (no node twice, back links), the tail, then the size. */
    public boolean repOK() {
        if (head == null) {
            return tail == null && size == 0;
        }
        if (head.prev != null) {
            return false;
        }
        Set<Node> visited = new HashSet<>();
        Node last = null;
        for (Node n = head; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
            if (n.next != null && n.next.prev != n) {
                return false;
            }
            last = n;
        }
        if (tail != last) {
            return false;
        }
        return size == visited.size();
    }

    /**
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * list. Nodes not yet initialized ({@link Symbolic#isSymbolic}) are never dereferenced: the walk from the head
     * stops at the first one, and a check involving one passes. Rejects a head with a predecessor, a node met twice,
     * a successor whose back link is initialized and wrong, an initialized tail that the completed walk did not end
     * at, a null tail with a head, and a tail without a head. Reads no value or size. On a concrete list it accepts
     * exactly the lists whose links satisfy repOK.
     */
    public boolean repOKHybrid() {
        Node h = head;
        Node t = tail;
        if (h == null) {
            return t == null || Symbolic.isSymbolic(t);
        }
        if (Symbolic.isSymbolic(h)) {
            return true;
        }
        if (t == null) {
            return false;
        }
        Node hp = h.prev;
        if (hp != null && !Symbolic.isSymbolic(hp)) {
            return false;
        }
        Set<Node> visited = new HashSet<>();
        Node n = h;
        Node last = null;
        while (n != null) {
            if (Symbolic.isSymbolic(n)) {
                return true;
            }
            if (!visited.add(n)) {
                return false;
            }
            Node next = n.next;
            if (next != null && !Symbolic.isSymbolic(next)) {
                Node back = next.prev;
                if (back != n && (back == null || !Symbolic.isSymbolic(back))) {
                    return false;
                }
            }
            last = n;
            n = next;
        }
        return Symbolic.isSymbolic(t) || t == last;
    }

    /** Inserts {@code x} before the first node. */
    public void addFirst(int x) {
        Node fresh = new Node(x);
        if (head == null) {
            tail = fresh;
        } else {
            fresh.next = head;
            head.prev = fresh;
        }
        head = fresh;
        size++;
    }

    /** Appends {@code x} after the last node. */
    public void addLast(int x) {
        Node fresh = new Node(x);
        if (tail == null) {
            head = fresh;
        } else {
            fresh.prev = tail;
            tail.next = fresh;
        }
        tail = fresh;
        size++;
    }

    /**
     * Removes the first node and returns its value.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int removeFirst() {
        if (head == null) {
            throw new NoSuchElementException();
        }
        Node n = head;
        unlink(n);
        return n.value;
    }

    /**
     * Removes the last node and returns its value.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int removeLast() {
        if (tail == null) {
            throw new NoSuchElementException();
        }
        Node n = tail;
        unlink(n);
        return n.value;
    }

    /** Removes the first node holding {@code x}; returns false when there is none. */
    public boolean remove(int x) {
        for (Node n = head; n != null; n = n.next) {
            if (n.value == x) {
                unlink(n);
                return true;
            }
        }
        return false;
    }

    /** True when some node holds {@code x}. */
    public boolean contains(int x) {
        for (Node n = head; n != null; n = n.next) {
            if (n.value == x) {
                return true;
            }
        }
        return false;
    }

    /** Reverses the order of the nodes in place: every node swaps its links, head and tail swap. */
    public void reverse() {
        Node n = head;
        while (n != null) {
            Node next = n.next;
            n.next = n.prev;
            n.prev = next;
            n = next;
        }
        Node h = head;
        head = tail;
        tail = h;
    }

    private void unlink(Node n) {
        Node before = n.prev;
        Node after = n.next;
        if (before == null) {
            head = after;
        } else {
            before.next = after;
        }
        if (after == null) {
            tail = before;
        } else {
            after.prev = before;
        }
        n.next = null;
        n.prev = null;
        size--;
    }
}
