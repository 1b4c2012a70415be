package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A set of ints kept in an AVL tree (BLISS paper, Section V; the subject of Kiasan and TACO). Analysed methods:
 * {@link #bfs}, {@link #dfs}, {@link #repOK}, {@link #contains}, {@link #insert}, {@link #remove}.
 *
 * <p>Structure: {@code root} is the top {@link AvlNode}; every node has an element, two children and its
 * height (a leaf has height 0, an absent child counts as -1). There is no size field and no parent pointer.
 * Invariant in words:
 * <ul>
 *   <li>the nodes reachable from the root form a tree: the root is nobody's child, no node is the child of two
 *       nodes (nor both children of one), hence no cycle either;</li>
 *   <li>elements are in search order (so distinct);</li>
 *   <li>every node's height is one more than the larger of its children's heights, and the two children's
 *       heights differ by at most one. With a missing child (height -1) the other child, if any, is a leaf.</li>
 * </ul>
 */
public class AvlTree {

    /*@ invariant (\forall AvlNode n; \reach(root, AvlNode, left + right).has(n);
      @       n.left != root && n.right != root
      @    && (n.left != null ==> n.left != n.right)
      @    && (\forall AvlNode x; \reach(n.left, AvlNode, left + right).has(x); x.element < n.element)
      @    && (\forall AvlNode x; \reach(n.right, AvlNode, left + right).has(x); n.element < x.element)
      @    && (n.left == null && n.right == null ==> n.height == 0)
      @    && (n.left != null && n.right == null ==> n.left.height == 0 && n.height == 1)
      @    && (n.left == null && n.right != null ==> n.right.height == 0 && n.height == 1)
      @    && (n.left != null && n.right != null ==>
      @            n.left.height - n.right.height <= 1 && n.right.height - n.left.height <= 1
      @         && n.height == 1 + (n.left.height > n.right.height ? n.left.height : n.right.height)));
      @ invariant (\forall AvlNode n, m;
      @       \reach(root, AvlNode, left + right).has(n) && \reach(root, AvlNode, left + right).has(m) && n != m;
      @       (n.left != null ==> n.left != m.left && n.left != m.right)
      @    && (n.right != null ==> n.right != m.left && n.right != m.right));
      @*/
    public AvlNode root;

    /** A tree node. */
    public static class AvlNode {
        public int element;
        public AvlNode left;
        public AvlNode right;
        public int height;

        public AvlNode() {
        }

        public AvlNode(int element) {
            this.element = element;
        }
    }

    public AvlTree() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The class invariant: shape first (no node reached twice), then element order, then heights and balance bottom-up. */
    public boolean repOK() {
        if (root == null) {
            return true;
        }
        List<AvlNode> nodes = new ArrayList<>();
        Set<AvlNode> visited = new HashSet<>();
        visited.add(root);
        nodes.add(root);
        for (int i = 0; i < nodes.size(); i++) {
            AvlNode n = nodes.get(i);
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
        if (!inStrictOrder(root)) {
            return false;
        }
        // Children before parents (reverse breadth-first order): a wrong height shows at the first node read, which
        // keeps a bounded-exhaustive search over heights short.
        for (int i = nodes.size() - 1; i >= 0; i--) {
            AvlNode n = nodes.get(i);
            int hl = n.left == null ? -1 : n.left.height;
            int hr = n.right == null ? -1 : n.right.height;
            if (n.height != 1 + Math.max(hl, hr) || hl - hr > 1 || hr - hl > 1) {
                return false;
            }
        }
        return true;
    }

    /** True when an in-order walk of the (acyclic) tree meets strictly increasing elements. */
    private static boolean inStrictOrder(AvlNode top) {
        ArrayDeque<AvlNode> stack = new ArrayDeque<>();
        AvlNode n = top;
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
     * Hybrid precondition (paper Fig. 3): the shape part of {@link #repOK} on a partially initialized tree. It skips
     * nodes not yet initialized ({@link Symbolic#isSymbolic}) and rejects a node reached twice through initialized
     * links: a cycle or a shared node that no completion can undo. Reads no element or height. On a concrete tree
     * it accepts exactly the trees whose shape satisfies repOK.
     */
    public boolean repOKHybrid() {
        AvlNode r = root;
        if (r == null || Symbolic.isSymbolic(r)) {
            return true;
        }
        Set<AvlNode> visited = new HashSet<>();
        List<AvlNode> work = new ArrayList<>();
        visited.add(r);
        work.add(r);
        while (!work.isEmpty()) {
            AvlNode n = work.remove(work.size() - 1);
            AvlNode l = n.left;
            if (l != null && !Symbolic.isSymbolic(l)) {
                if (!visited.add(l)) {
                    return false;
                }
                work.add(l);
            }
            AvlNode rt = n.right;
            if (rt != null && !Symbolic.isSymbolic(rt)) {
                if (!visited.add(rt)) {
                    return false;
                }
                work.add(rt);
            }
        }
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** Breadth-first traversal; returns the sum of the elements. */
    public int bfs() {
        int sum = 0;
        if (root == null) {
            return sum;
        }
        ArrayDeque<AvlNode> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            AvlNode n = queue.poll();
            sum += n.element;
            if (n.left != null) {
                queue.add(n.left);
            }
            if (n.right != null) {
                queue.add(n.right);
            }
        }
        return sum;
    }

    /** Depth-first (pre-order) traversal; returns the sum of the elements. */
    public int dfs() {
        return dfs(root);
    }

    private static int dfs(AvlNode n) {
        if (n == null) {
            return 0;
        }
        return n.element + dfs(n.left) + dfs(n.right);
    }

    /** True when {@code x} is in the tree. */
    public boolean contains(int x) {
        AvlNode n = root;
        while (n != null) {
            if (x < n.element) {
                n = n.left;
            } else if (x > n.element) {
                n = n.right;
            } else {
                return true;
            }
        }
        return false;
    }

    /** Adds {@code x}; nothing happens when it is already there. */
    public void insert(int x) {
        root = insert(x, root);
    }

    /** Removes {@code x}; nothing happens when it is not there. */
    public void remove(int x) {
        root = remove(x, root);
    }

    /** Inserts into the subtree {@code t}; returns the subtree's new top. */
    private static AvlNode insert(int x, AvlNode t) {
        if (t == null) {
            return new AvlNode(x);
        }
        if (x < t.element) {
            t.left = insert(x, t.left);
        } else if (x > t.element) {
            t.right = insert(x, t.right);
        } else {
            return t;
        }
        return rebalance(t);
    }

    /** Removes from the subtree {@code t}; returns the subtree's new top. */
    private static AvlNode remove(int x, AvlNode t) {
        if (t == null) {
            return null;
        }
        if (x < t.element) {
            t.left = remove(x, t.left);
        } else if (x > t.element) {
            t.right = remove(x, t.right);
        } else if (t.left != null && t.right != null) {
            // Two children: take the smallest element of the right subtree, and remove that node instead.
            AvlNode m = t.right;
            while (m.left != null) {
                m = m.left;
            }
            t.element = m.element;
            t.right = removeSmallest(t.right);
        } else {
            // At most one child, itself a balanced subtree: it takes t's place.
            return t.left != null ? t.left : t.right;
        }
        return rebalance(t);
    }

    private static AvlNode removeSmallest(AvlNode t) {
        if (t.left == null) {
            return t.right;
        }
        t.left = removeSmallest(t.left);
        return rebalance(t);
    }

    private static int height(AvlNode n) {
        return n == null ? -1 : n.height;
    }

    private static void updateHeight(AvlNode n) {
        n.height = 1 + Math.max(height(n.left), height(n.right));
    }

    /**
     * Restores balance at {@code t}, whose subtrees are balanced and whose heights differ by at most two;
     * returns the subtree's new top with its height recomputed.
     */
    private static AvlNode rebalance(AvlNode t) {
        int balance = height(t.left) - height(t.right);
        if (balance > 1) {
            if (height(t.left.left) < height(t.left.right)) {
                t.left = rotateWithRightChild(t.left);
            }
            return rotateWithLeftChild(t);
        }
        if (balance < -1) {
            if (height(t.right.right) < height(t.right.left)) {
                t.right = rotateWithLeftChild(t.right);
            }
            return rotateWithRightChild(t);
        }
        updateHeight(t);
        return t;
    }

    /** The left child moves up (a right rotation); returns it. */
    private static AvlNode rotateWithLeftChild(AvlNode k2) {
        AvlNode k1 = k2.left;
        k2.left = k1.right;
        k1.right = k2;
        updateHeight(k2);
        updateHeight(k1);
        return k1;
    }

    /** The right child moves up (a left rotation); returns it. */
    private static AvlNode rotateWithRightChild(AvlNode k1) {
        AvlNode k2 = k1.right;
        k1.right = k2.left;
        k2.left = k1;
        updateHeight(k1);
        updateHeight(k2);
        return k2;
    }
}
