package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/**
 * A generic key ({@code K key} of a {@code Node<K>}): {@code a.compareTo(b)} compared with 0 is the comparison of
 * the keys; elsewhere it is the sign -1, 0 or 1.
 */
public class Keys<K extends Comparable<K>> {

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       (n.next != null ==> n.key.compareTo(n.next.key) < 0 && 0 != n.next.key.compareTo(n.key))
      @    && n.key.compareTo(first.key) == (n == first ? 0 : 1));
      @*/
    Node<K> first;

    static class Node<K> {
        Node<K> next;
        K key;
    }

    boolean repOK() {
        for (Node<K> n : nodes()) {
            if (n.next != null && !(n.key.compareTo(n.next.key) < 0 && 0 != n.next.key.compareTo(n.key))
                    || n.key.compareTo(first.key) != (n == first ? 0 : 1)) {
                return false;
            }
        }
        return true;
    }

    private List<Node<K>> nodes() {
        List<Node<K>> out = new ArrayList<>();
        for (Node<K> n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
