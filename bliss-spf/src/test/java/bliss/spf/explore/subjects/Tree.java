package bliss.spf.explore.subjects;

import bliss.symbolic.Symbolic;

/**
 * A binary tree for the engine's tests, written without java.util (so that it runs without models): repOK and its
 * hybrid keep visited nodes in arrays.
 */
public class Tree {

    public Node root;

    public static class Node {
        public Node left;
        public Node right;
        public int key;
    }

    private static boolean contains(Node[] nodes, int n, Node x) {
        for (int i = 0; i < n; i++) {
            if (nodes[i] == x) {
                return true;
            }
        }
        return false;
    }

    /** The nodes reachable from root form a tree. */
    public boolean repOK() {
        if (root == null) {
            return true;
        }
        Node[] seen = new Node[64];
        Node[] work = new Node[64];
        int n = 0;
        int w = 0;
        seen[n++] = root;
        work[w++] = root;
        while (w > 0) {
            Node x = work[--w];
            if (x.left != null) {
                if (contains(seen, n, x.left)) {
                    return false;
                }
                seen[n++] = x.left;
                work[w++] = x.left;
            }
            if (x.right != null) {
                if (contains(seen, n, x.right)) {
                    return false;
                }
                seen[n++] = x.right;
                work[w++] = x.right;
            }
        }
        return true;
    }

    /** repOK skipping uninitialized parts (paper Fig. 3). */
    public boolean repOKHybrid() {
        Node r = root;
        if (r == null || Symbolic.isSymbolic(r)) {
            return true;
        }
        Node[] seen = new Node[64];
        Node[] work = new Node[64];
        int n = 0;
        int w = 0;
        seen[n++] = r;
        work[w++] = r;
        while (w > 0) {
            Node x = work[--w];
            Node left = x.left;
            if (left != null && !Symbolic.isSymbolic(left)) {
                if (contains(seen, n, left)) {
                    return false;
                }
                seen[n++] = left;
                work[w++] = left;
            }
            Node right = x.right;
            if (right != null && !Symbolic.isSymbolic(right)) {
                if (contains(seen, n, right)) {
                    return false;
                }
                seen[n++] = right;
                work[w++] = right;
            }
        }
        return true;
    }

    public int count() {
        return count(root);
    }

    private static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    /** Counts, then cuts off the left subtree of the root: the input heap keeps what was read. */
    public int pruneLeft() {
        int n = count();
        if (root != null) {
            root.left = null;
        }
        return n;
    }

    /** Reads the key of the root's left child without looking: NullPointerException on some inputs. */
    public int leftKey() {
        return root.left.key;
    }

    /** Sums keys of the leftmost path, branching on symbolic keys. */
    public int positiveLeftmost() {
        int sum = 0;
        for (Node n = root; n != null; n = n.left) {
            if (n.key > 0) {
                sum++;
            }
        }
        return sum;
    }
}
