package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/** A field of an enum type: an int (the ordinal) compared with the enum's constants, bare or qualified. */
public class Enums {

    enum Color { RED, GREEN, BLUE }

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       (n.color == RED || n.color == Color.GREEN) ==> n.next == null || n.next.color == Color.BLUE);
      @ invariant first == null || first.color != BLUE;
      @*/
    Node first;

    static class Node {
        Node next;
        Color color;
    }

    boolean repOK() {
        for (Node n : nodes()) {
            if ((n.color == Color.RED || n.color == Color.GREEN) && n.next != null && n.next.color != Color.BLUE) {
                return false;
            }
        }
        return first == null || first.color != Color.BLUE;
    }

    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
