package bliss.subjects;

import java.util.NoSuchElementException;

/**
 * A map from int keys to int values in a left-leaning red-black tree (Sedgewick's 2-3 variant), written as a user
 * writes one: the invariant is a {@link #repOK} and nothing else (no JML invariant, no hybrid precondition, no
 * finitization hints). Analysed methods: {@link #repOK}, {@link #put}, {@link #get}, {@link #containsKey}.
 *
 * <p>Invariant, as {@link #repOK} checks it in this order: the keys increase strictly in order (so the nodes form a
 * tree), each node's {@code size} counts the nodes of its subtree, the root is black, no right link is red and no red node has a red left child
 * (the tree leans left and encodes a 2-3 tree), and every path from the root to a null link meets the same number of
 * black nodes.
 */
public class LlrbTree {

    public static final boolean RED = true;
    public static final boolean BLACK = false;

    public Node root;

    /** A node; a new one is red. {@code size} counts the nodes of its subtree. */
    public static class Node {
        public int key;
        public int value;
        public Node left;
        public Node right;
        public boolean color;
        public int size;

        public Node() {
        }

        Node(int key, int value) {
            this.key = key;
            this.value = value;
            this.color = RED;
            this.size = 1;
        }
    }

    public LlrbTree() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant

    /**
     * The invariant as Sedgewick's {@code check()} states it: a search tree (which also rules out cycles and shared
     * nodes: a node met twice would have to lie on both sides of a key), every node's {@code size} the number of
     * nodes of its subtree, a 2-3 tree (black root, no red right link, no red node with a red left child), and black
     * balance.
     */
    public boolean repOK() {
        return isBST(root, false, 0, false, 0) && isSizeConsistent(root) && !isRed(root) && is23(root)
                && isBalanced();
    }

    /** Whether every key below {@code n} lies strictly between the bounds given, the left ones below it. */
    private static boolean isBST(Node n, boolean hasLow, int low, boolean hasHigh, int high) {
        if (n == null) {
            return true;
        }
        if (hasLow && n.key <= low || hasHigh && n.key >= high) {
            return false;
        }
        return isBST(n.left, hasLow, low, true, n.key) && isBST(n.right, true, n.key, hasHigh, high);
    }

    private static boolean isSizeConsistent(Node n) {
        if (n == null) {
            return true;
        }
        if (n.size != size(n.left) + size(n.right) + 1) {
            return false;
        }
        return isSizeConsistent(n.left) && isSizeConsistent(n.right);
    }

    private static int size(Node n) {
        return n == null ? 0 : n.size;
    }

    /** No red right link, no red node with a red left child. */
    private static boolean is23(Node n) {
        if (n == null) {
            return true;
        }
        if (isRed(n.right) || isRed(n) && isRed(n.left)) {
            return false;
        }
        return is23(n.left) && is23(n.right);
    }

    /** Every path from the root to a null link meets as many black nodes as the leftmost one. */
    private boolean isBalanced() {
        int black = 0;
        for (Node n = root; n != null; n = n.left) {
            if (!isRed(n)) {
                black++;
            }
        }
        return isBalanced(root, black);
    }

    private static boolean isBalanced(Node n, int black) {
        if (n == null) {
            return black == 0;
        }
        if (!isRed(n)) {
            black--;
        }
        return isBalanced(n.left, black) && isBalanced(n.right, black);
    }

    private static boolean isRed(Node n) {
        return n != null && n.color == RED;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** Maps {@code key} to {@code value}: a new red leaf, then the rotations and flips on the way back up. */
    public void put(int key, int value) {
        root = put(root, key, value);
        root.color = BLACK;
    }

    private Node put(Node h, int key, int value) {
        if (h == null) {
            return new Node(key, value);
        }
        if (key < h.key) {
            h.left = put(h.left, key, value);
        } else if (key > h.key) {
            h.right = put(h.right, key, value);
        } else {
            h.value = value;
        }
        if (isRed(h.right) && !isRed(h.left)) {
            h = rotateLeft(h);
        }
        if (isRed(h.left) && isRed(h.left.left)) {
            h = rotateRight(h);
        }
        if (isRed(h.left) && isRed(h.right)) {
            flipColors(h);
        }
        h.size = size(h.left) + size(h.right) + 1;
        return h;
    }

    /** The value of {@code key}. */
    public int get(int key) {
        Node n = root;
        while (n != null) {
            if (key < n.key) {
                n = n.left;
            } else if (key > n.key) {
                n = n.right;
            } else {
                return n.value;
            }
        }
        throw new NoSuchElementException("no key " + key);
    }

    public boolean containsKey(int key) {
        Node n = root;
        while (n != null) {
            if (key == n.key) {
                return true;
            }
            n = key < n.key ? n.left : n.right;
        }
        return false;
    }

    private static Node rotateLeft(Node h) {
        Node x = h.right;
        h.right = x.left;
        x.left = h;
        x.color = h.color;
        h.color = RED;
        x.size = h.size;
        h.size = size(h.left) + size(h.right) + 1;
        return x;
    }

    private static Node rotateRight(Node h) {
        Node x = h.left;
        h.left = x.right;
        x.right = h;
        x.color = h.color;
        h.color = RED;
        x.size = h.size;
        h.size = size(h.left) + size(h.right) + 1;
        return x;
    }

    private static void flipColors(Node h) {
        h.color = !h.color;
        h.left.color = !h.left.color;
        h.right.color = !h.right.color;
    }
}
