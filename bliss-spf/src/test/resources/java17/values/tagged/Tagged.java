package values.tagged;

/**
 * A list whose validity depends on value fields: its kind (an enum), its limit (a box) and its label (a string). An
 * EMPTY list has no node, a SHORT one at most one; a list with a limit holds at most that many nodes; a labelled list
 * is never empty. The methods read a value first and a node after it, so SymSolve's question about the node holds the
 * value the path decided: a search free to choose the value itself would keep the paths of invalid inputs.
 */
public class Tagged {

    public enum Kind { EMPTY, SHORT, ANY }

    Node head;
    Kind kind;
    Integer limit;
    String label;

    static class Node {
        Node next;
    }

    public boolean repOK() {
        if (kind == null) {
            return false;
        }
        int n = 0;
        for (Node x = head; x != null; x = x.next) {
            if (++n > 3) {
                return false; // longer than any scope used here, or a cycle
            }
        }
        if (kind == Kind.EMPTY && n > 0) {
            return false;
        }
        if (kind == Kind.SHORT && n > 1) {
            return false;
        }
        if (limit != null && n > limit) {
            return false;
        }
        return label == null || n > 0;
    }

    /** Reads the kind, then the first two nodes. */
    public int byKind() {
        if (kind == Kind.EMPTY) {
            return head == null ? 0 : 1;
        }
        if (head == null) {
            return 2;
        }
        return head.next == null ? 3 : 4;
    }

    /** Reads the limit, then the first node. */
    public int byLimit() {
        if (limit != null && limit == 0) {
            return head == null ? 0 : 1;
        }
        return head == null ? 2 : 3;
    }

    /** Reads the label, then the first node. */
    public int byLabel() {
        if (label != null) {
            return head == null ? 0 : 1;
        }
        return head == null ? 2 : 3;
    }
}
