package bliss.subjects;

import bliss.subjects.BinomialHeap.BinomialHeapNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static bliss.subjects.Heaps.reach;

/** The JML invariant of {@link BinomialHeap}, transcribed clause by clause (see {@link TreeSetSpec}). */
final class BinomialHeapSpec {

    static final Set<String> STRUCTURAL = Set.of("first-root-parent", "child-parent", "sibling-parent", "acyclic");

    private BinomialHeapSpec() {
    }

    static List<String> violations(BinomialHeap h) {
        List<String> v = new ArrayList<>();
        if (h.Nodes != null && h.Nodes.parent != null) {
            v.add("first-root-parent");
        }
        Set<BinomialHeapNode> all = reach(h.Nodes, n -> n.sibling, n -> n.child);
        if (h.size != all.size()) {
            v.add("size");
        }
        for (BinomialHeapNode n : all) {
            if (n.child == null && n.degree != 0) {
                v.add("leaf-degree");
            }
            if (n.child != null && n.child.parent != n) {
                v.add("child-parent");
            }
            if (n.child != null && n.child.degree != n.degree - 1) {
                v.add("child-degree");
            }
            if (n.sibling != null && n.sibling.parent != n.parent) {
                v.add("sibling-parent");
            }
            if (reach(n.sibling, x -> x.sibling, x -> x.child).contains(n)
                    || reach(n.child, x -> x.sibling, x -> x.child).contains(n)) {
                v.add("acyclic");
            }
            if (n.parent == null && n.sibling != null && !(n.degree < n.sibling.degree)) {
                v.add("root-degrees-increase");
            }
            if (n.parent != null && n.sibling == null && n.degree != 0) {
                v.add("last-child-degree");
            }
            if (n.parent != null && n.sibling != null && n.sibling.degree != n.degree - 1) {
                v.add("child-degrees-decrease");
            }
            if (n.parent != null && !(n.parent.key <= n.key)) {
                v.add("heap-order");
            }
        }
        return v;
    }

    static boolean structurallyValid(BinomialHeap h) {
        for (String c : violations(h)) {
            if (STRUCTURAL.contains(c)) {
                return false;
            }
        }
        return true;
    }
}
