package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/** {@code c ? a : b} with int, boolean and reference operands. */
public class Conditional {

    /*@ invariant (flag ? count : -count) >= -1;
      @ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       !\reach(n.next, Node, next).has(n)
      @    && (n.mark ? n.key : 2) >= 1
      @    && (n.key > 1 ? n.mark : !n.mark) == (n.next != null)
      @    && (n.mark ? n.next : first) != null);
      @*/
    Node first;
    int count;
    boolean flag;

    static class Node {
        Node next;
        int key;
        boolean mark;
    }

    boolean repOK() {
        if ((flag ? count : -count) < -1) {
            return false;
        }
        List<Node> nodes = nodes();
        if (!nodes.isEmpty() && nodes.get(nodes.size() - 1).next != null) {
            return false; // a cycle
        }
        for (Node n : nodes) {
            if ((n.mark ? n.key : 2) < 1 || (n.key > 1 ? n.mark : !n.mark) != (n.next != null)
                    || (n.mark ? n.next : first) == null) {
                return false;
            }
        }
        return true;
    }

    /** The structure: the nodes reachable from first along next. */
    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
