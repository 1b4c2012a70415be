package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A min-heap of ints kept as a binomial heap (BLISS paper, Section V; a case study of Visser et al. and of TACO).
 * Analysed methods: {@link #bfs}, {@link #dfs}, {@link #repOK}, {@link #insert}, {@link #extractMin},
 * {@link #delete}, and {@link #extractMinBuggy} through the bug-finding driver of paper Fig. 14; call sequences
 * also use {@link #findMinimum} and {@link #decreaseKey}.
 *
 * <p>Structure: {@code Nodes} heads the root list, linked by {@code sibling}, roots in strictly increasing
 * degree. A node of degree d has d children: {@code child} is the first, the others follow along
 * {@code sibling}, with degrees d-1, d-2, ..., 0; so every tree of degree d is a binomial tree of 2^d nodes.
 * Every child's {@code parent} is its parent node, every root's is null. Keys are heap-ordered (a child's key
 * is at least its parent's; duplicates are allowed), and {@code size} counts the nodes.
 *
 * <p>The invariant states acyclicity but not the absence of sharing: that follows from the parent pointers. Two
 * links into one node would give it two parents, or (a node's children all lie on its child list, the roots on
 * the root list) make a sibling list meet itself, which is a cycle. (Degrees alone also exclude cycles; the
 * explicit clause keeps the reference clauses self-contained, as the hybrid precondition sees them.)
 */
public class BinomialHeap {

    /*@ invariant Nodes != null ==> Nodes.parent == null;
      @ invariant size == \reach(Nodes, BinomialHeapNode, sibling + child).int_size();
      @ invariant (\forall BinomialHeapNode n; \reach(Nodes, BinomialHeapNode, sibling + child).has(n);
      @       (n.child == null ==> n.degree == 0)
      @    && (n.child != null ==> n.child.parent == n && n.child.degree == n.degree - 1)
      @    && (n.sibling != null ==> n.sibling.parent == n.parent)
      @    && !\reach(n.sibling, BinomialHeapNode, sibling + child).has(n)
      @    && !\reach(n.child, BinomialHeapNode, sibling + child).has(n)
      @    && (n.parent == null && n.sibling != null ==> n.degree < n.sibling.degree)
      @    && (n.parent != null && n.sibling == null ==> n.degree == 0)
      @    && (n.parent != null && n.sibling != null ==> n.sibling.degree == n.degree - 1)
      @    && (n.parent != null ==> n.parent.key <= n.key));
      @*/
    public BinomialHeapNode Nodes;
    public int size;

    /** A node: a root of the root list, or a child in its parent's child list. */
    public static class BinomialHeapNode {
        public int key;
        public int degree;
        public BinomialHeapNode parent;
        public BinomialHeapNode sibling;
        public BinomialHeapNode child;

        public BinomialHeapNode() {
        }

        public BinomialHeapNode(int key) {
            this.key = key;
        }
    }

    public BinomialHeap() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /**
     * The class invariant: shape (no node reached twice along sibling and child), parent pointers, size, then
     * degrees and heap order.
     */
    public boolean repOK() {
        if (Nodes == null) {
            return size == 0;
        }
        List<BinomialHeapNode> nodes = new ArrayList<>();
        Set<BinomialHeapNode> visited = new HashSet<>();
        visited.add(Nodes);
        nodes.add(Nodes);
        for (int i = 0; i < nodes.size(); i++) {
            BinomialHeapNode n = nodes.get(i);
            if (n.sibling != null) {
                if (!visited.add(n.sibling)) {
                    return false;
                }
                nodes.add(n.sibling);
            }
            if (n.child != null) {
                if (!visited.add(n.child)) {
                    return false;
                }
                nodes.add(n.child);
            }
        }
        if (Nodes.parent != null) {
            return false;
        }
        for (int i = 0; i < nodes.size(); i++) {
            BinomialHeapNode n = nodes.get(i);
            if (n.child != null && n.child.parent != n) {
                return false;
            }
            if (n.sibling != null && n.sibling.parent != n.parent) {
                return false;
            }
        }
        if (size != nodes.size()) {
            return false;
        }
        for (int i = 0; i < nodes.size(); i++) {
            BinomialHeapNode n = nodes.get(i);
            if (n.child == null ? n.degree != 0 : n.child.degree != n.degree - 1) {
                return false;
            }
            if (n.parent == null) {
                if (n.sibling != null && n.sibling.degree <= n.degree) {
                    return false;
                }
            } else if (n.sibling == null ? n.degree != 0 : n.sibling.degree != n.degree - 1) {
                return false;
            }
        }
        for (int i = 0; i < nodes.size(); i++) {
            BinomialHeapNode n = nodes.get(i);
            if (n.parent != null && n.parent.key > n.key) {
                return false;
            }
        }
        return true;
    }

    /**
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * heap. Nodes not yet initialized ({@link Symbolic#isSymbolic}) are skipped, never dereferenced nor put in a
     * set. It rejects, each only where the pointers involved are initialized:
     * <ul>
     *   <li>a node reached twice along child and sibling, a first root with a parent, a child whose parent is not
     *       the node above it, a sibling whose parent differs from its left neighbour's;</li>
     *   <li>a cycle along parent pointers (which the analysed methods walk upwards);</li>
     *   <li>a fully initialized subtree that is not a binomial tree of the order its place demands (a node with m
     *       children has children of orders m-1, ..., 0, in that order), and root trees whose orders do not grow
     *       along the root list. These are shape facts: the degrees that repOK checks follow from the shape.</li>
     * </ul>
     * Reads no key, degree or size. On a concrete heap it accepts exactly the heaps whose shape and parent pointers
     * some keys, degrees and size make valid.
     */
    public boolean repOKHybrid() {
        BinomialHeapNode first = Nodes;
        if (first == null || Symbolic.isSymbolic(first)) {
            return true;
        }
        BinomialHeapNode fp = first.parent;
        if (fp != null && !Symbolic.isSymbolic(fp)) {
            return false;
        }
        Set<BinomialHeapNode> visited = new HashSet<>();
        List<BinomialHeapNode> work = new ArrayList<>();
        visited.add(first);
        work.add(first);
        while (!work.isEmpty()) {
            BinomialHeapNode n = work.remove(work.size() - 1);
            BinomialHeapNode s = n.sibling;
            if (s != null && !Symbolic.isSymbolic(s)) {
                if (!visited.add(s)) {
                    return false;
                }
                BinomialHeapNode sp = s.parent;
                BinomialHeapNode np = n.parent;
                if (sp != np && !Symbolic.isSymbolic(sp) && !Symbolic.isSymbolic(np)) {
                    return false;
                }
                work.add(s);
            }
            BinomialHeapNode c = n.child;
            if (c != null && !Symbolic.isSymbolic(c)) {
                if (!visited.add(c)) {
                    return false;
                }
                BinomialHeapNode cp = c.parent;
                if (cp != n && (cp == null || !Symbolic.isSymbolic(cp))) {
                    return false;
                }
                work.add(c);
            }
        }
        for (BinomialHeapNode n : visited) {
            if (!parentChainIsAcyclic(n)) {
                return false;
            }
        }
        return orderedList(first, false) != NOT_BINOMIAL;
    }

    /** Orders of partly initialized subtrees: the shape is not known yet. */
    private static final int INCOMPLETE = -2;
    /** A fully known shape that no binomial heap has. */
    private static final int NOT_BINOMIAL = -1;

    /** Walks up the initialized parent pointers from {@code n}; false when the walk comes back to a node. */
    private static boolean parentChainIsAcyclic(BinomialHeapNode n) {
        Set<BinomialHeapNode> up = new HashSet<>();
        BinomialHeapNode p = n;
        while (p != null && !Symbolic.isSymbolic(p)) {
            if (!up.add(p)) {
                return false;
            }
            p = p.parent;
        }
        return true;
    }

    /**
     * Checks a list of binomial trees linked by sibling, starting at {@code head}: a child list ({@code children}:
     * orders m-1, ..., 0 for m trees) or the root list (orders strictly increasing). Only trees whose shape is fully
     * known are compared.
     *
     * @return for a complete child list, m (the order of the tree owning it); {@link #INCOMPLETE} when some part is
     *         not initialized yet; {@link #NOT_BINOMIAL} when the known part already rules out every binomial heap
     */
    private static int orderedList(BinomialHeapNode head, boolean children) {
        List<Integer> orders = new ArrayList<>();
        boolean listComplete = true;
        for (BinomialHeapNode t = head; t != null; t = t.sibling) {
            if (Symbolic.isSymbolic(t)) {
                listComplete = false;
                break;
            }
            int o = treeOrder(t);
            if (o == NOT_BINOMIAL) {
                return NOT_BINOMIAL;
            }
            orders.add(o);
        }
        int m = orders.size();
        boolean treesComplete = true;
        for (int i = 0; i < m; i++) {
            int o = orders.get(i);
            if (o == INCOMPLETE) {
                treesComplete = false;
                continue;
            }
            if (children && listComplete && o != m - 1 - i) {
                return NOT_BINOMIAL;
            }
            if (i + 1 < m && orders.get(i + 1) >= 0) {
                int next = orders.get(i + 1);
                if (children ? o != next + 1 : o >= next) {
                    return NOT_BINOMIAL;
                }
            }
        }
        if (!listComplete || !treesComplete) {
            return INCOMPLETE;
        }
        return children ? m : 0;
    }

    /** The order of the binomial tree rooted at {@code t}, or INCOMPLETE, or NOT_BINOMIAL. */
    private static int treeOrder(BinomialHeapNode t) {
        BinomialHeapNode c = t.child;
        if (c == null) {
            return 0;
        }
        if (Symbolic.isSymbolic(c)) {
            return INCOMPLETE;
        }
        return orderedList(c, true);
    }

    /** The number of nodes reachable from the root list (equal to {@code size} in a valid heap). */
    public int numNodes() {
        return count(Nodes);
    }

    private static int count(BinomialHeapNode n) {
        int c = 0;
        while (n != null) {
            c += 1 + count(n.child);
            n = n.sibling;
        }
        return c;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** Breadth-first traversal along sibling and child; returns the sum of the keys. */
    public int bfs() {
        int sum = 0;
        if (Nodes == null) {
            return sum;
        }
        ArrayDeque<BinomialHeapNode> queue = new ArrayDeque<>();
        queue.add(Nodes);
        while (!queue.isEmpty()) {
            BinomialHeapNode n = queue.poll();
            sum += n.key;
            if (n.sibling != null) {
                queue.add(n.sibling);
            }
            if (n.child != null) {
                queue.add(n.child);
            }
        }
        return sum;
    }

    /** Depth-first traversal (a node, its children, then its right siblings); returns the sum of the keys. */
    public int dfs() {
        return dfs(Nodes);
    }

    private static int dfs(BinomialHeapNode n) {
        if (n == null) {
            return 0;
        }
        return n.key + dfs(n.child) + dfs(n.sibling);
    }

    /** Adds {@code key} (duplicates allowed). */
    public void insert(int key) {
        Nodes = linkEqualDegrees(mergeRootLists(Nodes, new BinomialHeapNode(key)));
        size++;
    }

    /**
     * The smallest key.
     *
     * @throws NoSuchElementException when the heap is empty
     */
    public int findMinimum() {
        if (Nodes == null) {
            throw new NoSuchElementException("empty heap");
        }
        return minimumRoot().key;
    }

    /**
     * Removes and returns the smallest key: its root leaves the root list, and its children, as a root list of
     * their own, are merged back.
     *
     * @throws NoSuchElementException when the heap is empty
     */
    public int extractMin() {
        if (Nodes == null) {
            throw new NoSuchElementException("empty heap");
        }
        BinomialHeapNode min = minimumRoot();
        detachRoot(min);
        Nodes = linkEqualDegrees(mergeRootLists(Nodes, childrenAsRoots(min)));
        size--;
        return min.key;
    }

    /**
     * {@link #extractMin} with a bug (for the bug-finding driver of paper Fig. 14): it merges the children back
     * with {@link #mergeRootListsWithSlip}, which differs from {@link #mergeRootLists} in one assignment. After
     * placing a child tree right after the remaining root of the same degree (its twin), the merge must remember
     * the placed tree as the node before the merge point; the slip remembers the twin. The stale predecessor
     * matters only when the very next child tree goes <em>before</em> the next remaining root: linking it in
     * bypasses the tree just placed, which drops out of the heap with its nodes, while {@code size} still
     * decreases by one. The heap left behind is otherwise well formed.
     *
     * <p>Why it takes 13 nodes: let the minimum be the root of the tree of degree d in a heap of n nodes. The
     * remaining roots have the degrees of the binary digits of n other than d; the children have degrees 0, 1,
     * ..., d-1, in that order. The merge's steps depend on these degrees only, never on keys. The slip bites iff
     * some degree t is both a remaining root's and a child's (t &lt; d), the next child's degree t+1 (so t+1 &lt; d)
     * is no remaining root's, and some remaining root has a degree above t+1, before which that child goes. So n
     * has binary digits t and q &gt; t+1 besides d &gt; t+1: at least 2^0 + 2^2 + 2^3 = 13 nodes (minimum in the tree
     * of degree 2 or 3). No heap of 12 nodes or fewer triggers it, whatever its keys.
     *
     * @throws NoSuchElementException when the heap is empty
     */
    public int extractMinBuggy() {
        if (Nodes == null) {
            throw new NoSuchElementException("empty heap");
        }
        BinomialHeapNode min = minimumRoot();
        detachRoot(min);
        Nodes = linkEqualDegrees(mergeRootListsWithSlip(Nodes, childrenAsRoots(min)));
        size--;
        return min.key;
    }

    /**
     * Lowers one occurrence of {@code oldKey} to {@code newKey}; returns false when {@code oldKey} is absent.
     *
     * @throws IllegalArgumentException when {@code newKey > oldKey}
     */
    public boolean decreaseKey(int oldKey, int newKey) {
        if (newKey > oldKey) {
            throw new IllegalArgumentException("decreaseKey: the new key is larger than the old one");
        }
        BinomialHeapNode n = find(Nodes, oldKey);
        if (n == null) {
            return false;
        }
        n.key = newKey;
        // Keys, not nodes, move up: swap with the parent while it is larger.
        while (n.parent != null && n.key < n.parent.key) {
            int k = n.key;
            n.key = n.parent.key;
            n.parent.key = k;
            n = n.parent;
        }
        return true;
    }

    /** Removes one occurrence of {@code key}; returns false when it is absent. */
    public boolean delete(int key) {
        BinomialHeapNode n = find(Nodes, key);
        if (n == null) {
            return false;
        }
        // Carry the key up to its tree's root, shifting the keys on the path down one level (heap order holds for
        // the rest); then that root leaves as extractMin's minimum does.
        while (n.parent != null) {
            int k = n.key;
            n.key = n.parent.key;
            n.parent.key = k;
            n = n.parent;
        }
        detachRoot(n);
        Nodes = linkEqualDegrees(mergeRootLists(Nodes, childrenAsRoots(n)));
        size--;
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Root lists (Cormen et al., Ch. 19)

    /** The first root with the smallest key; requires a non-empty heap. */
    private BinomialHeapNode minimumRoot() {
        BinomialHeapNode min = Nodes;
        for (BinomialHeapNode r = Nodes.sibling; r != null; r = r.sibling) {
            if (r.key < min.key) {
                min = r;
            }
        }
        return min;
    }

    /** A node with {@code key} in the forest from {@code n}, searching only subtrees whose root key is smaller. */
    private static BinomialHeapNode find(BinomialHeapNode n, int key) {
        while (n != null) {
            if (n.key == key) {
                return n;
            }
            if (n.key < key) {
                BinomialHeapNode below = find(n.child, key);
                if (below != null) {
                    return below;
                }
            }
            n = n.sibling;
        }
        return null;
    }

    /** Unlinks the root {@code r} from the root list. */
    private void detachRoot(BinomialHeapNode r) {
        if (Nodes == r) {
            Nodes = r.sibling;
        } else {
            BinomialHeapNode p = Nodes;
            while (p.sibling != r) {
                p = p.sibling;
            }
            p.sibling = r.sibling;
        }
        r.sibling = null;
    }

    /** {@code r}'s children as a root list: reversed into increasing degree, their parent cleared. */
    private static BinomialHeapNode childrenAsRoots(BinomialHeapNode r) {
        BinomialHeapNode reversed = null;
        BinomialHeapNode c = r.child;
        while (c != null) {
            BinomialHeapNode next = c.sibling;
            c.sibling = reversed;
            c.parent = null;
            reversed = c;
            c = next;
        }
        r.child = null;
        r.degree = 0;
        return reversed;
    }

    /**
     * Merges root list {@code b} into root list {@code a} (each in strictly increasing degree) into one list in
     * non-decreasing degree, a tree of {@code b} right after the tree of {@code a} of the same degree; returns its
     * head. Trees are relinked, not copied.
     */
    private static BinomialHeapNode mergeRootLists(BinomialHeapNode a, BinomialHeapNode b) {
        if (a == null) {
            return b;
        }
        BinomialHeapNode head = a;
        BinomialHeapNode prev = null; // the node right before a in the merged list
        while (b != null) {
            if (b.degree < a.degree) {
                BinomialHeapNode nextB = b.sibling;
                b.sibling = a;
                if (prev == null) {
                    head = b;
                } else {
                    prev.sibling = b;
                }
                prev = b;
                b = nextB;
            } else if (b.degree == a.degree) {
                BinomialHeapNode nextB = b.sibling;
                b.sibling = a.sibling;
                a.sibling = b;
                if (b.sibling == null) {
                    // a was the last tree of its list: the rest of b follows its twin
                    b.sibling = nextB;
                    return head;
                }
                prev = b;
                a = b.sibling;
                b = nextB;
            } else if (a.sibling == null) {
                a.sibling = b;
                return head;
            } else {
                prev = a;
                a = a.sibling;
            }
        }
        return head;
    }

    /** {@link #mergeRootLists} with the slip of {@link #extractMinBuggy}: one line differs, marked. */
    private static BinomialHeapNode mergeRootListsWithSlip(BinomialHeapNode a, BinomialHeapNode b) {
        if (a == null) {
            return b;
        }
        BinomialHeapNode head = a;
        BinomialHeapNode prev = null;
        while (b != null) {
            if (b.degree < a.degree) {
                BinomialHeapNode nextB = b.sibling;
                b.sibling = a;
                if (prev == null) {
                    head = b;
                } else {
                    prev.sibling = b;
                }
                prev = b;
                b = nextB;
            } else if (b.degree == a.degree) {
                BinomialHeapNode nextB = b.sibling;
                b.sibling = a.sibling;
                a.sibling = b;
                if (b.sibling == null) {
                    b.sibling = nextB;
                    return head;
                }
                prev = a; // the slip: b, not a, now precedes b.sibling
                a = b.sibling;
                b = nextB;
            } else if (a.sibling == null) {
                a.sibling = b;
                return head;
            } else {
                prev = a;
                a = a.sibling;
            }
        }
        return head;
    }

    /**
     * Links trees of equal degree in a list in non-decreasing degree until degrees strictly increase; returns the
     * new head. Of three trees of one degree in a row, the last two are linked.
     */
    private static BinomialHeapNode linkEqualDegrees(BinomialHeapNode head) {
        if (head == null) {
            return null;
        }
        BinomialHeapNode prev = null;
        BinomialHeapNode x = head;
        BinomialHeapNode next = x.sibling;
        while (next != null) {
            if (x.degree != next.degree || next.sibling != null && next.sibling.degree == x.degree) {
                prev = x;
                x = next;
            } else if (x.key <= next.key) {
                x.sibling = next.sibling;
                link(next, x);
            } else {
                if (prev == null) {
                    head = next;
                } else {
                    prev.sibling = next;
                }
                link(x, next);
                x = next;
            }
            next = x.sibling;
        }
        return head;
    }

    /** Makes the root {@code child} the first child of the root {@code parent} (equal degrees). */
    private static void link(BinomialHeapNode child, BinomialHeapNode parent) {
        child.parent = parent;
        child.sibling = parent.child;
        parent.child = child;
        parent.degree++;
    }
}
