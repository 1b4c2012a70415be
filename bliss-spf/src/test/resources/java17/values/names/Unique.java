package values.names;

import bliss.symbolic.Symbolic;

import java.util.HashSet;
import java.util.Set;

/**
 * A list of names whose repOK requires every name to be there (not null) and distinct: lazy initialization's
 * precondition rejects a null name as soon as it is chosen; distinctness it cannot decide on symbolic strings.
 */
public class Unique {

    static final class Node {
        String name;
        Node next;
    }

    /*@ invariant true; @*/

    Node head;

    public boolean repOK() {
        Set<Node> seen = new HashSet<>();
        for (Node n = head; n != null; n = n.next) { // the shape first: it decides on a partial heap
            if (!seen.add(n) || n.name == null) {
                return false;
            }
        }
        for (Node n = head; n != null; n = n.next) {
            for (Node m = head; m != n; m = m.next) {
                if (m.name.equals(n.name)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The position of key, or -1. */
    public int find(String key) {
        int i = 0;
        for (Node n = head; n != null; n = n.next, i++) {
            if (n.name.equals(key)) {
                return i;
            }
        }
        return -1;
    }

    public static void findDriver() {
        Unique x = Symbolic.object("X", new Unique());
        String k = Symbolic.string("k");
        System.out.println(x.find(k));
    }
}
