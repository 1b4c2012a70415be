package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Binary trees (BLISS paper, Fig. 1): a tree of nodes with {@code left}, {@code right} and an int {@code key}
 * that no invariant constrains. Analysed methods: {@link #bfs}, {@link #dfs}, {@link #repOK}, {@link #count}.
 *
 * <p>The invariant says "tree" the way a SAT solver digests best: the root is nobody's child, and no node is the
 * child of two nodes or twice the child of one. Every reachable node but the root then has exactly one parent, so
 * the reachable part is a tree: a cycle would need a node with two parents, or a parent of the root.
 *
 * <p>This class is the template of a subject: a JML invariant, a concrete {@code repOK()} equivalent to it, a
 * hand-written hybrid precondition {@code repOKHybrid()} (paper Fig. 3), the analysed methods, and one driver per
 * method in {@link bliss.subjects.drivers.BinTreeDrivers}.
 */
public class BinTree {

    /*@ invariant (\forall Node n; \reach(root, Node, left + right).has(n);
      @       n.left != root && n.right != root
      @    && (n.left != null ==> n.left != n.right));
      @ invariant (\forall Node n, m;
      @       \reach(root, Node, left + right).has(n) && \reach(root, Node, left + right).has(m) && n != m;
      @       (n.left != null ==> n.left != m.left && n.left != m.right)
      @    && (n.right != null ==> n.right != m.left && n.right != m.right));
      @*/
    public Node root;

    /** A tree node. */
    public static class Node {
        public Node left;
        public Node right;
        public int key;

        public Node() {
        }

        public Node(int key) {
            this.key = key;
        }
    }

    public BinTree() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The class invariant: the nodes reachable from the root form a tree (no node reached twice). */
    public boolean repOK() {
        if (root == null) {
            return true;
        }
        Set<Node> visited = new HashSet<>();
        List<Node> work = new ArrayList<>();
        visited.add(root);
        work.add(root);
        while (!work.isEmpty()) {
            Node n = work.remove(work.size() - 1);
            if (n.left != null) {
                if (!visited.add(n.left)) {
                    return false;
                }
                work.add(n.left);
            }
            if (n.right != null) {
                if (!visited.add(n.right)) {
                    return false;
                }
                work.add(n.right);
            }
        }
        return true;
    }

    /**
     * Hybrid precondition for lazy initialization (paper Fig. 3): {@link #repOK} that skips the still symbolic
     * parts of a partially initialized tree, so it rejects a cycle or a shared node anywhere in the initialized
     * part. On a concrete tree it is {@link #repOK}.
     */
    public boolean repOKHybrid() {
        Node r = root;
        if (r == null || Symbolic.isSymbolic(r)) {
            return true;
        }
        Set<Node> visited = new HashSet<>();
        List<Node> work = new ArrayList<>();
        visited.add(r);
        work.add(r);
        while (!work.isEmpty()) {
            Node n = work.remove(work.size() - 1);
            Node left = n.left;
            if (left != null && !Symbolic.isSymbolic(left)) {
                if (!visited.add(left)) {
                    return false;
                }
                work.add(left);
            }
            Node right = n.right;
            if (right != null && !Symbolic.isSymbolic(right)) {
                if (!visited.add(right)) {
                    return false;
                }
                work.add(right);
            }
        }
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** Breadth-first traversal; returns the sum of the keys. */
    public int bfs() {
        int sum = 0;
        if (root == null) {
            return sum;
        }
        ArrayDeque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            sum += n.key;
            if (n.left != null) {
                queue.add(n.left);
            }
            if (n.right != null) {
                queue.add(n.right);
            }
        }
        return sum;
    }

    /** Depth-first (pre-order) traversal; returns the sum of the keys. */
    public int dfs() {
        return dfs(root);
    }

    private static int dfs(Node n) {
        if (n == null) {
            return 0;
        }
        return n.key + dfs(n.left) + dfs(n.right);
    }

    /** The number of nodes. */
    public int count() {
        return count(root);
    }

    private static int count(Node n) {
        if (n == null) {
            return 0;
        }
        return 1 + count(n.left) + count(n.right);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Building trees (tests and examples)

    /** Adds {@code key} as in an unbalanced binary search tree; a tree built only by add is a valid BinTree. */
    public void add(int key) {
        Node fresh = new Node(key);
        if (root == null) {
            root = fresh;
            return;
        }
        Node n = root;
        while (true) {
            if (key < n.key) {
                if (n.left == null) {
                    n.left = fresh;
                    return;
                }
                n = n.left;
            } else {
                if (n.right == null) {
                    n.right = fresh;
                    return;
                }
                n = n.right;
            }
        }
    }
}
