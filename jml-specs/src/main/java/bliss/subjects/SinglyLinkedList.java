package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A list of ints in an acyclic singly linked list: the smallest subject, a first example for users. Analysed
 * methods: {@link #repOK}, {@link #contains}, {@link #add}, {@link #remove}.
 *
 * <p>Structure: {@code head} is the first node (null when empty), {@code next} links the nodes in order, and
 * {@code size} counts them. Invariant: no node reaches itself along {@code next} (with one successor per node,
 * that also rules out two links into one node), and {@code size} is the number of nodes.
 */
public class SinglyLinkedList {

    /*@ invariant (\forall Node n; \reach(head, Node, next).has(n); !\reach(n.next, Node, next).has(n));
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

        public Node(int value) {
            this.value = value;
        }
    }

    public SinglyLinkedList() {
    }

    /** The class invariant: no node met twice walking from the head, then the size. */
    public boolean repOK() {
        Set<Node> visited = new HashSet<>();
        for (Node n = head; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
        }
        return size == visited.size();
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

    /** True when some node holds {@code value}. */
    public boolean contains(int value) {
        for (Node n = head; n != null; n = n.next) {
            if (n.value == value) {
                return true;
            }
        }
        return false;
    }

    /** Appends {@code value} at the end. */
    public void add(int value) {
        Node fresh = new Node(value);
        if (head == null) {
            head = fresh;
        } else {
            Node last = head;
            while (last.next != null) {
                last = last.next;
            }
            last.next = fresh;
        }
        size++;
    }

    /** Removes the first node holding {@code value}; returns false when there is none. */
    public boolean remove(int value) {
        Node prev = null;
        for (Node n = head; n != null; n = n.next) {
            if (n.value == value) {
                if (prev == null) {
                    head = n.next;
                } else {
                    prev.next = n.next;
                }
                size--;
                return true;
            }
            prev = n;
        }
        return false;
    }
}
