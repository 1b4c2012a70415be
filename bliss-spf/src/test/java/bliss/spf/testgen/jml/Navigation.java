package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code e.f} chains, through null too: docs/jml.md gives a navigation through null the value null (reference), 0
 * (int) or false (boolean); reads through a reference field ({@code n.next.key}: the translation's navigation
 * relations).
 */
public class Navigation {

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       n.next.key <= n.key
      @    && (n.next.mark ==> n.mark)
      @    && (n.next.next == null || n.next.next.key == 0));
      @ invariant first.key == first.next.key || first.next.next == null;
      @*/
    Node first;

    static class Node {
        Node next;
        int key;
        boolean mark;
    }

    private static int key(Node n) {
        return n == null ? 0 : n.key;
    }

    private static boolean mark(Node n) {
        return n != null && n.mark;
    }

    private static Node next(Node n) {
        return n == null ? null : n.next;
    }

    boolean repOK() {
        for (Node n : nodes()) {
            if (key(n.next) > n.key || mark(n.next) && !n.mark
                    || !(next(n.next) == null || key(next(n.next)) == 0)) {
                return false;
            }
        }
        return key(first) == key(next(first)) || next(next(first)) == null;
    }

    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
