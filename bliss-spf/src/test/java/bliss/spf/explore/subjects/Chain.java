package bliss.spf.explore.subjects;

/** A list of nodes with a repOK and a method that takes a node: a reference argument of a class with repOK. */
public class Chain {

    public Node head;

    public static class Node {
        public Node next;
    }

    /** The nodes from head are acyclic (at most 64 of them). */
    public boolean repOK() {
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            if (++n > 64) {
                return false;
            }
        }
        return true;
    }

    /** Whether n is one of the nodes. */
    public boolean contains(Node n) {
        for (Node x = head; x != null; x = x.next) {
            if (x == n) {
                return true;
            }
        }
        return false;
    }
}
