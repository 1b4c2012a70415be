package bliss.spf.testgen.jml;

import bliss.symbolic.BackPointer;

import java.util.ArrayList;
import java.util.List;

/** {@code ==} and {@code !=} of ints, booleans and references (identity, null, this), {@code < <= > >=}. */
public class Comparison {

    /*@ invariant first == null <==> last == null;
      @ invariant this == this && this != null;
      @ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       (n.next != null ==> n.key <= n.next.key && n.next != n && n.mark != n.next.mark)
      @    && (n.next == null ==> n == last)
      @    && (n.key < 2 || n.key > 3 || n.mark == (n.key >= 3))
      @    && (n == first ==> n.key < 4 && n.key > 0));
      @*/
    Node first;
    @BackPointer
    Node last;

    static class Node {
        Node next;
        int key;
        boolean mark;
    }

    boolean repOK() {
        List<Node> nodes = nodes();
        if ((first == null) != (last == null) || last != null && !nodes.contains(last)) {
            return false; // last is a back pointer: it stays inside the structure
        }
        for (Node n : nodes) {
            if (n.next != null && !(n.key <= n.next.key && n.next != n && n.mark != n.next.mark)
                    || n.next == null && n != last
                    || !(n.key < 2 || n.key > 3 || n.mark == (n.key >= 3))
                    || n == first && !(n.key < 4 && n.key > 0)) {
                return false;
            }
        }
        return true;
    }

    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
