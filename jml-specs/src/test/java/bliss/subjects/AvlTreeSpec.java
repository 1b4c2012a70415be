package bliss.subjects;

import bliss.subjects.AvlTree.AvlNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static bliss.subjects.Heaps.reach;

/** The JML invariant of {@link AvlTree}, transcribed clause by clause (see {@link TreeSetSpec}). */
final class AvlTreeSpec {

    static final Set<String> STRUCTURAL = Set.of("root-not-child", "left-right-distinct", "no-sharing");

    private AvlTreeSpec() {
    }

    static List<String> violations(AvlTree t) {
        List<String> v = new ArrayList<>();
        AvlNode root = t.root;
        Set<AvlNode> all = reach(root, e -> e.left, e -> e.right);
        for (AvlNode n : all) {
            if (n.left == root || n.right == root) {
                v.add("root-not-child");
            }
            if (n.left != null && n.left == n.right) {
                v.add("left-right-distinct");
            }
            for (AvlNode x : reach(n.left, e -> e.left, e -> e.right)) {
                if (!(x.element < n.element)) {
                    v.add("order-left");
                }
            }
            for (AvlNode x : reach(n.right, e -> e.left, e -> e.right)) {
                if (!(n.element < x.element)) {
                    v.add("order-right");
                }
            }
            if (n.left == null && n.right == null && n.height != 0) {
                v.add("height-leaf");
            }
            if (n.left != null && n.right == null && !(n.left.height == 0 && n.height == 1)) {
                v.add("height-left-only");
            }
            if (n.left == null && n.right != null && !(n.right.height == 0 && n.height == 1)) {
                v.add("height-right-only");
            }
            if (n.left != null && n.right != null) {
                int hl = n.left.height;
                int hr = n.right.height;
                if (!(hl - hr <= 1 && hr - hl <= 1)) {
                    v.add("balance");
                }
                if (n.height != 1 + (hl > hr ? hl : hr)) {
                    v.add("height");
                }
            }
        }
        for (AvlNode n : all) {
            for (AvlNode m : all) {
                if (n != m && (n.left != null && (n.left == m.left || n.left == m.right)
                        || n.right != null && (n.right == m.left || n.right == m.right))) {
                    v.add("no-sharing");
                }
            }
        }
        return v;
    }

    static boolean structurallyValid(AvlTree t) {
        for (String c : violations(t)) {
            if (STRUCTURAL.contains(c)) {
                return false;
            }
        }
        return true;
    }
}
