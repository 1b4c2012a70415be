package values.flags;

/**
 * A chain whose nodes say by a flag whether they end it: repOK reads a node's flag before it follows the node's link,
 * as Commons' TreeList reads {@code rightIsNext} before it can tell a child from a thread.
 */
public class Threaded {

    Node head;

    static class Node {
        boolean last;
        Node next;
    }

    /** The chain from head, followed up to the first node flagged last, meets no node twice. */
    public boolean repOK() {
        java.util.List<Node> seen = new java.util.ArrayList<>();
        for (Node n = head; n != null; n = n.next) {
            for (Node s : seen) {
                if (s == n) {
                    return false;
                }
            }
            seen.add(n);
            if (n.last) {
                return true;
            }
        }
        return true;
    }

    /** The nodes up to and including the first one flagged last. */
    public int length() {
        int c = 0;
        for (Node n = head; n != null; n = n.next) {
            c++;
            if (n.last) {
                break;
            }
        }
        return c;
    }
}
