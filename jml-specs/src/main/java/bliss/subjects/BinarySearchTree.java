package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Weiss's unbalanced binary search tree as Java StarFinder analyses it ("BST", from SIR: {@code bst.BinarySearchTree}
 * and {@code bst.BinaryNode} of jpf-star), statement by statement: recursive insertion and removal that return the new
 * root of the subtree, removal of a node with two children by copying the smallest element of its right subtree.
 * Analysed methods: {@link #repOK}, {@link #insert}, {@link #remove}, {@link #find}, {@link #findMin},
 * {@link #findMax}.
 *
 * <p>Structure: {@code root} is the top node; every node has an int element and two children; no size field.
 * Invariant (the original's {@code repOK(root)}): every element lies strictly within the range its path from the root
 * allows (below every ancestor it is left of, above every ancestor it is right of). That alone makes the nodes a tree
 * (a node reached along two paths would lie on both sides of the node where they part), which the JML invariant
 * states explicitly.
 *
 * <p>Differences from the original (docs/subjects.md has the table): {@code repOK()} with no argument calls the
 * original's {@code repOK(root)}, the form the tool looks for; {@code isEmpty}, {@code makeEmpty}, {@code printTree}
 * are not ported (not analysed). {@link SearchTree} is a different, iterative binary search tree with a size field.
 */
public class BinarySearchTree {

    /*@ invariant (\forall BinaryNode n; \reach(root, BinaryNode, left + right).has(n);
      @       n.left != root && n.right != root
      @    && (n.left != null ==> n.left != n.right)
      @    && (\forall BinaryNode x; \reach(n.left, BinaryNode, left + right).has(x); x.element < n.element)
      @    && (\forall BinaryNode x; \reach(n.right, BinaryNode, left + right).has(x); n.element < x.element));
      @ invariant (\forall BinaryNode n, m;
      @       \reach(root, BinaryNode, left + right).has(n) && \reach(root, BinaryNode, left + right).has(m) && n != m;
      @       (n.left != null ==> n.left != m.left && n.left != m.right)
      @    && (n.right != null ==> n.right != m.left && n.right != m.right));
      @*/
    /** The tree root. */
    public BinaryNode root;

    /** A tree node (the original's {@code BinaryNode}). */
    public static class BinaryNode {
        public int element;
        public BinaryNode left;
        public BinaryNode right;

        BinaryNode(int theElement) {
            this(theElement, null, null);
        }

        BinaryNode(int theElement, BinaryNode lt, BinaryNode rt) {
            element = theElement;
            left = lt;
            right = rt;
        }

        public BinaryNode() {
            this(-1);
        }
    }

    /** The original's {@code Range}: the open interval an element must lie in, each end possibly infinite. */
    private static final class Range {
        final int lower;
        final int upper;
        final boolean isPositiveInfinity;
        final boolean isNegativeInfinity;

        Range() {
            this(0, 0, true, true);
        }

        private Range(int u, int l, boolean ip, boolean in) {
            this.upper = u;
            this.lower = l;
            this.isPositiveInfinity = ip;
            this.isNegativeInfinity = in;
        }

        boolean inRange(int value) {
            boolean ret = true;
            if (!isPositiveInfinity) {
                ret = value < upper;
            }
            if (!isNegativeInfinity) {
                ret = ret && (value > lower);
            }
            return ret;
        }

        Range setLower(int l) {
            assert isNegativeInfinity || (l > lower);
            return new Range(upper, l, isPositiveInfinity, false);
        }

        Range setUpper(int u) {
            assert isPositiveInfinity || (u < upper);
            return new Range(u, lower, false, isNegativeInfinity);
        }
    }

    /** Constructs the tree. */
    public BinarySearchTree() {
        root = null;
    }

    /** Inserts {@code x}; a duplicate is ignored. */
    public void insert(int x) {
        root = insert(x, root);
    }

    /** Removes {@code x}; nothing is done if it is not found. */
    public void remove(int x) {
        root = remove(x, root);
    }

    /** The smallest element, or -1 when the tree is empty. */
    public int findMin() {
        return elementAt(findMin(root));
    }

    /** The largest element, or -1 when the tree is empty. */
    public int findMax() {
        return elementAt(findMax(root));
    }

    /** The element equal to {@code x}, or -1 when there is none. */
    public int find(int x) {
        return elementAt(find(x, root));
    }

    /** The class invariant: the original's {@code repOK(root)}. */
    public boolean repOK() {
        return repOK(root);
    }

    /** The original's {@code repOK}: every element of the subtree within the range its path allows. */
    public boolean repOK(BinaryNode t) {
        return repOK(t, new Range());
    }

    boolean repOK(BinaryNode t, Range range) {
        if (t == null) {
            return true;
        }
        if (!range.inRange(t.element)) {
            return false;
        }
        boolean ret = true;
        ret = ret && repOK(t.left, range.setUpper(t.element));
        ret = ret && repOK(t.right, range.setLower(t.element));
        return ret;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the shape part of {@link #repOK} on a partially initialized tree; nodes
     * not yet initialized ({@link Symbolic#isSymbolic}) are skipped. Reads no element. On a concrete tree it
     * accepts exactly the trees whose shape satisfies repOK.
     */
    public boolean repOKHybrid() {
        BinaryNode r = root;
        if (r == null || Symbolic.isSymbolic(r)) {
            return true;
        }
        Set<BinaryNode> visited = new HashSet<>();
        List<BinaryNode> work = new ArrayList<>();
        visited.add(r);
        work.add(r);
        while (!work.isEmpty()) {
            BinaryNode n = work.remove(work.size() - 1);
            BinaryNode l = n.left;
            if (l != null && !Symbolic.isSymbolic(l)) {
                if (!visited.add(l)) {
                    return false;
                }
                work.add(l);
            }
            BinaryNode rt = n.right;
            if (rt != null && !Symbolic.isSymbolic(rt)) {
                if (!visited.add(rt)) {
                    return false;
                }
                work.add(rt);
            }
        }
        return true;
    }

    /** The element of {@code t}, or -1 when {@code t} is null. */
    private int elementAt(BinaryNode t) {
        if (t == null) {
            return -1;
        }
        return t.element;
    }

    /** Inserts {@code x} into the subtree {@code t}; returns the new root. */
    private BinaryNode insert(int x, BinaryNode t) {
        if (t == null) {
            t = new BinaryNode(x, null, null);
        } else if (x < t.element) {
            t.left = insert(x, t.left);
        } else if (x > t.element) {
            t.right = insert(x, t.right);
        } // else a duplicate: do nothing
        return t;
    }

    /** Removes {@code x} from the subtree {@code t}; returns the new root. */
    private BinaryNode remove(int x, BinaryNode t) {
        if (t == null) {
            return t; // not found: do nothing
        }
        if (x < t.element) {
            t.left = remove(x, t.left);
        } else if (x > t.element) {
            t.right = remove(x, t.right);
        } else if (t.left != null && t.right != null) { // two children
            t.element = findMin(t.right).element;
            t.right = remove(t.element, t.right);
        } else {
            t = (t.left != null) ? t.left : t.right;
        }
        return t;
    }

    /** The node with the smallest element of the subtree {@code t}, recursively, or null. */
    private BinaryNode findMin(BinaryNode t) {
        if (t == null) {
            return null;
        } else if (t.left == null) {
            return t;
        }
        return findMin(t.left);
    }

    /** The node with the largest element of the subtree {@code t}, iteratively, or null. */
    private BinaryNode findMax(BinaryNode t) {
        if (t != null) {
            while (t.right != null) {
                t = t.right;
            }
        }
        return t;
    }

    /** The node holding {@code x} in the subtree {@code t}, or null. */
    private BinaryNode find(int x, BinaryNode t) {
        if (t == null) {
            return null;
        }
        if (x < t.element) {
            return find(x, t.left);
        } else if (x > t.element) {
            return find(x, t.right);
        } else {
            return t; // match
        }
    }
}
