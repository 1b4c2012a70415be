package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A map from int keys to int values in a red-black tree with parent pointers, written the way java.util.TreeMap
 * is (the "TreeMap" subject of the LISSA evaluation; {@link TreeMap} is the BLISS paper's, a different
 * implementation). What makes it the JDK's: every navigation in the rebalancing goes through the null-safe
 * helpers {@code parentOf}, {@code leftOf}, {@code rightOf}, {@code colorOf}, {@code setColor}; keys are compared
 * by a three-way {@code compare} as {@code Integer.compareTo} does; a removal of an entry with two children copies
 * its in-order {@link #successor}, found through parent pointers when the entry has no right subtree; and
 * {@link #containsValue} walks the whole map from the first entry from successor to successor. Analysed methods:
 * {@link #repOK}, {@link #put}, {@link #remove}, {@link #get}, {@link #containsKey}, {@link #containsValue}.
 *
 * <p>Structure and invariant are those of {@link TreeSet}: entries in a red-black tree ordered by key, with parent
 * pointers and a size; each entry also carries a value, which the invariant does not constrain.
 *
 * <p>Differences from the original: keys and values are ints (no comparator, no null key; a value is found with
 * {@code ==}); there is no {@code modCount}; {@link #put} and {@link #remove} return whether the map changed where
 * the original returned the old value, and {@link #get} throws {@link NoSuchElementException} for a missing key
 * where the original returned null.
 */
public class JdkTreeMap {

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

    /** A tree entry. As in the JDK a new entry is black; {@link JdkTreeMap#put} paints it red before rebalancing. */
    public static class Entry {
        public int key;
        public int value;
        public Entry left;
        public Entry right;
        public Entry parent;
        public boolean color = BLACK;

        public Entry() {
        }

        public Entry(int key, int value, Entry parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }
    }

    public JdkTreeMap() {
    }

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /**
     * The class invariant. Checks in the order that lets a partially symbolic heap be rejected early: shape (no
     * entry reached twice along left/right), parent pointers, size, then the primitive properties (colors, black
     * heights, key order).
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
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * heap. Entries not yet initialized ({@link Symbolic#isSymbolic}) are skipped, never dereferenced nor put in a
     * set; every check involves only initialized entries. Rejects an entry reached twice, a root with a parent, and
     * a child whose parent pointer names another entry (or null). Reads no primitive field. On a concrete tree it
     * accepts exactly the trees whose shape and parent pointers satisfy repOK.
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
        return getEntry(key) != null;
    }

    /**
     * The value of {@code key}.
     *
     * @throws NoSuchElementException when {@code key} has none
     */
    public int get(int key) {
        Entry p = getEntry(key);
        if (p == null) {
            throw new NoSuchElementException();
        }
        return p.value;
    }

    /** True when some entry holds {@code value}: a walk from the first entry through successors. */
    public boolean containsValue(int value) {
        for (Entry e = getFirstEntry(); e != null; e = successor(e)) {
            if (e.value == value) {
                return true;
            }
        }
        return false;
    }

    /** Maps {@code key} to {@code value}; returns true when {@code key} had no value before. */
    public boolean put(int key, int value) {
        Entry t = root;
        if (t == null) {
            root = new Entry(key, value, null);
            size = 1;
            return true;
        }
        int cmp;
        Entry parent;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                t.value = value;
                return false;
            }
        } while (t != null);
        Entry e = new Entry(key, value, parent);
        if (cmp < 0) {
            parent.left = e;
        } else {
            parent.right = e;
        }
        fixAfterInsertion(e);
        size++;
        return true;
    }

    /** Removes {@code key}'s mapping; returns false when there was none. */
    public boolean remove(int key) {
        Entry p = getEntry(key);
        if (p == null) {
            return false;
        }
        deleteEntry(p);
        return true;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Navigation

    /** Three-way comparison of ints, as Integer.compareTo. */
    private static int compare(int a, int b) {
        return a < b ? -1 : (a == b ? 0 : 1);
    }

    private Entry getEntry(int key) {
        Entry p = root;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return null;
    }

    /** The entry with the smallest key, or null when the map is empty. */
    private Entry getFirstEntry() {
        Entry p = root;
        if (p != null) {
            while (p.left != null) {
                p = p.left;
            }
        }
        return p;
    }

    /**
     * The entry with the next larger key, or null: the leftmost entry of the right subtree if there is one, else
     * the first ancestor reached from a left subtree (climbing parent pointers).
     */
    static Entry successor(Entry t) {
        if (t == null) {
            return null;
        }
        if (t.right != null) {
            Entry p = t.right;
            while (p.left != null) {
                p = p.left;
            }
            return p;
        }
        Entry p = t.parent;
        Entry child = t;
        while (p != null && child == p.right) {
            child = p;
            p = p.parent;
        }
        return p;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Red-black maintenance, through null-safe helpers (a null entry is black and has no relatives)

    private static boolean colorOf(Entry p) {
        return p == null ? BLACK : p.color;
    }

    private static Entry parentOf(Entry p) {
        return p == null ? null : p.parent;
    }

    private static void setColor(Entry p, boolean c) {
        if (p != null) {
            p.color = c;
        }
    }

    private static Entry leftOf(Entry p) {
        return p == null ? null : p.left;
    }

    private static Entry rightOf(Entry p) {
        return p == null ? null : p.right;
    }

    /** p's right child r moves up; p becomes r's left child. */
    private void rotateLeft(Entry p) {
        if (p == null) {
            return;
        }
        Entry r = p.right;
        p.right = r.left;
        if (r.left != null) {
            r.left.parent = p;
        }
        r.parent = p.parent;
        if (p.parent == null) {
            root = r;
        } else if (p.parent.left == p) {
            p.parent.left = r;
        } else {
            p.parent.right = r;
        }
        r.left = p;
        p.parent = r;
    }

    /** p's left child l moves up; p becomes l's right child. */
    private void rotateRight(Entry p) {
        if (p == null) {
            return;
        }
        Entry l = p.left;
        p.left = l.right;
        if (l.right != null) {
            l.right.parent = p;
        }
        l.parent = p.parent;
        if (p.parent == null) {
            root = l;
        } else if (p.parent.right == p) {
            p.parent.right = l;
        } else {
            p.parent.left = l;
        }
        l.right = p;
        p.parent = l;
    }

    /** The new entry {@code x} is painted red; a red parent is repaired walking up (Cormen et al., Ch. 13). */
    private void fixAfterInsertion(Entry x) {
        x.color = RED;
        while (x != null && x != root && x.parent.color == RED) {
            if (parentOf(x) == leftOf(parentOf(parentOf(x)))) {
                Entry uncle = rightOf(parentOf(parentOf(x)));
                if (colorOf(uncle) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(uncle, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == rightOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateLeft(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateRight(parentOf(parentOf(x)));
                }
            } else {
                Entry uncle = leftOf(parentOf(parentOf(x)));
                if (colorOf(uncle) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(uncle, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == leftOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateRight(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    rotateLeft(parentOf(parentOf(x)));
                }
            }
        }
        root.color = BLACK;
    }

    /**
     * Unlinks {@code p}. An entry with two children first takes its successor's key and value, and the successor
     * goes instead; it has at most one child, which takes its place. A childless black entry stands in for the
     * missing black link while the tree is repaired, and is cut off after.
     */
    private void deleteEntry(Entry p) {
        size--;
        if (p.left != null && p.right != null) {
            Entry s = successor(p);
            p.key = s.key;
            p.value = s.value;
            p = s;
        }
        Entry replacement = p.left != null ? p.left : p.right;
        if (replacement != null) {
            replacement.parent = p.parent;
            if (p.parent == null) {
                root = replacement;
            } else if (p == p.parent.left) {
                p.parent.left = replacement;
            } else {
                p.parent.right = replacement;
            }
            p.left = null;
            p.right = null;
            p.parent = null;
            if (p.color == BLACK) {
                fixAfterDeletion(replacement);
            }
        } else if (p.parent == null) {
            root = null;
        } else {
            if (p.color == BLACK) {
                fixAfterDeletion(p);
            }
            if (p.parent != null) {
                if (p == p.parent.left) {
                    p.parent.left = null;
                } else if (p == p.parent.right) {
                    p.parent.right = null;
                }
                p.parent = null;
            }
        }
    }

    /** {@code x}'s subtree lost one black entry on every path; repairs that walking up. */
    private void fixAfterDeletion(Entry x) {
        while (x != root && colorOf(x) == BLACK) {
            if (x == leftOf(parentOf(x))) {
                Entry sib = rightOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateLeft(parentOf(x));
                    sib = rightOf(parentOf(x));
                }
                if (colorOf(leftOf(sib)) == BLACK && colorOf(rightOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(rightOf(sib)) == BLACK) {
                        setColor(leftOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateRight(sib);
                        sib = rightOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(rightOf(sib), BLACK);
                    rotateLeft(parentOf(x));
                    x = root;
                }
            } else {
                Entry sib = leftOf(parentOf(x));
                if (colorOf(sib) == RED) {
                    setColor(sib, BLACK);
                    setColor(parentOf(x), RED);
                    rotateRight(parentOf(x));
                    sib = leftOf(parentOf(x));
                }
                if (colorOf(rightOf(sib)) == BLACK && colorOf(leftOf(sib)) == BLACK) {
                    setColor(sib, RED);
                    x = parentOf(x);
                } else {
                    if (colorOf(leftOf(sib)) == BLACK) {
                        setColor(rightOf(sib), BLACK);
                        setColor(sib, RED);
                        rotateLeft(sib);
                        sib = leftOf(parentOf(x));
                    }
                    setColor(sib, colorOf(parentOf(x)));
                    setColor(parentOf(x), BLACK);
                    setColor(leftOf(sib), BLACK);
                    rotateRight(parentOf(x));
                    x = root;
                }
            }
        }
        setColor(x, BLACK);
    }
}
