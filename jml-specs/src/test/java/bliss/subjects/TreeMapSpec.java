package bliss.subjects;

import bliss.subjects.TreeMap.Entry;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static bliss.subjects.Heaps.reach;
import static bliss.subjects.TreeMap.BLACK;
import static bliss.subjects.TreeMap.RED;

/** The JML invariant of {@link TreeMap} (the same as TreeSet's), transcribed clause by clause (see TreeSetSpec). */
final class TreeMapSpec {

    static final Set<String> STRUCTURAL = Set.of("root-parent", "left-parent", "left-right-distinct", "right-parent");

    private TreeMapSpec() {
    }

    static List<String> violations(TreeMap t) {
        List<String> v = new ArrayList<>();
        Entry root = t.root;
        if (root != null && root.parent != null) {
            v.add("root-parent");
        }
        if (root != null && root.color != BLACK) {
            v.add("root-black");
        }
        Set<Entry> all = reach(root, e -> e.left, e -> e.right);
        if (t.size != all.size()) {
            v.add("size");
        }
        int spine = 0;
        for (Entry a : reach(root, e -> e.left)) {
            spine += a.color == BLACK ? 1 : 0;
        }
        for (Entry n : all) {
            if (n.left != null && n.left.parent != n) {
                v.add("left-parent");
            }
            if (n.left != null && n.left == n.right) {
                v.add("left-right-distinct");
            }
            if (n.right != null && n.right.parent != n) {
                v.add("right-parent");
            }
            for (Entry x : reach(n.left, e -> e.left, e -> e.right)) {
                if (!(x.key < n.key)) {
                    v.add("order-left");
                }
            }
            for (Entry x : reach(n.right, e -> e.left, e -> e.right)) {
                if (!(n.key < x.key)) {
                    v.add("order-right");
                }
            }
            if (n.color == RED && (n.left != null && n.left.color != BLACK || n.right != null && n.right.color != BLACK)) {
                v.add("red-red");
            }
            if (n.left == null || n.right == null) {
                int blacks = 0;
                for (Entry a : reach(n, e -> e.parent)) {
                    blacks += a.color == BLACK ? 1 : 0;
                }
                if (blacks != spine) {
                    v.add("black-height");
                }
            }
        }
        return v;
    }

    static boolean structurallyValid(TreeMap t) {
        for (String c : violations(t)) {
            if (STRUCTURAL.contains(c)) {
                return false;
            }
        }
        return true;
    }
}
