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

    /**
     * Whether some keys, degrees and size make this heap's shape and parent pointers valid: no structural clause
     * fails, and the shape passes every clause once the primitives get the only values that can work (each degree
     * the number of children, which the degree clauses force; keys the depth, which satisfies heap order; size the
     * node count).
     */
    static boolean structurallyValid(BinomialHeap h) {
        for (String c : violations(h)) {
            if (STRUCTURAL.contains(c)) {
                return false;
            }
        }
        return violations(withForcedPrimitives(h)).isEmpty();
    }

    /** A copy of an acyclic heap's shape and parent pointers with the forced primitive values. */
    private static BinomialHeap withForcedPrimitives(BinomialHeap h) {
        java.util.Map<BinomialHeapNode, BinomialHeapNode> copy = new java.util.IdentityHashMap<>();
        Set<BinomialHeapNode> all = reach(h.Nodes, n -> n.sibling, n -> n.child);
        for (BinomialHeapNode n : all) {
            copy.put(n, new BinomialHeapNode(0));
        }
        for (BinomialHeapNode n : all) {
            BinomialHeapNode c = copy.get(n);
            c.child = copy.get(n.child);
            c.sibling = copy.get(n.sibling);
            c.parent = n.parent == null ? null : copy.getOrDefault(n.parent, new BinomialHeapNode(0));
            for (BinomialHeapNode x = n.child; x != null; x = x.sibling) {
                c.degree++;
            }
            int depth = 0;
            for (BinomialHeapNode p = n.parent; p != null && depth <= all.size(); p = p.parent) {
                depth++;
            }
            c.key = depth;
        }
        BinomialHeap out = new BinomialHeap();
        out.Nodes = copy.get(h.Nodes);
        out.size = all.size();
        return out;
    }
}
