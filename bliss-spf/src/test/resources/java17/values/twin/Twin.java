package values.twin;

import java.util.HashSet;
import java.util.Set;

/**
 * Two chains over the same nodes, each node's links in an array of two, as Commons Collections' TreeBidiMap keeps
 * its two trees: repOK checks the arrays' lengths before anything else.
 */
public class Twin {

    Node[] heads;

    public boolean repOK() {
        if (heads == null || heads.length != 2) {
            return false;
        }
        Set<Node> first = chain(heads[0], 0);
        Set<Node> second = chain(heads[1], 1);
        return first != null && first.equals(second);
    }

    /** The nodes of chain d from n, null when one has no two links or the chain comes back. */
    private static Set<Node> chain(Node n, int d) {
        Set<Node> seen = new HashSet<>();
        for (; n != null; n = n.next[d]) {
            if (n.next == null || n.next.length != 2 || !seen.add(n)) {
                return null;
            }
        }
        return seen;
    }

    /** The length of the first chain. */
    public int size() {
        int s = 0;
        for (Node n = heads[0]; n != null; n = n.next[0]) {
            s++;
        }
        return s;
    }
}

class Node {
    Node[] next;
}
