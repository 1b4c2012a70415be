package bliss.bounds;

import bliss.sat.Cnf;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.ArrayList;
import java.util.List;

/**
 * The structure constraints and TACO's symmetry breaking, added as clauses over the translation's primary
 * variables (leaner than stating them as relational formulas).
 *
 * <p><b>Structure.</b> Every reference field is a total function (exactly one target per source, null included).
 * A node outside the structure ({@code !used}) has every field null and every primitive field zero/false, and no
 * field of any object points to it: unreachable nodes add no tuples and no duplicate models.
 *
 * <p><b>Canonical order</b> (the numbering of {@link bliss.layout.BreadthFirstNumbering}). The backbone fields of
 * the root and then of nodes {@code N0, N1, ...} form a sequence of <i>slots</i> {@code s = 0, 1, ...}, in
 * declaration order per object. {@code P(s, j)} means "some slot up to s points to {@code Nj}". Then:
 * <ul>
 * <li>{@code used(j) <=> P(last(j), j)}, where {@code last(j)} is the last slot of an object before {@code Nj}:
 *     a node is in the structure iff an earlier object points to it (its minimal parent precedes it);</li>
 * <li>{@code P(s, j+1) => P(s-1, j)}: the first slot pointing to {@code Nj} precedes the first one pointing to
 *     {@code Nj+1}, so nodes are numbered in the order breadth-first search meets them. With the previous rule
 *     this also gives no gaps ({@code used(j+1) => used(j)}).</li>
 * </ul>
 * Together these hold of a structure iff breadth-first numbering from the root gives every reachable node its own
 * index and the reachable nodes are {@code N0..Nm-1}: exactly one canonical representative per structure.
 * {@code P(s, j)} is false for {@code s < j} (root separate) or {@code s < j-1} (root is {@code N0}), which is also
 * the static pruning of {@link #staticBounds}.
 */
final class CanonicalOrder {

    /** Literal lookup over a translation: variables, or {@link Cnf#TRUE}/{@link Cnf#FALSE} where bounds fix. */
    interface Literals {
        /** {@code source.field -> target}; target -1 is null. */
        int edge(FieldShape field, int source, int target);

        int used(int node);

        /** Literals that hold when an object is outside the structure: its int fields 0, its booleans false. */
        List<Integer> unusedValues(ClassShape c, int index);
    }

    private final HeapAtoms atoms;
    private final List<FieldShape> rootSlots;
    private final List<FieldShape> nodeSlots;

    CanonicalOrder(HeapAtoms atoms) {
        this.atoms = atoms;
        ClassShape node = atoms.nodeClass();
        this.nodeSlots = node.backboneFields();
        this.rootSlots = atoms.rootIsNode() ? List.of() : atoms.layout().header().backboneFields();
    }

    /** The slot index of a backbone field of an object (index of the header is 0). */
    private int slot(ClassShape c, int index, FieldShape f) {
        if (c.node()) {
            return rootSlots.size() + index * nodeSlots.size() + nodeSlots.indexOf(f);
        }
        return rootSlots.indexOf(f);
    }

    /** The first node index a slot search can discover: nodes before it are the root (if it is N0). */
    private int firstDiscovered() {
        return atoms.rootIsNode() ? 1 : 0;
    }

    /** The number of slots belonging to objects before node j. */
    private int slotsBefore(int j) {
        return rootSlots.size() + j * nodeSlots.size();
    }

    /**
     * Bounds that only canonicity prunes: a backbone slot s can point to node j only if j was discovered by slot s,
     * and the i-th discovered node cannot be discovered before slot i.
     */
    FieldBounds staticBounds() {
        FieldBounds full = FieldBounds.full(atoms.layout(), atoms.scope());
        var rows = full.copyRows();
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.backboneFields()) {
                if (!atoms.shape(f.target()).node()) {
                    continue;
                }
                long[] r = rows.get(f);
                for (int src = 0; src < r.length; src++) {
                    int s = slot(c, src, f);
                    int maxTarget = s + firstDiscovered();
                    for (int j = Math.max(firstDiscovered(), maxTarget + 1); j < atoms.scope(); j++) {
                        r[src] &= ~(1L << j);
                    }
                }
            }
        }
        return new FieldBounds(atoms.scope(), atoms.layout(), rows);
    }

    /** Adds the structure and canonical-order clauses to a CNF. */
    void addClauses(Cnf cnf, Literals lit) {
        functions(cnf, lit);
        outsideNodes(cnf, lit);
        order(cnf, lit);
    }

    private void functions(Cnf cnf, Literals lit) {
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.referenceFields()) {
                ClassShape target = atoms.shape(f.target());
                for (int s = 0; s < atoms.count(c); s++) {
                    List<Integer> row = new ArrayList<>();
                    for (int t = -1; t < atoms.count(target); t++) {
                        int l = lit.edge(f, s, t);
                        if (l == Cnf.TRUE) {
                            row = null; // fixed by the bounds: the rest of the row is outside them
                            break;
                        }
                        if (l != Cnf.FALSE) {
                            row.add(l);
                        }
                    }
                    if (row != null) {
                        cnf.exactlyOne(row);
                    }
                }
            }
        }
    }

    private void outsideNodes(Cnf cnf, Literals lit) {
        ClassShape node = atoms.nodeClass();
        for (int j = 0; j < atoms.scope(); j++) {
            int used = lit.used(j);
            for (FieldShape f : node.referenceFields()) {
                cnf.add(used, lit.edge(f, j, -1));
            }
            for (int p : lit.unusedValues(node, j)) {
                cnf.add(used, p);
            }
            // Nothing points outside the structure.
            for (ClassShape c : atoms.layout().classes()) {
                for (FieldShape f : c.referenceFields()) {
                    if (atoms.shape(f.target()).node()) {
                        for (int s = 0; s < atoms.count(c); s++) {
                            cnf.add(-lit.edge(f, s, j), used);
                        }
                    }
                }
            }
        }
    }

    private void order(Cnf cnf, Literals lit) {
        // Slot list: (class, index, field), in order.
        List<Object[]> slots = new ArrayList<>();
        for (FieldShape f : rootSlots) {
            slots.add(new Object[]{atoms.layout().header(), 0, f});
        }
        for (int p = 0; p < atoms.scope(); p++) {
            for (FieldShape f : nodeSlots) {
                slots.add(new Object[]{atoms.nodeClass(), p, f});
            }
        }
        int first = firstDiscovered();
        // prefix[j][s] = P(s, j) for s < slotsBefore(j); P(s, j) for larger s is used(j).
        int[][] prefix = new int[atoms.scope()][];
        for (int j = first; j < atoms.scope(); j++) {
            int n = slotsBefore(j);
            prefix[j] = new int[n];
            int previous = Cnf.FALSE;
            for (int s = 0; s < n; s++) {
                Object[] slot = slots.get(s);
                FieldShape f = (FieldShape) slot[2];
                int e = atoms.shape(f.target()).node() ? lit.edge(f, (Integer) slot[1], j) : Cnf.FALSE;
                int p;
                if (e == Cnf.FALSE) {
                    p = previous;
                } else if (previous == Cnf.FALSE) {
                    p = e;
                } else if (e == Cnf.TRUE || previous == Cnf.TRUE) {
                    p = Cnf.TRUE;
                } else {
                    p = cnf.newVariable();
                    cnf.defineOr(p, previous, e);
                }
                prefix[j][s] = p;
                previous = p;
            }
            // used(j) <=> P(last(j), j)
            int used = lit.used(j);
            cnf.add(-used, previous);
            cnf.add(used, -previous);
        }
        for (int j = first; j + 1 < atoms.scope(); j++) {
            int[] next = prefix[j + 1];
            for (int s = 0; s < next.length; s++) {
                int before = s == 0 ? Cnf.FALSE : s - 1 < prefix[j].length ? prefix[j][s - 1] : lit.used(j);
                cnf.add(-next[s], before);
            }
        }
    }
}
