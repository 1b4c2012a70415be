package bliss.spf.testgen.jml;

import bliss.symbolic.BackPointer;

import java.util.ArrayList;
import java.util.List;

/**
 * Counts: {@code s.int_size()} of a reach set (over two fields; along one field, which the translation may state as
 * a recursion), {@code (\num_of T x; range; body)} with and without a range, and with a free variable of an
 * enclosing quantifier.
 */
public class Counts {

    /*@ invariant root == null || root.parent == null;
      @ invariant size == \reach(root, Node, left + right).int_size();
      @ invariant (\forall Node n; \reach(root, Node, left + right).has(n);
      @       (n.left != null ==> n.left.parent == n && n.left != n.right)
      @    && (n.right != null ==> n.right.parent == n)
      @    && (n.parent == null <==> n == root)
      @    && n.depth == \reach(n, Node, parent).int_size()
      @    && (\num_of Node a; \reach(n, Node, left + right).has(a); a.mark) <= 1 + n.depth);
      @ invariant (\num_of Node a; a.mark) == marked;
      @*/
    Node root;
    int size;
    int marked;

    static class Node {
        Node left;
        Node right;
        @BackPointer
        Node parent;
        int depth;
        boolean mark;
    }

    boolean repOK() {
        List<Node> nodes = tree();
        if (nodes == null) {
            return false;
        }
        if (size != nodes.size()) {
            return false;
        }
        for (Node n : nodes) {
            if ((n.parent == null) != (n == root) || n.depth != reach(n, false, false, true).size()) {
                return false;
            }
        }
        int marks = 0;
        for (Node n : nodes) {
            int below = 0;
            for (Node a : reach(n, true, true, false)) {
                below += a.mark ? 1 : 0;
            }
            if (below > 1 + n.depth) {
                return false;
            }
            marks += n.mark ? 1 : 0;
        }
        return marks == marked;
    }

    /**
     * The nodes of the structure breadth-first, or null when a child's parent is not its parent, the two children
     * of a node are one, or the root has a parent: the invariant's first clauses, which make the structure a tree
     * (a node met twice would need two parents), checked as the walk meets each node.
     */
    private List<Node> tree() {
        List<Node> out = new ArrayList<>();
        if (root != null) {
            if (root.parent != null) {
                return null;
            }
            out.add(root);
        }
        for (int i = 0; i < out.size(); i++) {
            Node n = out.get(i);
            if (n.left != null) {
                if (n.left.parent != n || n.left == n.right) {
                    return null;
                }
                out.add(n.left);
            }
            if (n.right != null) {
                if (n.right.parent != n) {
                    return null;
                }
                out.add(n.right);
            }
        }
        return out;
    }

    /** The nodes reachable from e (e included) along the chosen fields; none when e is null. */
    private static List<Node> reach(Node e, boolean left, boolean right, boolean parent) {
        List<Node> out = new ArrayList<>();
        if (e == null) {
            return out;
        }
        out.add(e);
        for (int i = 0; i < out.size(); i++) {
            Node n = out.get(i);
            for (Node t : new Node[] {left ? n.left : null, right ? n.right : null, parent ? n.parent : null}) {
                if (t != null && !out.contains(t)) {
                    out.add(t);
                }
            }
        }
        return out;
    }
}
