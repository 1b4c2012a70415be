package bliss.spf.testgen.jml;

import bliss.symbolic.BackPointer;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code \reach(e, T, f1 + f2)} with {@code has}: the objects reachable from e along the listed fields, e itself
 * included, empty when e is null; along the backbone (cycles too), along a back pointer, along both.
 */
public class Reach {

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       (n.key == 0 <==> \reach(n.next, Node, next).has(n))
      @    && (n.back != null ==> \reach(n.back, Node, next + back).has(n) || n.key == 1));
      @ invariant first == null || \reach(first.back, Node, back).has(first) || first.back == null;
      @*/
    Node first;

    static class Node {
        Node next;
        @BackPointer
        Node back;
        int key;
    }

    boolean repOK() {
        List<Node> nodes = reach(first, true, false);
        for (Node n : nodes) {
            if ((n.key == 0) != reach(n.next, true, false).contains(n)
                    || n.back != null && !nodes.contains(n.back) // a back pointer stays inside the structure
                    || n.back != null && !reach(n.back, true, true).contains(n) && n.key != 1) {
                return false;
            }
        }
        return first == null || reach(first.back, false, true).contains(first) || first.back == null;
    }

    /** The nodes reachable from e (e included) along the chosen fields; none when e is null. */
    private static List<Node> reach(Node e, boolean next, boolean back) {
        List<Node> out = new ArrayList<>();
        if (e == null) {
            return out;
        }
        out.add(e);
        for (int i = 0; i < out.size(); i++) {
            Node n = out.get(i);
            for (Node t : new Node[] {next ? n.next : null, back ? n.back : null}) {
                if (t != null && !out.contains(t)) {
                    out.add(t);
                }
            }
        }
        return out;
    }
}
