package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A set of ints in a plain (unbalanced) binary search tree. Analysed methods: {@link #repOK}, {@link #contains},
 * {@link #add}, {@link #remove}.
 *
 * <p>Structure: {@code root} is the top node, every node has a key and two children, {@code size} counts the
 * nodes. Invariant: the nodes reachable from the root form a tree (the root is nobody's child, no node is the
 * child of two nodes nor both children of one, hence no cycle), keys are in search order (so distinct), and
 * {@code size} is the number of nodes.
 */
public class SearchTree {

    /*@ invariant size == \reach(root, Node, left + right).int_size();
      @ invariant (\forall Node n; \reach(root, Node, left + right).has(n);
      @       n.left != root && n.right != root
      @    && (n.left != null ==> n.left != n.right)
      @    && (\forall Node x; \reach(n.left, Node, left + right).has(x); x.key < n.key)
      @    && (\forall Node x; \reach(n.right, Node, left + right).has(x); n.key < x.key));
      @ invariant (\forall Node n, m;
      @       \reach(root, Node, left + right).has(n) && \reach(root, Node, left + right).has(m) && n != m;
      @       (n.left != null ==> n.left != m.left && n.left != m.right)
      @    && (n.right != null ==> n.right != m.left && n.right != m.right));
      @*/
    public Node root;
    public int size;

    /** A tree node. */
    public static class Node {
        public int key;
        public Node left;
        public Node right;

        public Node() {
        }

        public Node(int key) {
            this.key = key;
        }
    }

    public SearchTree() {
    }

    /** The class invariant: shape (no node reached twice), size, then key order. */
    public boolean repOK() {
        if (root == null) {
            return size == 0;
        }
        List<Node> nodes = new ArrayList<>();
        Set<Node> visited = new HashSet<>();
        visited.add(root);
        nodes.add(root);
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (n.left != null) {
                if (!visited.add(n.left)) {
                    return false;
                }
                nodes.add(n.left);
            }
            if (n.right != null) {
                if (!visited.add(n.right)) {
                    return false;
                }
                nodes.add(n.right);
            }
        }
        if (size != nodes.size()) {
            return false;
        }
        ArrayDeque<Node> stack = new ArrayDeque<>();
        Node n = root;
        boolean first = true;
        int last = 0;
        while (n != null || !stack.isEmpty()) {
            while (n != null) {
                stack.push(n);
                n = n.left;
            }
            n = stack.pop();
            if (!first && n.key <= last) {
                return false;
            }
            first = false;
            last = n.key;
            n = n.right;
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the shape part of {@link #repOK} on a partially initialized tree; nodes
     * not yet initialized ({@link Symbolic#isSymbolic}) are skipped. Reads no key or size. On a concrete tree it
     * accepts exactly the trees whose shape satisfies repOK.
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
            Node l = n.left;
            if (l != null && !Symbolic.isSymbolic(l)) {
                if (!visited.add(l)) {
                    return false;
                }
                work.add(l);
            }
            Node rt = n.right;
            if (rt != null && !Symbolic.isSymbolic(rt)) {
                if (!visited.add(rt)) {
                    return false;
                }
                work.add(rt);
            }
        }
        return true;
    }

    /** True when {@code key} is in the tree. */
    public boolean contains(int key) {
        Node n = root;
        while (n != null) {
            if (key < n.key) {
                n = n.left;
            } else if (key > n.key) {
                n = n.right;
            } else {
                return true;
            }
        }
        return false;
    }

    /** Adds {@code key} as a new leaf; returns false when it was already there. */
    public boolean add(int key) {
        Node parent = null;
        boolean asLeft = false;
        Node n = root;
        while (n != null) {
            parent = n;
            if (key < n.key) {
                asLeft = true;
                n = n.left;
            } else if (key > n.key) {
                asLeft = false;
                n = n.right;
            } else {
                return false;
            }
        }
        Node fresh = new Node(key);
        if (parent == null) {
            root = fresh;
        } else if (asLeft) {
            parent.left = fresh;
        } else {
            parent.right = fresh;
        }
        size++;
        return true;
    }

    /**
     * Removes {@code key}; returns false when it was not there. A node with two children takes the smallest key of
     * its right subtree, whose node is unlinked instead.
     */
    public boolean remove(int key) {
        Node parent = null;
        Node n = root;
        while (n != null && n.key != key) {
            parent = n;
            n = key < n.key ? n.left : n.right;
        }
        if (n == null) {
            return false;
        }
        if (n.left != null && n.right != null) {
            Node succParent = n;
            Node succ = n.right;
            while (succ.left != null) {
                succParent = succ;
                succ = succ.left;
            }
            n.key = succ.key;
            parent = succParent;
            n = succ;
        }
        // n has at most one child, which takes its place.
        Node child = n.left != null ? n.left : n.right;
        if (parent == null) {
            root = child;
        } else if (parent.left == n) {
            parent.left = child;
        } else {
            parent.right = child;
        }
        size--;
        return true;
    }
}
