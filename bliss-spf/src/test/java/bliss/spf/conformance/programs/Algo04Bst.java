package bliss.spf.conformance.programs;

/** A binary search tree with static nested nodes: insert, contains, in-order, height, delete. */
public class Algo04Bst {
    static final class Node {
        int key; Node left, right;
        Node(int key) { this.key = key; }
    }
    Node root;
    void insert(int k) { root = insert(root, k); }
    private Node insert(Node n, int k) {
        if (n == null) return new Node(k);
        if (k < n.key) n.left = insert(n.left, k); else if (k > n.key) n.right = insert(n.right, k);
        return n;
    }
    boolean contains(int k) { Node n = root; while (n != null && n.key != k) n = k < n.key ? n.left : n.right; return n != null; }
    void delete(int k) { root = delete(root, k); }
    private Node delete(Node n, int k) {
        if (n == null) return null;
        if (k < n.key) n.left = delete(n.left, k);
        else if (k > n.key) n.right = delete(n.right, k);
        else {
            if (n.left == null) return n.right;
            if (n.right == null) return n.left;
            Node m = n.right; while (m.left != null) m = m.left;
            n.key = m.key; n.right = delete(n.right, m.key);
        }
        return n;
    }
    int height(Node n) { return n == null ? 0 : 1 + Math.max(height(n.left), height(n.right)); }
    void inorder(Node n, StringBuilder sb) { if (n == null) return; inorder(n.left, sb); sb.append(n.key).append(' '); inorder(n.right, sb); }
    static String run(int x) {
        Algo04Bst t = new Algo04Bst();
        for (int i = 0; i < 12; i++) t.insert((i * 7 + x) % 15);
        t.delete(x % 15);
        t.delete(7);
        StringBuilder sb = new StringBuilder();
        t.inorder(t.root, sb);
        return sb + "h=" + t.height(t.root) + " " + t.contains(3) + " " + t.contains(x);
    }
}
