package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/** {@code <==>}, {@code <=!=>}, {@code ==>} (right associative), {@code ||}, {@code &&}, {@code !}, by precedence. */
public class Logic {

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n); !\reach(n.next, Node, next).has(n));
      @ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       n.a <==> n.b || n.key == 0 && !n.c
      @    && (n.a ==> n.b ==> n.key >= 1)
      @    && (n.c <=!=> n.next == null || n.a));
      @ invariant first != null ==> !(first.a && first.b) || first.c;
      @*/
    Node first;

    static class Node {
        Node next;
        int key;
        boolean a;
        boolean b;
        boolean c;
    }

    boolean repOK() {
        List<Node> nodes = nodes();
        if (!nodes.isEmpty() && nodes.get(nodes.size() - 1).next != null) {
            return false; // a cycle
        }
        for (Node n : nodes) {
            // <==> binds loosest: a <==> (b || (key == 0 && !c && (a ==> (b ==> key >= 1)) && (c xor (next == null || a))))
            boolean right = n.b || n.key == 0 && !n.c && (!n.a || !n.b || n.key >= 1)
                    && (n.c != (n.next == null || n.a));
            if (n.a != right) {
                return false;
            }
        }
        return first == null || !(first.a && first.b) || first.c;
    }

    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
