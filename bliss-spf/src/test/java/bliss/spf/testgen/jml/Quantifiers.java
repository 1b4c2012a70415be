package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code \forall} and {@code \exists}, with and without a range, with two variables, over the node class (the
 * structure's nodes) and over the header class ({@code this} alone).
 */
public class Quantifiers {

    /*@ invariant (\forall Node n; !\reach(n.next, Node, next).has(n));
      @ invariant (\forall Node n, m; n != m; n.key != m.key);
      @ invariant (\exists Node n; n.mark) || first == null;
      @ invariant (\forall Quantifiers q; q.first == first && q.flag == flag);
      @ invariant (\exists Quantifiers q; q.flag) ==> (\forall Node n; \reach(first, Node, next).has(n); !n.mark || n.key > 0);
      @ invariant (\exists Node n; n.next == null; n.key >= 1) || first == null || !flag;
      @*/
    Node first;
    boolean flag;

    static class Node {
        Node next;
        int key;
        boolean mark;
    }

    boolean repOK() {
        List<Node> nodes = nodes();
        if (!nodes.isEmpty() && nodes.get(nodes.size() - 1).next != null) {
            return false; // a cycle
        }
        for (Node n : nodes) {
            for (Node m : nodes) {
                if (n != m && n.key == m.key) {
                    return false;
                }
            }
        }
        boolean someMark = false;
        for (Node n : nodes) {
            someMark |= n.mark;
        }
        if (!someMark && first != null) {
            return false;
        }
        if (flag) {
            for (Node n : nodes) {
                if (n.mark && n.key <= 0) {
                    return false;
                }
            }
        }
        boolean lastAtLeastOne = false;
        for (Node n : nodes) {
            lastAtLeastOne |= n.next == null && n.key >= 1;
        }
        return lastAtLeastOne || first == null || !flag;
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
