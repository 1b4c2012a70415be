package bliss.bounds;

import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import kodkod.ast.Expression;
import kodkod.ast.Relation;
import kodkod.instance.Bounds;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;
import kodkod.instance.Universe;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The relational view of a heap at a scope, in Kodkod's terms: a universe of {@link HeapAtoms}, one relation per
 * field, and the bounds that say which tuples each relation may hold.
 *
 * <ul>
 * <li>A reference field {@code f} of class C is a binary relation from C's atoms and {@code null} to its target
 *     class's atoms and {@code null}, total and functional (stated as clauses by {@link CanonicalOrder}). It also
 *     maps {@code null} to {@code null}, so that a navigation through null stays null (docs/jml.md).</li>
 * <li>An int field is a two's-complement bit vector: one unary relation per bit, holding the objects whose field
 *     has that bit set. No Int atoms, no one-hot value choice: an int is as cheap as its bits.</li>
 * <li>A boolean field is the unary relation of the objects where it is true.</li>
 * <li>{@code used} holds the nodes of the structure (reachable from the root); quantifiers range over it.</li>
 * </ul>
 */
final class KodkodModel {

    final HeapAtoms atoms;
    final int bitwidth;
    final Universe universe;
    final Relation root = Relation.unary("this");
    final Relation nullAtom = Relation.unary("null");
    final Relation nodes = Relation.unary("nodes");
    final Relation used = Relation.unary("used");
    final Map<FieldShape, Relation> references = new LinkedHashMap<>();
    final Map<FieldShape, Relation[]> intBits = new LinkedHashMap<>();
    final Map<FieldShape, Relation> booleans = new LinkedHashMap<>();
    /** Auxiliary node-to-node relations of the translation (upward closures). */
    final java.util.List<Relation> auxiliary = new java.util.ArrayList<>();

    KodkodModel(HeapAtoms atoms, int bitwidth) {
        this.atoms = atoms;
        this.bitwidth = bitwidth;
        this.universe = new Universe(atoms.names().toArray());
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.fields()) {
                String name = c.simpleName() + "." + f.name();
                if (f.kind() == FieldKind.REFERENCE) {
                    references.put(f, Relation.binary(name));
                } else if (f.kind() == FieldKind.INT) {
                    Relation[] bits = new Relation[bitwidth];
                    for (int b = 0; b < bitwidth; b++) {
                        bits[b] = Relation.unary(name + "#" + b);
                    }
                    intBits.put(f, bits);
                } else if (f.kind() == FieldKind.BOOLEAN) {
                    booleans.put(f, Relation.unary(name));
                }
            }
        }
    }

    /** A new auxiliary binary relation over nodes. */
    Relation closureRelation(String name) {
        Relation r = Relation.binary(name);
        auxiliary.add(r);
        return r;
    }

    /** All atoms of a class (the root alone for a header that is not a node). */
    Expression atomsOf(ClassShape c) {
        return c.node() ? nodes : root;
    }

    /** The objects of a class that belong to the structure: what quantifiers over the class range over. */
    Expression domainOf(ClassShape c) {
        return c.node() ? used : root;
    }

    /**
     * Kodkod bounds with the given reference-field upper bounds. A row with a single possible target goes to the
     * lower bound as well (a total function has no other choice), so the translation fixes it.
     */
    Bounds bounds(FieldBounds upper) {
        TupleFactory t = universe.factory();
        Bounds b = new Bounds(universe);
        int nul = atoms.nullAtom();
        b.boundExactly(root, t.setOf(t.tuple(1, atoms.rootAtom())));
        b.boundExactly(nullAtom, t.setOf(t.tuple(1, nul)));
        TupleSet nodeSet = t.noneOf(1);
        for (int j = 0; j < atoms.scope(); j++) {
            nodeSet.add(t.tuple(1, atoms.nodeAtom(j)));
        }
        b.boundExactly(nodes, nodeSet);
        TupleSet usedLower = t.noneOf(1);
        if (atoms.rootIsNode()) {
            usedLower.add(t.tuple(1, atoms.nodeAtom(0)));
        }
        b.bound(used, usedLower, nodeSet.clone());
        for (Relation r : auxiliary) {
            b.bound(r, nodeSet.product(nodeSet));
        }
        for (ClassShape c : atoms.layout().classes()) {
            TupleSet owners = t.noneOf(1);
            for (int i = 0; i < atoms.count(c); i++) {
                owners.add(t.tuple(1, atoms.atom(c, i)));
            }
            for (FieldShape f : c.fields()) {
                if (references.containsKey(f)) {
                    ClassShape target = atoms.shape(f.target());
                    TupleSet lower = t.setOf(pair(t, nul, nul));
                    TupleSet up = t.setOf(pair(t, nul, nul));
                    for (int s = 0; s < atoms.count(c); s++) {
                        int from = atoms.atom(c, s);
                        long row = upper.row(f, s);
                        TupleSet rowTuples = t.noneOf(2);
                        for (int j = 0; j < atoms.count(target); j++) {
                            if ((row & (1L << j)) != 0) {
                                rowTuples.add(pair(t, from, atoms.atom(target, j)));
                            }
                        }
                        if ((row & (1L << FieldBounds.NULL_BIT)) != 0) {
                            rowTuples.add(pair(t, from, nul));
                        }
                        up.addAll(rowTuples);
                        if (rowTuples.size() == 1) {
                            lower.addAll(rowTuples);
                        }
                    }
                    b.bound(references.get(f), lower, up);
                } else if (intBits.containsKey(f)) {
                    for (Relation bit : intBits.get(f)) {
                        b.bound(bit, owners.clone());
                    }
                } else if (booleans.containsKey(f)) {
                    b.bound(booleans.get(f), owners.clone());
                }
            }
        }
        return b;
    }

    private kodkod.instance.Tuple pair(TupleFactory t, int a, int b) {
        return t.tuple(2, a * universe.size() + b);
    }
}
