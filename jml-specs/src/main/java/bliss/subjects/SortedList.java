package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * An example of ours (not a port): a sorted list of ints (duplicates allowed) in an acyclic singly linked list. Java
 * StarFinder's singly linked list is {@link MyLinkedList}. Analysed methods: {@link #repOK}, {@link #insert},
 * {@link #remove}, {@link #contains}, {@link #removeFirst}.
 *
 * <p>Structure: {@code head} is the node with the smallest value (null when the list is empty), {@code next} leads
 * to the next larger or equal value, {@code size} counts the nodes. Invariant: no node reaches itself along
 * {@code next}, each node's value is at most its successor's, and {@code size} is the number of nodes.
 *
 * <p>Each search stops at the first node whose value is not smaller than the one sought, so on a sorted list the
 * methods read only a prefix of it: the laziness that LISSA and lazy initialization profit from.
 */
public class SortedList {

    /*@ invariant (\forall Node n; \reach(head, Node, next).has(n);
      @       !\reach(n.next, Node, next).has(n) && (n.next != null ==> n.value <= n.next.value));
      @ invariant size == \reach(head, Node, next).int_size();
      @*/
    public Node head;
    public int size;

    /** A list node. */
    public static class Node {
        public int value;
        public Node next;

        public Node() {
        }

        public Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    public SortedList() {
    }

    /** The class invariant: no node met twice walking from the head, then the size, then the order. */
    public boolean repOK() {
        Set<Node> visited = new HashSet<>();
        for (Node n = head; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
        }
        if (size != visited.size()) {
            return false;
        }
        for (Node n = head; n != null && n.next != null; n = n.next) {
            if (n.value > n.next.value) {
                return false;
            }
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the acyclicity part of {@link #repOK} on a partially initialized list; the
     * walk stops at the first node not yet initialized ({@link Symbolic#isSymbolic}). Reads no value or size. On a
     * concrete list it accepts exactly the acyclic lists.
     */
    public boolean repOKHybrid() {
        Set<Node> visited = new HashSet<>();
        Node n = head;
        while (n != null && !Symbolic.isSymbolic(n)) {
            if (!visited.add(n)) {
                return false;
            }
            n = n.next;
        }
        return true;
    }

    /** Inserts {@code x} before the first node holding a value not smaller than {@code x}. */
    public void insert(int x) {
        Node prev = null;
        Node n = head;
        while (n != null && n.value < x) {
            prev = n;
            n = n.next;
        }
        Node fresh = new Node(x, n);
        if (prev == null) {
            head = fresh;
        } else {
            prev.next = fresh;
        }
        size++;
    }

    /** Removes one node holding {@code x}; returns false when there is none. */
    public boolean remove(int x) {
        Node prev = null;
        Node n = head;
        while (n != null && n.value < x) {
            prev = n;
            n = n.next;
        }
        if (n == null || n.value != x) {
            return false;
        }
        if (prev == null) {
            head = n.next;
        } else {
            prev.next = n.next;
        }
        size--;
        return true;
    }

    /** True when some node holds {@code x}. */
    public boolean contains(int x) {
        Node n = head;
        while (n != null && n.value < x) {
            n = n.next;
        }
        return n != null && n.value == x;
    }

    /**
     * Removes the smallest value and returns it.
     *
     * @throws NoSuchElementException when the list is empty
     */
    public int removeFirst() {
        if (head == null) {
            throw new NoSuchElementException();
        }
        int x = head.value;
        head = head.next;
        size--;
        return x;
    }
}
