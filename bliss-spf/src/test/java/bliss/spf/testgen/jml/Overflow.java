package bliss.spf.testgen.jml;

import java.util.ArrayList;
import java.util.List;

/**
 * Sums far outside the fields' int range: comparisons with many unknowns on a side, which the Kodkod translation
 * states in two's complement (docs/jml.md, "Ints are bounded"). The values are small, so Java's arithmetic is exact
 * here and both translations must be exact too: {@code 17 * key} (the subset has no {@code *}) at key 2 is 34, not
 * a wrapped -30.
 */
public class Overflow {

    /*@ invariant (\forall Node n; \reach(first, Node, next).has(n);
      @       n.key + n.key + n.key + n.key + n.key + n.key + n.key + n.key + n.key
      @         + n.key + n.key + n.key + n.key + n.key + n.key + n.key + n.key >= total
      @    && (n.next != null ==> -n.key - n.key - n.key - n.key - n.key - n.key - n.key - n.key - n.key < n.next.key));
      @ invariant total + total + total + total + total + total + total + total >= -1 - 1;
      @*/
    Node first;
    int total;

    static class Node {
        Node next;
        int key;
    }

    boolean repOK() {
        for (Node n : nodes()) {
            if (17 * n.key < total || n.next != null && -9 * n.key >= n.next.key) {
                return false;
            }
        }
        return 8 * total >= -2;
    }

    private List<Node> nodes() {
        List<Node> out = new ArrayList<>();
        for (Node n = first; n != null && !out.contains(n); n = n.next) {
            out.add(n);
        }
        return out;
    }
}
