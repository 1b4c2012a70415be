package bliss.subjects;

import bliss.symbolic.Symbolic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Set;

/**
 * The red-black tree map of LISSA's benchmark ("TreeMap": {@code heapsolving.treemap.TreeMap} of the LISSA artifact,
 * java.util.TreeMap of Java 1.4 with int keys), statement by statement; {@link TreeMap} is the BLISS paper's, a
 * different implementation, hence the name. What makes it the JDK's: every navigation in the rebalancing goes through
 * the null-safe helpers {@code parentOf}, {@code leftOf}, {@code rightOf}, {@code colorOf}, {@code setColor}; keys
 * are compared by a three-way {@code compare}; a removal of an entry with two children copies its in-order
 * {@link #successor}, found through parent pointers when the entry has no right subtree. Analysed methods:
 * {@link #repOK}, {@link #put}, {@link #remove}, {@link #get}, {@link #containsKey}, {@link #containsValue}.
 *
 * <p>Invariant (the original's {@code repOK}): a binary tree with parent pointers (no entry reached twice, every
 * child's parent its parent, no parent above the root) and well colored (a black root, no red entry with a red
 * child, as many black entries on every path from the root to a null link). Nothing else: keys need not be in
 * search order and {@code size} need not count the entries, as in the original.
 *
 * <p>Differences from the original, and why (docs/subjects.md has the table): {@link Entry} and the repOK's pair
 * are static nested classes (the original's are inner classes, whose hidden pointer to the map would be a field of
 * every entry in the input heap); a value is of the type parameter {@code V} where the original's is an
 * {@code Object} (the engine gives an input field of a type variable a symbolic boxed value, and cannot initialize an
 * input field of type {@code Object}), and the drivers use {@code JdkTreeMap<Object>} with fresh objects as the LISSA
 * artifact's; {@code size()}, {@code clear}, {@code firstKey}, {@code lastKey} and their helpers are not ported (no
 * analysed method calls them).
 */
public class JdkTreeMap<V> {

    public static final boolean RED = false;
    public static final boolean BLACK = true;

    /*@ invariant root != null ==> root.parent == null && root.color == BLACK;
      @ invariant (\forall Entry n; \reach(root, Entry, left + right).has(n);
      @       (n.left != null ==> n.left.parent == n && n.left != n.right)
      @    && (n.right != null ==> n.right.parent == n)
      @    && (n.color == RED ==> (n.left != null ==> n.left.color == BLACK)
      @                        && (n.right != null ==> n.right.color == BLACK))
      @    && (n.left == null || n.right == null ==>
      @            (\num_of Entry a; \reach(n, Entry, parent).has(a); a.color == BLACK)
      @         == (\num_of Entry a; \reach(root, Entry, left).has(a); a.color == BLACK)));
      @*/
    public Entry<V> root = null;

    /** The number of entries (not checked by repOK, as in the original). */
    public int size = 0;

    /** A tree entry. As in the JDK a new entry is black; {@link JdkTreeMap#put} paints it red before rebalancing. */
    public static class Entry<V> {
        public int key;
        public V value;
        public Entry<V> left = null;
        public Entry<V> right = null;
        public Entry<V> parent;
        public boolean color = BLACK;

        public Entry() {
        }

        public Entry(int key, V value, Entry<V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }

        /** Replaces the value; returns the one before. */
        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }
    }

    public JdkTreeMap() {
    }

    private void incrementSize() {
        size++;
    }

    private void decrementSize() {
        size--;
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** True when {@code key} has a mapping. */
    public boolean containsKey(int key) {
        return getEntry(key) != null;
    }

    /** True when some entry's value equals {@code value} (a null value is looked for with {@code ==}). */
    public boolean containsValue(Object value) {
        return root == null ? false : (value == null ? valueSearchNull(root) : valueSearchNonNull(root, value));
    }

    private boolean valueSearchNull(Entry<V> n) {
        if (n.value == null) {
            return true;
        }
        return (n.left != null && valueSearchNull(n.left)) || (n.right != null && valueSearchNull(n.right));
    }

    private boolean valueSearchNonNull(Entry<V> n, Object value) {
        if (value.equals(n.value)) {
            return true;
        }
        return (n.left != null && valueSearchNonNull(n.left, value))
                || (n.right != null && valueSearchNonNull(n.right, value));
    }

    /** The value of {@code key}, or null when it has none. */
    public V get(int key) {
        Entry<V> p = getEntry(key);
        return p == null ? null : p.value;
    }

    private Entry<V> getEntry(int key) {
        Entry<V> p = root;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp == 0) {
                return p;
            } else if (cmp < 0) {
                p = p.left;
            } else {
                p = p.right;
            }
        }
        return null;
    }

    /** Maps {@code key} to {@code value}; returns the previous value, or null when there was none. */
    public V put(int key, V value) {
        Entry<V> t = root;
        if (t == null) {
            incrementSize();
            root = new Entry<>(key, value, null);
            return null;
        }
        while (true) {
            int cmp = compare(key, t.key);
            if (cmp == 0) {
                return t.setValue(value);
            } else if (cmp < 0) {
                if (t.left != null) {
                    t = t.left;
                } else {
                    incrementSize();
                    t.left = new Entry<>(key, value, t);
                    fixAfterInsertion(t.left);
                    return null;
                }
            } else {
                if (t.right != null) {
                    t = t.right;
                } else {
                    incrementSize();
                    t.right = new Entry<>(key, value, t);
                    fixAfterInsertion(t.right);
                    return null;
                }
            }
        }
    }

    /** Removes {@code key}'s mapping; returns its value, or null when there was none. */
    public V remove(int key) {
        Entry<V> p = getEntry(key);
        if (p == null) {
            return null;
        }
        V oldValue = p.value;
        deleteEntry(p);
        return oldValue;
    }

    /** Three-way comparison of ints, as the original's {@code compare}. */
    private int compare(int k1, int k2) {
        if (k1 < k2) {
            return -1;
        } else if (k1 > k2) {
            return 1;
        }
        return 0;
    }

    /**
     * The entry with the next larger key, or null: the leftmost entry of the right subtree if there is one, else
     * the first ancestor reached from a left subtree (climbing parent pointers).
     */
    static <V> Entry<V> successor(Entry<V> t) {
        if (t == null) {
            return null;
        } else if (t.right != null) {
            Entry<V> p = t.right;
            while (p.left != null) {
                p = p.left;
            }
            return p;
        } else {
            Entry<V> p = t.parent;
            Entry<V> ch = t;
            while (p != null && ch == p.right) {
                ch = p;
                p = p.parent;
            }
            return p;
        }
    }

    // ----------------------------------------------------------------------------------------------------------
    // Red-black maintenance, through null-safe helpers (a null entry is black and has no relatives)

    private static <V> boolean colorOf(Entry<V> p) {
        return p == null ? BLACK : p.color;
    }

    private static <V> Entry<V> parentOf(Entry<V> p) {
        return p == null ? null : p.parent;
    }

    private static <V> void setColor(Entry<V> p, boolean c) {
        if (p != null) {
            p.color = c;
        }
    }

    private static <V> Entry<V> leftOf(Entry<V> p) {
        return p == null ? null : p.left;
    }

    private static <V> Entry<V> rightOf(Entry<V> p) {
        return p == null ? null : p.right;
    }

    /** From CLR: p's right child r moves up; p becomes r's left child. */
    private void rotateLeft(Entry<V> p) {
        Entry<V> r = p.right;
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

    /** From CLR: p's left child l moves up; p becomes l's right child. */
    private void rotateRight(Entry<V> p) {
        Entry<V> l = p.left;
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

    /** From CLR: the new entry {@code x} is painted red; a red parent is repaired walking up. */
    private void fixAfterInsertion(Entry<V> x) {
        x.color = RED;
        while (x != null && x != root && x.parent.color == RED) {
            if (parentOf(x) == leftOf(parentOf(parentOf(x)))) {
                Entry<V> y = rightOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == rightOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateLeft(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    if (parentOf(parentOf(x)) != null) {
                        rotateRight(parentOf(parentOf(x)));
                    }
                }
            } else {
                Entry<V> y = leftOf(parentOf(parentOf(x)));
                if (colorOf(y) == RED) {
                    setColor(parentOf(x), BLACK);
                    setColor(y, BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    x = parentOf(parentOf(x));
                } else {
                    if (x == leftOf(parentOf(x))) {
                        x = parentOf(x);
                        rotateRight(x);
                    }
                    setColor(parentOf(x), BLACK);
                    setColor(parentOf(parentOf(x)), RED);
                    if (parentOf(parentOf(x)) != null) {
                        rotateLeft(parentOf(parentOf(x)));
                    }
                }
            }
        }
        root.color = BLACK;
    }

    /** Deletes {@code p}, then rebalances. */
    private void deleteEntry(Entry<V> p) {
        decrementSize();
        // If strictly internal, copy the successor's element to p and then make p point to the successor.
        if (p.left != null && p.right != null) {
            Entry<V> s = successor(p);
            p.key = s.key;
            p.value = s.value;
            p = s;
        }
        // Start fixup at the replacement entry, if it exists.
        Entry<V> replacement = p.left != null ? p.left : p.right;
        if (replacement != null) {
            replacement.parent = p.parent;
            if (p.parent == null) {
                root = replacement;
            } else if (p == p.parent.left) {
                p.parent.left = replacement;
            } else {
                p.parent.right = replacement;
            }
            // Null out links so they are OK to use by fixAfterDeletion.
            p.left = p.right = p.parent = null;
            if (p.color == BLACK) {
                fixAfterDeletion(replacement);
            }
        } else if (p.parent == null) { // the only entry
            root = null;
        } else { // no children: use p as a phantom replacement and unlink it
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

    /** From CLR: {@code x}'s subtree lost one black entry on every path; repairs that walking up. */
    private void fixAfterDeletion(Entry<V> x) {
        while (x != root && colorOf(x) == BLACK) {
            if (x == leftOf(parentOf(x))) {
                Entry<V> sib = rightOf(parentOf(x));
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
            } else { // symmetric
                Entry<V> sib = leftOf(parentOf(x));
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

    // ----------------------------------------------------------------------------------------------------------
    // Invariant, imperatively

    /** The original's {@code repOK}: a binary tree with parent pointers, then well colored. */
    public boolean repOK() {
        if (root != null) {
            if (!isBinTreeWithParentReferences()) {
                return false;
            }
            if (!isWellColored()) {
                return false;
            }
        }
        return true;
    }

    /** Breadth-first from the root: no entry reached twice, every child's parent pointer its parent. */
    public boolean isBinTreeWithParentReferences() {
        if (root == null) {
            return true;
        }
        Set<Entry<V>> visited = new HashSet<>();
        LinkedList<Entry<V>> worklist = new LinkedList<>();
        visited.add(root);
        worklist.add(root);
        if (root.parent != null) {
            return false;
        }
        while (!worklist.isEmpty()) {
            Entry<V> node = worklist.removeFirst();
            Entry<V> left = node.left;
            if (left != null) {
                if (!visited.add(left)) {
                    return false;
                }
                if (left.parent != node) {
                    return false;
                }
                worklist.add(left);
            }
            Entry<V> right = node.right;
            if (right != null) {
                if (!visited.add(right)) {
                    return false;
                }
                if (right.parent != node) {
                    return false;
                }
                worklist.add(right);
            }
        }
        return true;
    }

    /** A black root, no red entry with a red child, the same number of black entries on every root-to-null path. */
    public boolean isWellColored() {
        if (root.color != BLACK) {
            return false;
        }
        LinkedList<Entry<V>> worklist = new LinkedList<>();
        worklist.add(root);
        while (!worklist.isEmpty()) {
            Entry<V> current = worklist.removeFirst();
            Entry<V> cl = current.left;
            Entry<V> cr = current.right;
            if (current.color == RED) {
                if (cl != null && cl.color == RED) {
                    return false;
                }
                if (cr != null && cr.color == RED) {
                    return false;
                }
            }
            if (cl != null) {
                worklist.add(cl);
            }
            if (cr != null) {
                worklist.add(cr);
            }
        }
        int numberOfBlack = -1;
        LinkedList<Pair<V>> worklist2 = new LinkedList<>();
        worklist2.add(new Pair<>(root, 0));
        while (!worklist2.isEmpty()) {
            Pair<V> p = worklist2.removeFirst();
            Entry<V> e = p.first();
            int n = p.second();
            if (e != null && e.color == BLACK) {
                n++;
            }
            if (e == null) {
                if (numberOfBlack == -1) {
                    numberOfBlack = n;
                } else if (numberOfBlack != n) {
                    return false;
                }
            } else {
                worklist2.add(new Pair<>(e.left, n));
                worklist2.add(new Pair<>(e.right, n));
            }
        }
        return true;
    }

    /** An entry (or null) and the black entries above it (the original's {@code Pair<Entry, Integer>}). */
    private static final class Pair<V> {
        private final Entry<V> a;
        private final Integer b;

        Pair(Entry<V> a, Integer b) {
            this.a = a;
            this.b = b;
        }

        Entry<V> first() {
            return a;
        }

        Integer second() {
            return b;
        }
    }

    /**
     * Hybrid precondition (paper Fig. 3): the reference-field part of {@link #repOK} on a partially initialized
     * heap. Entries not yet initialized ({@link Symbolic#isSymbolic}) are skipped, never dereferenced nor put in a
     * set; every check involves only initialized entries. Rejects an entry reached twice, a root with a parent, and
     * a child whose parent pointer names another entry (or null). Reads no primitive field. On a concrete tree it
     * accepts exactly the trees whose shape and parent pointers satisfy repOK.
     */
    public boolean repOKHybrid() {
        Entry<V> r = root;
        if (r == null || Symbolic.isSymbolic(r)) {
            return true;
        }
        Entry<V> rp = r.parent;
        if (rp != null && !Symbolic.isSymbolic(rp)) {
            return false;
        }
        Set<Entry<V>> visited = new HashSet<>();
        List<Entry<V>> work = new ArrayList<>();
        visited.add(r);
        work.add(r);
        while (!work.isEmpty()) {
            Entry<V> n = work.remove(work.size() - 1);
            Entry<V> l = n.left;
            if (l != null && !Symbolic.isSymbolic(l)) {
                if (!visited.add(l) || !parentMayBe(l, n)) {
                    return false;
                }
                work.add(l);
            }
            Entry<V> rt = n.right;
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
    private static <V> boolean parentMayBe(Entry<V> child, Entry<V> p) {
        Entry<V> cp = child.parent;
        if (cp == null) {
            return false;
        }
        return cp == p || Symbolic.isSymbolic(cp);
    }
}
