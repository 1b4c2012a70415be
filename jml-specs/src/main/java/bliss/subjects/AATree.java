package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Weiss's AA-tree as Java StarFinder analyses it ("AAT", from Sireum/Kiasan: {@code aatree.AATree} of jpf-star),
 * statement by statement: a balanced search tree whose nodes carry a level, kept with the rotations skew and split,
 * with a sentinel node {@code nullNode} standing for every missing child. Analysed methods: {@link #repOK},
 * {@link #insert}, {@link #remove}, {@link #contains}, {@link #findMin}, {@link #findMax}.
 *
 * <p>Structure: {@code nullNode} is the sentinel (its children are itself, its level 0); {@code root} is the top node,
 * or the sentinel when the tree is empty; {@code deletedNode} and {@code lastNode} are {@link #remove}'s scratch
 * fields. Invariant: the original's {@code wellFormed} (the sentinel as described, a root, elements strictly within
 * the range their path allows, and {@code wellLevel}: a left child one level below its parent, a right child on its
 * parent's level or one below, a right grandchild strictly below its grandparent, a node with a missing child at
 * level 1), and both scratch fields null, which is the original's precondition of {@code remove}
 * ({@code lastNode == null && deletedNode == null && wellFormed()}; the other methods require {@code wellFormed()}
 * and read neither scratch field).
 *
 * <p>Differences from the original (docs/subjects.md has the table): the class has one invariant, so it is remove's
 * precondition, the strongest of the original's (the other methods never read the scratch fields);
 * {@code nullNode} is not {@code final} (generated tests build an input by assigning its fields); {@code isEmpty} stays, and
 * {@code makeEmpty} is not ported (not analysed). The scope counts the sentinel, as {@link LinkedList}'s counts its
 * header: a tree of scope k has at most k - 1 elements.
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

        AANode() {
            this(0, null, null);
        }

        AANode(final int theElement, final AANode lt, final AANode rt) {
            this.element = theElement;
            this.left = lt;
            this.right = rt;
            this.level = 1;
        }
    }

    /** The original's exception for {@code findMin} and {@code findMax} on an empty tree. */
    public static class Underflow extends RuntimeException {
        private static final long serialVersionUID = 1L;
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

    /** Constructs the tree: the sentinel as root. */
    public AATree() {
        this.nullNode = new AANode(0, null, null);
        this.nullNode.left = this.nullNode.right = this.nullNode;
        this.nullNode.level = 0;
        this.root = this.nullNode;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The class invariant: the original's precondition of {@link #remove}. */
    public boolean repOK() {
        return this.lastNode == null && this.deletedNode == null && wellFormed();
    }

    /** The original's {@code wellFormed}. */
    public boolean wellFormed() {
        if (!validGlobals()) {
            return false;
        }
        if (this.root == null) {
            return false;
        }
        return ordered() && wellLevel(this.root, this.root.level + 1);
    }

    private boolean validGlobals() {
        if ((this.nullNode == null) || (this.nullNode.level != 0)) {
            return false;
        }
        if ((this.nullNode.left != this.nullNode) || (this.nullNode.right != this.nullNode)) {
            return false;
        }
        return true;
    }

    private boolean ordered() {
        return ordered(this.root, new Range());
    }

    private boolean ordered(final AANode t, final Range range) {
        if (t == null) {
            return false;
        }
        if (t == this.nullNode) {
            return true;
        }
        if (!range.inRange(t.element)) {
            return false;
        }
        boolean ret = ordered(t.left, range.setUpper(t.element));
        ret = ret && ordered(t.right, range.setLower(t.element));
        return ret;
    }

    /**
     * The original's structural invariant of levels: a leaf (a node with a missing child) is at level 1; a left child
     * is one level below its parent; a right child is on its parent's level or one below; a right grandchild is
     * strictly below its grandparent ({@code parentLevel}).
     */
    private boolean wellLevel(final AANode node, final int parentLevel) {
        if ((node.left == null) || (node.right == null)) {
            return false;
        }
        if (node == this.nullNode) {
            if (node.level != 0) {
                return false;
            } else {
                return true;
            }
        }
        if ((node.left == this.nullNode) || (node.right == this.nullNode)) {
            if (node.level != 1) {
                return false;
            }
        }
        if (node.left != this.nullNode) {
            if (node.level != node.left.level + 1) {
                return false;
            }
            if (!wellLevel(node.left, node.level)) {
                return false;
            }
        }
        if ((node.right != this.nullNode) && !(parentLevel > node.right.level)) {
            return false;
        }
        if (node.right != this.nullNode) {
            if (!((node.level == node.right.level) || (node.level == node.right.level + 1))) {
                return false;
            }
            return wellLevel(node.right, node.level);
        }
        return true;
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
    public boolean contains(final int x) {
        AANode current = this.root;
        this.nullNode.element = x;
        for (;;) {
            if (x < current.element) {
                current = current.left;
            } else if (x > current.element) {
                current = current.right;
            } else if (current != this.nullNode) {
                return true;
            } else {
                return false;
            }
        }
    }

    /**
     * The largest element.
     *
     * @throws Underflow when the tree is empty
     */
    public int findMax() {
        if (isEmpty()) {
            throw new Underflow();
        }
        AANode ptr = this.root;
        while (ptr.right != this.nullNode) {
            ptr = ptr.right;
        }
        return ptr.element;
    }

    /**
     * The smallest element.
     *
     * @throws Underflow when the tree is empty
     */
    public int findMin() {
        if (isEmpty()) {
            throw new Underflow();
        }
        AANode ptr = this.root;
        while (ptr.left != this.nullNode) {
            ptr = ptr.left;
        }
        return ptr.element;
    }

    /** Inserts {@code x}; a duplicate is ignored. */
    public void insert(final int x) {
        this.root = insert(x, this.root);
    }

    private AANode insert(final int x, AANode t) {
        if (t == this.nullNode) {
            return new AANode(x, this.nullNode, this.nullNode);
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

    /** True when the tree is logically empty. */
    public boolean isEmpty() {
        return this.root == this.nullNode;
    }

    /** Removes {@code x}; nothing happens when it is absent. The scratch fields keep their last nodes after. */
    public void remove(final int x) {
        this.deletedNode = this.nullNode;
        this.root = remove(x, this.root);
    }

    /**
     * Removes {@code x} from the subtree {@code t} and returns the subtree's root. Step 1: search down the tree,
     * setting lastNode and deletedNode; step 2: at the bottom, if {@code x} is present, remove it; step 3: otherwise
     * rebalance on the way up.
     */
    private AANode remove(final int x, AANode t) {
        if (t != this.nullNode) {
            this.lastNode = t;
            if (x < t.element) {
                t.left = remove(x, t.left);
            } else {
                this.deletedNode = t;
                t.right = remove(x, t.right);
            }
            if (t == this.lastNode) {
                if ((this.deletedNode == this.nullNode) || (x != this.deletedNode.element)) {
                    return t; // not found: do nothing
                }
                this.deletedNode.element = t.element;
                t = t.right;
            } else if ((t.left.level < t.level - 1) || (t.right.level < t.level - 1)) {
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

    /** Rotates a node with its left child. */
    private AANode rotateWithLeftChild(final AANode k2) {
        final AANode k1 = k2.left;
        k2.left = k1.right;
        k1.right = k2;
        return k1;
    }

    /** Rotates a node with its right child. */
    private AANode rotateWithRightChild(final AANode k1) {
        final AANode k2 = k1.right;
        k1.right = k2.left;
        k2.left = k1;
        return k2;
    }

    /** Skew: a left child on its parent's level rotates up. */
    private AANode skew(AANode t) {
        if (t.left.level == t.level) {
            t = rotateWithLeftChild(t);
        }
        return t;
    }

    /** Split: two right links on one level; the middle node rotates up and goes one level higher. */
    private AANode split(AANode t) {
        if (t.right.right.level == t.level) {
            t = rotateWithRightChild(t);
            t.level++;
        }
        return t;
    }
}
