package demo;

/** A set of ints in a sorted singly linked list. Its nodes are private: the generated tests reach them by reflection. */
public class IntSet {
    /*@ invariant size == \reach(head, Node, next).int_size();
      @ invariant (\forall Node n; \reach(head, Node, next).has(n);
      @     !\reach(n.next, Node, next).has(n) && (n.next != null ==> n.value < n.next.value));
      @*/
    private Node head;
    private int size;

    private static final class Node {
        private final int value;
        private Node next;

        private Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    /** The invariant, as code: sorted without repeats, acyclic, size nodes. */
    boolean repOK() {
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            if (++n > size || x.next != null && x.value >= x.next.value) {
                return false;
            }
        }
        return n == size;
    }

    /** Adds v; false when it was there. */
    public boolean insert(int v) {
        Node prev = null;
        Node n = head;
        while (n != null && n.value < v) {
            prev = n;
            n = n.next;
        }
        if (n != null && n.value == v) {
            return false;
        }
        Node fresh = new Node(v, n);
        if (prev == null) {
            head = fresh;
        } else {
            prev.next = fresh;
        }
        size++;
        return true;
    }

    /** Whether v is in the set. */
    public boolean contains(int v) {
        for (Node n = head; n != null && n.value <= v; n = n.next) {
            if (n.value == v) {
                return true;
            }
        }
        return false;
    }

    /** Removes v; false when it was not there. */
    public boolean remove(int v) {
        Node prev = null;
        for (Node n = head; n != null && n.value <= v; n = n.next) {
            if (n.value == v) {
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

    public int size() {
        return size;
    }
}
