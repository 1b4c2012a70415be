package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A set of ints in an AA-tree, after Weiss's {@code AATree} (the "AAT" subject of the Java StarFinder evaluation,
 * taken there from Sireum/Kiasan): a balanced search tree whose nodes carry a level, kept with the two rotations
 * skew and split, with a sentinel node {@code nullNode} standing for every missing child. Analysed methods:
 * {@link #repOK}, {@link #insert}, {@link #remove}, {@link #contains}, {@link #findMin}, {@link #findMax}.
 *
 * <p>Structure: {@code nullNode} is the sentinel: its children are itself and its level is 0. {@code root} is the
 * top node, or the sentinel when the tree is empty. Every other node has an element, two children (the sentinel
 * where a child is missing) and a level. {@code deletedNode} and {@code lastNode} are the scratch fields of
 * {@link #remove}; between operations they are null. Invariant in words (Weiss's {@code wellFormed}):
 * <ul>
 *   <li>the sentinel exists, is its own left and right child, and has level 0; the root exists;</li>
 *   <li>the nodes other than the sentinel reachable from the root form a tree: no child is null, the root is
 *       nobody's child, and no such node is a child of two nodes nor both children of one (the sentinel is the
 *       child of many);</li>
 *   <li>elements are in search order (so distinct); the sentinel's element is free (contains uses it as the
 *       search's stopper);</li>
 *   <li>levels: a node's left child is one level below it; its right child is on its level or one below; its right
 *       child's right child is strictly below it (with the sentinel at level 0, a node with a missing child is at
 *       level 1, and a node above level 1 has two children);</li>
 *   <li>the scratch fields are null.</li>
 * </ul>
 *
 * <p>Differences from the original: elements are ints rather than {@code Comparable}s; {@link #findMin} and
 * {@link #findMax} throw {@link NoSuchElementException} on an empty tree (the original threw its own
 * {@code Underflow}); {@link #remove} clears its scratch fields before returning, so that the invariant (which the
 * original states as remove's precondition) holds between operations. The scope counts the sentinel, as
 * {@link LinkedList}'s counts its header: a tree of scope k has at most k - 1 elements.
 */
public class AATree {

    /*@ invariant nullNode != null && nullNode.left == nullNode && nullNode.right == nullNode && nullNode.level == 0;
      @ invariant root != null && deletedNode == null && lastNode == null;
      @ invariant (\forall AANode n; \reach(root, AANode, left + right).has(n) && n != nullNode;
      @       n.left != null && n.right != null && n.left != root && n.right != root
      @    && (n.left != nullNode ==> n.left != n.right)
      @    && (\forall AANode x; \reach(n.left, AANode, left + right).has(x) && x != nullNode; x.element < n.element)
      @    && (\forall AANode x; \reach(n.right, AANode, left + right).has(x) && x != nullNode; n.element < x.element)
      @    && n.left.level == n.level - 1
      @    && (n.right.level == n.level || n.right.level == n.level - 1)
      @    && n.right.right.level < n.level);
      @ invariant (\forall AANode n, m;
      @       \reach(root, AANode, left + right).has(n) && \reach(root, AANode, left + right).has(m)
      @    && n != m && n != nullNode && m != nullNode;
      @       (n.left != nullNode ==> n.left != m.left && n.left != m.right)
      @    && (n.right != nullNode ==> n.right != m.left && n.right != m.right));
      @*/
    public AANode root;
    public AANode nullNode;
    public AANode deletedNode;
    public AANode lastNode;

    /** A tree node; the sentinel is one too. */
    public static class AANode {
        public int element;
        public AANode left;
        public AANode right;
        public int level;

        public AANode() {
        }

        public AANode(int element, AANode left, AANode right) {
            this.element = element;
            this.left = left;
            this.right = right;
            this.level = 1;
        }
    }

    /** The empty tree: the sentinel as root. */
    public AATree() {
        nullNode = new AANode(0, null, null);
        nullNode.left = nullNode;
        nullNode.right = nullNode;
        nullNode.level = 0;
        root = nullNode;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /**
     * The class invariant: the sentinel, the scratch fields, the shape (no node but the sentinel reached twice),
     * then element order, then levels.
     */
    public boolean repOK() {
        AANode sentinel = nullNode;
        if (sentinel == null || sentinel.left != sentinel || sentinel.right != sentinel) {
            return false;
        }
        if (root == null || deletedNode != null || lastNode != null) {
            return false;
        }
        List<AANode> nodes = new ArrayList<>();
        Set<AANode> visited = new HashSet<>();
        if (root != sentinel) {
            visited.add(root);
            nodes.add(root);
        }
        for (int i = 0; i < nodes.size(); i++) {
            AANode n = nodes.get(i);
            if (n.left == null || n.right == null) {
                return false;
            }
            if (n.left != sentinel) {
                if (!visited.add(n.left)) {
                    return false;
                }
                nodes.add(n.left);
            }
            if (n.right != sentinel) {
                if (!visited.add(n.right)) {
                    return false;
                }
                nodes.add(n.right);
            }
        }
        if (sentinel.level != 0) {
            return false;
        }
        if (!ordered(root, false, 0, false, 0)) {
            return false;
        }
        for (int i = 0; i < nodes.size(); i++) {
            AANode n = nodes.get(i);
            if (n.left.level != n.level - 1) {
                return false;
            }
            if (n.right.level != n.level && n.right.level != n.level - 1) {
                return false;
            }
            if (n.right.right.level >= n.level) {
                return false;
            }
        }
        return true;
    }

    /** True when the elements of the (acyclic) subtree {@code t} lie strictly between the given bounds. */
    private boolean ordered(AANode t, boolean hasLow, int low, boolean hasHigh, int high) {
        if (t == nullNode) {
            return true;
        }
        if (hasLow && t.element <= low || hasHigh && t.element >= high) {
            return false;
        }
        return ordered(t.left, hasLow, low, true, t.element) && ordered(t.right, true, t.element, hasHigh, high);
    }

    /**
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * tree. Nodes not yet initialized ({@link Symbolic#isSymbolic}) are skipped, never dereferenced; every check
     * involves only initialized nodes, or passes. Rejects a missing sentinel or root, a scratch field that is not
     * null, a sentinel whose initialized children are not itself, and, once the sentinel is known, a null child and
     * a node other than the sentinel reached twice from the root. While {@code nullNode} is not initialized any node
     * may still turn out to be the sentinel, which is everybody's child, so no sharing is rejected then. Reads no
     * element or level. On a concrete tree it accepts exactly the trees whose references satisfy repOK.
     */
    public boolean repOKHybrid() {
        AANode s = nullNode;
        AANode r = root;
        AANode d = deletedNode;
        AANode l = lastNode;
        if (s == null || r == null) {
            return false;
        }
        if (d != null && !Symbolic.isSymbolic(d) || l != null && !Symbolic.isSymbolic(l)) {
            return false;
        }
        if (Symbolic.isSymbolic(s)) {
            return true;
        }
        AANode sl = s.left;
        AANode sr = s.right;
        if (sl != s && !Symbolic.isSymbolic(sl) || sr != s && !Symbolic.isSymbolic(sr)) {
            return false;
        }
        if (Symbolic.isSymbolic(r) || r == s) {
            return true;
        }
        Set<AANode> visited = new HashSet<>();
        List<AANode> work = new ArrayList<>();
        visited.add(r);
        work.add(r);
        while (!work.isEmpty()) {
            AANode n = work.remove(work.size() - 1);
            if (!childMayBe(n.left, s, visited, work) || !childMayBe(n.right, s, visited, work)) {
                return false;
            }
        }
        return true;
    }

    /** False when {@code c} is null or a node met before; queues {@code c} when it is a new initialized node. */
    private static boolean childMayBe(AANode c, AANode sentinel, Set<AANode> visited, List<AANode> work) {
        if (c == null) {
            return false;
        }
        if (Symbolic.isSymbolic(c) || c == sentinel) {
            return true;
        }
        if (!visited.add(c)) {
            return false;
        }
        work.add(c);
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** True when {@code x} is in the tree; the sentinel holds {@code x} during the search, so it always stops. */
    public boolean contains(int x) {
        AANode current = root;
        nullNode.element = x;
        while (true) {
            if (x < current.element) {
                current = current.left;
            } else if (x > current.element) {
                current = current.right;
            } else {
                return current != nullNode;
            }
        }
    }

    /**
     * The smallest element.
     *
     * @throws NoSuchElementException when the tree is empty
     */
    public int findMin() {
        if (isEmpty()) {
            throw new NoSuchElementException();
        }
        AANode p = root;
        while (p.left != nullNode) {
            p = p.left;
        }
        return p.element;
    }

    /**
     * The largest element.
     *
     * @throws NoSuchElementException when the tree is empty
     */
    public int findMax() {
        if (isEmpty()) {
            throw new NoSuchElementException();
        }
        AANode p = root;
        while (p.right != nullNode) {
            p = p.right;
        }
        return p.element;
    }

    /** True when the tree holds nothing. */
    public boolean isEmpty() {
        return root == nullNode;
    }

    /** Inserts {@code x}; a duplicate is ignored. */
    public void insert(int x) {
        root = insert(x, root);
    }

    /** Removes {@code x}; nothing happens when it is absent. */
    public void remove(int x) {
        deletedNode = nullNode;
        root = remove(x, root);
        deletedNode = null;
        lastNode = null;
    }

    private AANode insert(int x, AANode t) {
        if (t == nullNode) {
            return new AANode(x, nullNode, nullNode);
        }
        if (x < t.element) {
            t.left = insert(x, t.left);
        } else if (x > t.element) {
            t.right = insert(x, t.right);
        } else {
            return t;
        }
        t = skew(t);
        t = split(t);
        return t;
    }

    /**
     * Removes {@code x} from the subtree {@code t} and returns the subtree's root. On the way down it remembers the
     * last node visited and the last node where the search turned right (the candidate holding {@code x}); at the
     * bottom the candidate takes the last node's element and the last node is cut out; on the way up levels are
     * lowered and the path rebalanced with skews and splits.
     */
    private AANode remove(int x, AANode t) {
        if (t != nullNode) {
            lastNode = t;
            if (x < t.element) {
                t.left = remove(x, t.left);
            } else {
                deletedNode = t;
                t.right = remove(x, t.right);
            }
            if (t == lastNode) {
                if (deletedNode == nullNode || x != deletedNode.element) {
                    return t;
                }
                deletedNode.element = t.element;
                t = t.right;
            } else if (t.left.level < t.level - 1 || t.right.level < t.level - 1) {
                t.level = t.level - 1;
                if (t.right.level > t.level) {
                    t.right.level = t.level;
                }
                t = skew(t);
                t.right = skew(t.right);
                t.right.right = skew(t.right.right);
                t = split(t);
                t.right = split(t.right);
            }
        }
        return t;
    }

    /** A left child on its parent's level rotates up. */
    private AANode skew(AANode t) {
        if (t.left.level == t.level) {
            AANode l = t.left;
            t.left = l.right;
            l.right = t;
            return l;
        }
        return t;
    }

    /** Two right links on one level: the middle node rotates up and goes one level higher. */
    private AANode split(AANode t) {
        if (t.right.right.level == t.level) {
            AANode r = t.right;
            t.right = r.left;
            r.left = t;
            r.level++;
            return r;
        }
        return t;
    }
}
