package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A set of ints kept in a red-black tree, after java.util.TreeSet (BLISS paper, Section V). Analysed methods:
 * {@link #bfs}, {@link #dfs}, {@link #repOK}, {@link #contains}, {@link #add}, {@link #remove}.
 *
 * <p>Structure: {@code root} is the top {@link Entry}; every entry has a key, two children, a parent pointer and a
 * color; {@code size} counts the entries. Invariant in words:
 * <ul>
 *   <li>the entries reachable from the root form a tree whose parent pointers agree with the child pointers (the
 *       root's parent is null); given that, no entry is the child of two entries, so the tree has no sharing, and
 *       the root is nobody's child, so it has no cycle;</li>
 *   <li>{@code size} is the number of entries;</li>
 *   <li>keys are in search order: every key in a left subtree is smaller than the entry's key, every key in a
 *       right subtree larger (so keys are distinct);</li>
 *   <li>the root is black, a red entry has no red child, and every path from the root to a null link meets the
 *       same number of black entries. The paths to null links end at entries with a null child, and the black
 *       entries on such a path are the black ancestors-or-self of that entry, reached through {@code parent};
 *       all of them are compared with the path down the left spine.</li>
 * </ul>
 */
public class TreeSet {

    public static final boolean RED = false, BLACK = true;

    /*@ invariant root != null ==> root.parent == null && root.color == BLACK;
      @ invariant size == \reach(root, Entry, left + right).int_size();
      @ invariant (\forall Entry n; \reach(root, Entry, left + right).has(n);
      @       (n.left != null ==> n.left.parent == n && n.left != n.right)
      @    && (n.right != null ==> n.right.parent == n)
      @    && (\forall Entry x; \reach(n.left, Entry, left + right).has(x); x.key < n.key)
      @    && (\forall Entry x; \reach(n.right, Entry, left + right).has(x); n.key < x.key)
      @    && (n.color == RED ==> (n.left != null ==> n.left.color == BLACK)
      @                        && (n.right != null ==> n.right.color == BLACK))
      @    && (n.left == null || n.right == null ==>
      @            (\num_of Entry a; \reach(n, Entry, parent).has(a); a.color == BLACK)
      @         == (\num_of Entry a; \reach(root, Entry, left).has(a); a.color == BLACK)));
      @*/
    public Entry root;
    public int size;

    /** A tree entry. A new entry is red; {@link TreeSet#add} recolors as needed. */
    public static class Entry {
        public int key;
        public Entry left;
        public Entry right;
        public Entry parent;
        public boolean color;

        public Entry() {
        }

        public Entry(int key, Entry parent) {
            this.key = key;
            this.parent = parent;
            this.color = RED;
        }
    }

    public TreeSet() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /**
     * The class invariant. Checks in the order that lets a partially symbolic heap be rejected early: shape
     * (no entry reached twice along left/right), parent pointers, size, then the primitive properties (colors,
     * black heights, key order).
     */
    public boolean repOK() {
        if (root == null) {
            return size == 0;
        }
        List<Entry> entries = new ArrayList<>();
        Set<Entry> visited = new HashSet<>();
        visited.add(root);
        entries.add(root);
        for (int i = 0; i < entries.size(); i++) {
            Entry n = entries.get(i);
            if (n.left != null) {
                if (!visited.add(n.left)) {
                    return false;
                }
                entries.add(n.left);
            }
            if (n.right != null) {
                if (!visited.add(n.right)) {
                    return false;
                }
                entries.add(n.right);
            }
        }
        if (root.parent != null) {
            return false;
        }
        for (int i = 0; i < entries.size(); i++) {
            Entry n = entries.get(i);
            if (n.left != null && n.left.parent != n) {
                return false;
            }
            if (n.right != null && n.right.parent != n) {
                return false;
            }
        }
        if (size != entries.size()) {
            return false;
        }
        if (root.color != BLACK) {
            return false;
        }
        for (int i = 0; i < entries.size(); i++) {
            Entry n = entries.get(i);
            if (n.color == RED && (colorOf(n.left) == RED || colorOf(n.right) == RED)) {
                return false;
            }
        }
        if (blackHeight(root) < 0) {
            return false;
        }
        return inStrictOrder(root);
    }

    /** Black entries on every path from {@code n} down to a null link, or -1 if two such paths differ. */
    private static int blackHeight(Entry n) {
        if (n == null) {
            return 0;
        }
        int left = blackHeight(n.left);
        int right = blackHeight(n.right);
        if (left < 0 || left != right) {
            return -1;
        }
        return n.color == BLACK ? left + 1 : left;
    }

    /** True when an in-order walk of the (acyclic) tree meets strictly increasing keys. */
    private static boolean inStrictOrder(Entry top) {
        ArrayDeque<Entry> stack = new ArrayDeque<>();
        Entry n = top;
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
     * Hybrid precondition for lazy initialization (paper Fig. 3): the reference-field part of {@link #repOK} on a
     * partially initialized heap. Entries not yet initialized ({@link Symbolic#isSymbolic}) are skipped, never
     * dereferenced nor put in a set; every check involves only initialized entries, so a heap rejected here has no
     * valid completion. Rejects an entry reached twice, a root with a parent, and a child whose parent pointer
     * names another entry (or null). Reads no primitive field. On a concrete tree it accepts exactly the trees
     * whose shape and parent pointers satisfy repOK, whatever their keys, colors and size.
     */
    public boolean repOKHybrid() {
        Entry r = root;
        if (r == null || Symbolic.isSymbolic(r)) {
            return true;
        }
        Entry rp = r.parent;
        if (rp != null && !Symbolic.isSymbolic(rp)) {
            return false;
        }
        Set<Entry> visited = new HashSet<>();
        List<Entry> work = new ArrayList<>();
        visited.add(r);
        work.add(r);
        while (!work.isEmpty()) {
            Entry n = work.remove(work.size() - 1);
            Entry l = n.left;
            if (l != null && !Symbolic.isSymbolic(l)) {
                if (!visited.add(l) || !parentMayBe(l, n)) {
                    return false;
                }
                work.add(l);
            }
            Entry rt = n.right;
            if (rt != null && !Symbolic.isSymbolic(rt)) {
                if (!visited.add(rt) || !parentMayBe(rt, n)) {
                    return false;
                }
                work.add(rt);
            }
        }
        return true;
    }

    /** False only when {@code child}'s parent pointer is initialized and is not {@code p}. */
    private static boolean parentMayBe(Entry child, Entry p) {
        Entry cp = child.parent;
        if (cp == null) {
            return false;
        }
        return cp == p || Symbolic.isSymbolic(cp);
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** Breadth-first traversal; returns the sum of the keys. */
    public int bfs() {
        int sum = 0;
        if (root == null) {
            return sum;
        }
        ArrayDeque<Entry> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Entry n = queue.poll();
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

    private static int dfs(Entry n) {
        if (n == null) {
            return 0;
        }
        return n.key + dfs(n.left) + dfs(n.right);
    }

    /** True when {@code key} is in the set. */
    public boolean contains(int key) {
        return find(key) != null;
    }

    private Entry find(int key) {
        Entry n = root;
        while (n != null) {
            if (key < n.key) {
                n = n.left;
            } else if (key > n.key) {
                n = n.right;
            } else {
                return n;
            }
        }
        return null;
    }

    /** Adds {@code key}; returns false when it was already there. */
    public boolean add(int key) {
        Entry parent = null;
        boolean asLeft = false;
        Entry n = root;
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
        Entry fresh = new Entry(key, parent);
        if (parent == null) {
            root = fresh;
        } else if (asLeft) {
            parent.left = fresh;
        } else {
            parent.right = fresh;
        }
        size++;
        restoreAfterInsert(fresh);
        return true;
    }

    /** Removes {@code key}; returns false when it was not there. */
    public boolean remove(int key) {
        Entry z = find(key);
        if (z == null) {
            return false;
        }
        size--;
        removeEntry(z);
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Red-black maintenance (Cormen et al., Ch. 13), with null links read as black leaves

    private static boolean colorOf(Entry n) {
        return n == null ? BLACK : n.color;
    }

    private static Entry parentOf(Entry n) {
        return n == null ? null : n.parent;
    }

    private static Entry leftOf(Entry n) {
        return n == null ? null : n.left;
    }

    private static Entry rightOf(Entry n) {
        return n == null ? null : n.right;
    }

    private static void paint(Entry n, boolean color) {
        if (n != null) {
            n.color = color;
        }
    }

    /** Makes {@code replacement} take {@code old}'s place under {@code old}'s parent (or as the root). */
    private void replaceChild(Entry old, Entry replacement) {
        Entry p = old.parent;
        if (p == null) {
            root = replacement;
        } else if (p.left == old) {
            p.left = replacement;
        } else {
            p.right = replacement;
        }
    }

    /** x's right child y moves up; x becomes y's left child. */
    private void rotateLeft(Entry x) {
        Entry y = x.right;
        x.right = y.left;
        if (y.left != null) {
            y.left.parent = x;
        }
        replaceChild(x, y);
        y.parent = x.parent;
        y.left = x;
        x.parent = y;
    }

    /** x's left child y moves up; x becomes y's right child. */
    private void rotateRight(Entry x) {
        Entry y = x.left;
        x.left = y.right;
        if (y.right != null) {
            y.right.parent = x;
        }
        replaceChild(x, y);
        y.parent = x.parent;
        y.right = x;
        x.parent = y;
    }

    /** A red entry {@code z} was just linked in; repairs a red parent, walking up. */
    private void restoreAfterInsert(Entry z) {
        while (z != root && colorOf(parentOf(z)) == RED) {
            // A red parent is not the root, so the grandparent exists.
            Entry p = z.parent;
            Entry g = p.parent;
            if (p == g.left) {
                Entry uncle = g.right;
                if (colorOf(uncle) == RED) {
                    p.color = BLACK;
                    uncle.color = BLACK;
                    g.color = RED;
                    z = g;
                } else {
                    if (z == p.right) {
                        rotateLeft(p);
                        z = p;
                        p = z.parent;
                    }
                    p.color = BLACK;
                    g.color = RED;
                    rotateRight(g);
                }
            } else {
                Entry uncle = g.left;
                if (colorOf(uncle) == RED) {
                    p.color = BLACK;
                    uncle.color = BLACK;
                    g.color = RED;
                    z = g;
                } else {
                    if (z == p.left) {
                        rotateRight(p);
                        z = p;
                        p = z.parent;
                    }
                    p.color = BLACK;
                    g.color = RED;
                    rotateLeft(g);
                }
            }
        }
        root.color = BLACK;
    }

    /** Unlinks {@code z}: an entry with two children first takes its successor's key, and the successor goes. */
    private void removeEntry(Entry z) {
        if (z.left != null && z.right != null) {
            Entry s = z.right;
            while (s.left != null) {
                s = s.left;
            }
            z.key = s.key;
            z = s;
        }
        // z has at most one child now.
        Entry child = z.left != null ? z.left : z.right;
        if (child != null) {
            child.parent = z.parent;
            replaceChild(z, child);
            z.left = null;
            z.right = null;
            z.parent = null;
            if (z.color == BLACK) {
                restoreAfterRemove(child);
            }
        } else if (z.parent == null) {
            root = null;
        } else {
            // A childless entry stands in for the missing black link while the tree is repaired, then goes.
            if (z.color == BLACK) {
                restoreAfterRemove(z);
            }
            if (z.parent != null) {
                replaceChild(z, null);
                z.parent = null;
            }
        }
    }

    /** {@code x}'s subtree lost one black entry on every path; repairs that, walking up. */
    private void restoreAfterRemove(Entry x) {
        while (x != root && colorOf(x) == BLACK) {
            Entry p = parentOf(x);
            if (x == leftOf(p)) {
                Entry s = rightOf(p);
                if (colorOf(s) == RED) {
                    paint(s, BLACK);
                    paint(p, RED);
                    rotateLeft(p);
                    s = rightOf(p);
                }
                if (colorOf(leftOf(s)) == BLACK && colorOf(rightOf(s)) == BLACK) {
                    paint(s, RED);
                    x = p;
                } else {
                    if (colorOf(rightOf(s)) == BLACK) {
                        paint(leftOf(s), BLACK);
                        paint(s, RED);
                        rotateRight(s);
                        s = rightOf(p);
                    }
                    paint(s, colorOf(p));
                    paint(p, BLACK);
                    paint(rightOf(s), BLACK);
                    rotateLeft(p);
                    x = root;
                }
            } else {
                Entry s = leftOf(p);
                if (colorOf(s) == RED) {
                    paint(s, BLACK);
                    paint(p, RED);
                    rotateRight(p);
                    s = leftOf(p);
                }
                if (colorOf(rightOf(s)) == BLACK && colorOf(leftOf(s)) == BLACK) {
                    paint(s, RED);
                    x = p;
                } else {
                    if (colorOf(leftOf(s)) == BLACK) {
                        paint(rightOf(s), BLACK);
                        paint(s, RED);
                        rotateLeft(s);
                        s = leftOf(p);
                    }
                    paint(s, colorOf(p));
                    paint(p, BLACK);
                    paint(leftOf(s), BLACK);
                    rotateRight(p);
                    x = root;
                }
            }
        }
        paint(x, BLACK);
    }
}
