package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A set of ints in an unbalanced binary search tree, after Weiss's {@code BinarySearchTree} (the "BST" subject of
 * the Java StarFinder evaluation, taken there from SIR): recursive insertion and removal that return the new root
 * of the subtree, removal of a node with two children by copying the smallest element of its right subtree.
 * Analysed methods: {@link #repOK}, {@link #insert}, {@link #remove}, {@link #contains}, {@link #findMin},
 * {@link #findMax}.
 *
 * <p>Structure: {@code root} is the top node; every node has an element and two children. There is no size field,
 * as in the original. Invariant: the nodes reachable from the root form a tree (the root is nobody's child, no
 * node is the child of two nodes nor both children of one, hence no cycle) and elements are in search order (so
 * distinct).
 *
 * <p>Differences from the original: elements are ints rather than {@code Comparable}s, and {@link #findMin} and
 * {@link #findMax} throw {@link NoSuchElementException} on an empty tree where the original returned null.
 * {@link SearchTree} is a different, iterative binary search tree with a size field.
 */
public class BinarySearchTree {

    /*@ invariant (\forall Node n; \reach(root, Node, left + right).has(n);
      @       n.left != root && n.right != root
      @    && (n.left != null ==> n.left != n.right)
      @    && (\forall Node x; \reach(n.left, Node, left + right).has(x); x.element < n.element)
      @    && (\forall Node x; \reach(n.right, Node, left + right).has(x); n.element < x.element));
      @ invariant (\forall Node n, m;
      @       \reach(root, Node, left + right).has(n) && \reach(root, Node, left + right).has(m) && n != m;
      @       (n.left != null ==> n.left != m.left && n.left != m.right)
      @    && (n.right != null ==> n.right != m.left && n.right != m.right));
      @*/
    public Node root;

    /** A tree node. */
    public static class Node {
        public int element;
        public Node left;
        public Node right;

        public Node() {
        }

        public Node(int element) {
            this.element = element;
        }
    }

    public BinarySearchTree() {
    }

    /** The class invariant: shape (no node reached twice), then element order. */
    public boolean repOK() {
        if (root == null) {
            return true;
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
            if (!first && n.element <= last) {
                return false;
            }
            first = false;
            last = n.element;
            n = n.right;
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the shape part of {@link #repOK} on a partially initialized tree; nodes
     * not yet initialized ({@link Symbolic#isSymbolic}) are skipped. Reads no element. On a concrete tree it
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

    /** Inserts {@code x}; a duplicate is ignored. */
    public void insert(int x) {
        root = insert(x, root);
    }

    /** Removes {@code x}; nothing happens when it is absent. */
    public void remove(int x) {
        root = remove(x, root);
    }

    /** True when {@code x} is in the tree. */
    public boolean contains(int x) {
        Node t = root;
        while (t != null) {
            if (x < t.element) {
                t = t.left;
            } else if (x > t.element) {
                t = t.right;
            } else {
                return true;
            }
        }
        return false;
    }

    /**
     * The smallest element.
     *
     * @throws NoSuchElementException when the tree is empty
     */
    public int findMin() {
        if (root == null) {
            throw new NoSuchElementException();
        }
        return findMin(root).element;
    }

    /**
     * The largest element.
     *
     * @throws NoSuchElementException when the tree is empty
     */
    public int findMax() {
        Node t = root;
        if (t == null) {
            throw new NoSuchElementException();
        }
        while (t.right != null) {
            t = t.right;
        }
        return t.element;
    }

    /** The leftmost node of the nonempty subtree {@code t}, found recursively as in the original. */
    private static Node findMin(Node t) {
        if (t.left == null) {
            return t;
        }
        return findMin(t.left);
    }

    /** Inserts {@code x} into the subtree {@code t}; returns the subtree's root. */
    private static Node insert(int x, Node t) {
        if (t == null) {
            return new Node(x);
        }
        if (x < t.element) {
            t.left = insert(x, t.left);
        } else if (x > t.element) {
            t.right = insert(x, t.right);
        }
        return t;
    }

    /** Removes {@code x} from the subtree {@code t}; returns the subtree's root. */
    private static Node remove(int x, Node t) {
        if (t == null) {
            return null;
        }
        if (x < t.element) {
            t.left = remove(x, t.left);
        } else if (x > t.element) {
            t.right = remove(x, t.right);
        } else if (t.left != null && t.right != null) {
            t.element = findMin(t.right).element;
            t.right = remove(t.element, t.right);
        } else {
            t = t.left != null ? t.left : t.right;
        }
        return t;
    }
}
