package lib;

/** A singly linked list; repOK is its only specification. */
public class Chain {
    private Node head;
    private int size;

    static final class Node {
        Node next;
    }

    /** The number of nodes, counted. */
    public int length() {
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            n++;
        }
        return n;
    }

    boolean repOK() {
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            if (++n > size) {
                return false;
            }
        }
        return n == size;
    }
}
