package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A map from int keys to int values kept in a red-black tree, after java.util.TreeMap (BLISS paper, Section V; the
 * case study of Visser et al. analysed through call sequences). Analysed methods: {@link #containsKey},
 * {@link #print}, {@link #put}, {@link #remove}, and sequences of them (drivers {@code trace_L1..L3}).
 *
 * <p>Structure and invariant are those of {@link TreeSet}: entries in a red-black tree ordered by key, with parent
 * pointers and a size; each entry also carries a value, which the invariant does not constrain.
 */
public class TreeMap {

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

    /** A tree entry. A new entry is red; {@link TreeMap#put} recolors as needed. */
    public static class Entry {
        public int key;
        public int value;
        public Entry left;
        public Entry right;
        public Entry parent;
        public boolean color;

        public Entry() {
        }

        public Entry(int key, int value, Entry parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
            this.color = RED;
        }
    }

    public TreeMap() {
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
     * whose shape and parent pointers satisfy repOK, whatever their keys, values, colors and size.
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

    /** True when {@code key} has a value. */
    public boolean containsKey(int key) {
        return find(key) != null;
    }

    /**
     * The value of {@code key}.
     *
     * @throws NoSuchElementException when {@code key} has none
     */
    public int get(int key) {
        Entry e = find(key);
        if (e == null) {
            throw new NoSuchElementException("no such key");
        }
        return e.value;
    }

    /** Prints the mappings in key order, as {@code key=value} separated by spaces, then a line break. */
    public void print() {
        print(root);
        System.out.println();
    }

    private static void print(Entry n) {
        if (n == null) {
            return;
        }
        print(n.left);
        System.out.print(n.key);
        System.out.print("=");
        System.out.print(n.value);
        System.out.print(" ");
        print(n.right);
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

    /** Maps {@code key} to {@code value}; returns true when {@code key} had no value before. */
    public boolean put(int key, int value) {
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
                n.value = value;
                return false;
            }
        }
        Entry fresh = new Entry(key, value, parent);
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

    /** Removes {@code key}'s mapping; returns false when there was none. */
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

    /** Unlinks {@code z}: an entry with two children first takes its successor's mapping, and the successor goes. */
    private void removeEntry(Entry z) {
        if (z.left != null && z.right != null) {
            Entry s = z.right;
            while (s.left != null) {
                s = s.left;
            }
            z.key = s.key;
            z.value = s.value;
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
