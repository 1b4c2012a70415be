package rbt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * A generic red-black tree written as ordinary Java 17 and compiled with plain javac: an enum color, a record (the
 * breadth-first traversal's queue entries), a lambda (the comparator of the searches), switch expressions on the
 * color and string concatenation in exception messages. Its invariant compares keys through compareTo.
 */
public class RedBlackTree<K extends Comparable<K>> {

    /** A node's color. */
    public enum Color { RED, BLACK }

    /*@ invariant root != null ==> root.parent == null && root.color == Color.BLACK;
      @ invariant size == \reach(root, Node, left + right).int_size();
      @ invariant (\forall Node n; \reach(root, Node, left + right).has(n);
      @       (n.color == Color.RED || n.color == Color.BLACK)
      @    && (n.left != null ==> n.left.parent == n && n.left != n.right)
      @    && (n.right != null ==> n.right.parent == n)
      @    && (\forall Node x; \reach(n.left, Node, left + right).has(x); x.key.compareTo(n.key) < 0)
      @    && (\forall Node x; \reach(n.right, Node, left + right).has(x); n.key.compareTo(x.key) < 0)
      @    && (n.color == Color.RED ==> (n.left != null ==> n.left.color == Color.BLACK)
      @                              && (n.right != null ==> n.right.color == Color.BLACK))
      @    && (n.left == null || n.right == null ==>
      @            (\num_of Node a; \reach(n, Node, parent).has(a); a.color == Color.BLACK)
      @         == (\num_of Node a; \reach(root, Node, left).has(a); a.color == Color.BLACK)));
      @*/
    Node<K> root;
    int size;

    /** A tree node; a new node is red. */
    static final class Node<K> {
        K key;
        Node<K> left;
        Node<K> right;
        Node<K> parent;
        Color color;

        Node() {
        }

        Node(K key, Node<K> parent) {
            this.key = key;
            this.parent = parent;
            this.color = Color.RED;
        }
    }

    /** An entry of the breadth-first queue: a node and its depth. */
    record Visit<K>(Node<K> node, int depth) {
    }

    public RedBlackTree() {
    }

    private static <K> boolean isRed(Node<K> n) {
        return n != null && switch (n.color) {
            case RED -> true;
            case BLACK -> false;
        };
    }

    // ----------------------------------------------------------------------------------------------------------
    // Analysed methods

    /** The height of the tree, found breadth-first (reads every node's children once). */
    public int bfs() {
        int height = 0;
        ArrayDeque<Visit<K>> queue = new ArrayDeque<>();
        if (root != null) {
            queue.add(new Visit<>(root, 1));
        }
        while (!queue.isEmpty()) {
            Visit<K> v = queue.poll();
            height = Math.max(height, v.depth());
            Node<K> n = v.node();
            if (n.left != null) {
                queue.add(new Visit<>(n.left, v.depth() + 1));
            }
            if (n.right != null) {
                queue.add(new Visit<>(n.right, v.depth() + 1));
            }
        }
        return height;
    }

    public boolean contains(K key) {
        return find(key) != null;
    }

    /** The depth of {@code key} (the root is at 1). */
    public int depthOf(K key) {
        Node<K> n = find(key);
        if (n == null) {
            throw new NoSuchElementException("no key " + key + " in a tree of size " + size);
        }
        int d = 1;
        for (Node<K> p = n.parent; p != null; p = p.parent) {
            d++;
        }
        return d;
    }

    private Node<K> find(K key) {
        if (key == null) {
            throw new NullPointerException("a null key searched in a tree of size " + size);
        }
        Comparator<K> order = (a, b) -> a.compareTo(b);
        Node<K> n = root;
        while (n != null) {
            int c = order.compare(key, n.key);
            if (c == 0) {
                return n;
            }
            n = c < 0 ? n.left : n.right;
        }
        return null;
    }

    /** Adds {@code key} unless present; returns whether it was added. Recolors and rotates as CLR's RB-INSERT. */
    public boolean add(K key) {
        if (key == null) {
            throw new NullPointerException("cannot add null to a tree of size " + size);
        }
        Node<K> parent = null;
        Node<K> n = root;
        int c = 0;
        while (n != null) {
            parent = n;
            c = key.compareTo(n.key);
            if (c == 0) {
                return false;
            }
            n = c < 0 ? n.left : n.right;
        }
        Node<K> added = new Node<>(key, parent);
        if (parent == null) {
            root = added;
        } else if (c < 0) {
            parent.left = added;
        } else {
            parent.right = added;
        }
        size++;
        fixAfterInsertion(added);
        return true;
    }

    private void fixAfterInsertion(Node<K> x) {
        while (x != root && isRed(x.parent)) {
            Node<K> p = x.parent;
            Node<K> g = p.parent;
            if (p == g.left) {
                Node<K> uncle = g.right;
                if (isRed(uncle)) {
                    p.color = Color.BLACK;
                    uncle.color = Color.BLACK;
                    g.color = Color.RED;
                    x = g;
                } else {
                    if (x == p.right) {
                        x = p;
                        rotateLeft(x);
                        p = x.parent;
                    }
                    p.color = Color.BLACK;
                    g.color = Color.RED;
                    rotateRight(g);
                }
            } else {
                Node<K> uncle = g.left;
                if (isRed(uncle)) {
                    p.color = Color.BLACK;
                    uncle.color = Color.BLACK;
                    g.color = Color.RED;
                    x = g;
                } else {
                    if (x == p.left) {
                        x = p;
                        rotateRight(x);
                        p = x.parent;
                    }
                    p.color = Color.BLACK;
                    g.color = Color.RED;
                    rotateLeft(g);
                }
            }
        }
        root.color = Color.BLACK;
    }

    private void rotateLeft(Node<K> x) {
        Node<K> y = x.right;
        x.right = y.left;
        if (y.left != null) {
            y.left.parent = x;
        }
        y.parent = x.parent;
        if (x.parent == null) {
            root = y;
        } else if (x == x.parent.left) {
            x.parent.left = y;
        } else {
            x.parent.right = y;
        }
        y.left = x;
        x.parent = y;
    }

    private void rotateRight(Node<K> x) {
        Node<K> y = x.left;
        x.left = y.right;
        if (y.right != null) {
            y.right.parent = x;
        }
        y.parent = x.parent;
        if (x.parent == null) {
            root = y;
        } else if (x == x.parent.right) {
            x.parent.right = y;
        } else {
            x.parent.left = y;
        }
        y.right = x;
        x.parent = y;
    }

    // ----------------------------------------------------------------------------------------------------------
    // The invariant, imperatively

    /**
     * Shape first (a tree through left and right, parents agreeing), then size, colors, black heights and keys: the
     * order in which a partially symbolic heap can be rejected early (a derived precondition stops at the first
     * symbolic value it reads: the size, a color, a key).
     */
    public boolean repOK() {
        if (root == null) {
            return size == 0;
        }
        List<Node<K>> nodes = new ArrayList<>();
        Set<Node<K>> seen = new HashSet<>();
        nodes.add(root);
        seen.add(root);
        for (int i = 0; i < nodes.size(); i++) {
            Node<K> n = nodes.get(i);
            for (Node<K> child : List.of(n.left == null ? n : n.left, n.right == null ? n : n.right)) {
                if (child != n) {
                    if (!seen.add(child)) {
                        return false;
                    }
                    nodes.add(child);
                }
            }
        }
        if (root.parent != null) {
            return false;
        }
        for (Node<K> n : nodes) {
            if ((n.left != null && n.left.parent != n) || (n.right != null && n.right.parent != n)) {
                return false;
            }
        }
        if (nodes.size() != size) {
            return false;
        }
        if (root.color != Color.BLACK) {
            return false;
        }
        for (Node<K> n : nodes) {
            if (n.color == null || n.key == null) {
                return false;
            }
            if (n.color == Color.RED && (isRed(n.left) || isRed(n.right))) {
                return false;
            }
        }
        int black = -1;
        for (Node<K> n : nodes) {
            if (n.left == null || n.right == null) {
                int b = 0;
                for (Node<K> a = n; a != null; a = a.parent) {
                    b += switch (a.color) {
                        case BLACK -> 1;
                        case RED -> 0;
                    };
                }
                if (black < 0) {
                    black = b;
                } else if (b != black) {
                    return false;
                }
            }
        }
        return ordered(root, null, null);
    }

    private boolean ordered(Node<K> n, K low, K high) {
        if (n == null) {
            return true;
        }
        if ((low != null && n.key.compareTo(low) <= 0) || (high != null && n.key.compareTo(high) >= 0)) {
            return false;
        }
        return ordered(n.left, low, n.key) && ordered(n.right, n.key, high);
    }
}
