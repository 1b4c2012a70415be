package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/** {@code a + b}, {@code a - b}, {@code -a}, integer literals and a {@code static final} constant. */
public class Arithmetic {

    static final int LIMIT = 3;

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       n.key + n.key - 1 <= LIMIT - total
      @    && -n.key <= 1 - (n.next == null ? 0 : 2)
      @    && (n.next != null ==> n.next.key - n.key == -(n.key - n.next.key)));
      @ invariant total - -1 >= 1 + 0;
      @*/
    Node first;
    int total;

    static class Node {
        Node next;
        int key;
    }

    boolean repOK() {
        for (Node n : nodes()) {
            if (n.key + n.key - 1 > LIMIT - total || -n.key > 1 - (n.next == null ? 0 : 2)
                    || n.next != null && n.next.key - n.key != -(n.key - n.next.key)) {
                return false;
            }
        }
        return total - -1 >= 1 + 0;
    }

    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
