package bliss.subjects.pose;

import java.util.HashSet;
import java.util.Set;

/**
 * An acyclic singly linked list for POSE with a precondition, analysed without a driver: {@code repOK} accepts the
 * lists in which no node reaches itself along {@code next}. Without it a loop over the list never ends under POSE
 * (some aliasing is always a cycle); with it, a path whose aliasing only a cycle satisfies is dropped.
 */
public class PoseList {

    public Node head;

    /** A list node. */
    public static class Node {
        public int val;
        public Node next;
    }

    /** No node met twice walking from the head. */
    public boolean repOK() {
        Set<Node> visited = new HashSet<>();
        for (Node n = head; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
        }
        return true;
    }

    /** The number of nodes: one path per length 0..k at scope k. */
    public int length() {
        int n = 0;
        for (Node c = head; c != null; c = c.next) {
            n++;
        }
        return n;
    }

    /** Whether the head is its own successor: only a cyclic list, which repOK rejects. */
    public boolean selfLoop() {
        return head != null && head.next == head;
    }

    /** Whether {@code n} is one of the list's nodes (an argument that may alias any of them). */
    public boolean contains(Node n) {
        for (Node c = head; c != null; c = c.next) {
            if (c == n) {
                return true;
            }
        }
        return false;
    }
}
