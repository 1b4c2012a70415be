package bliss.bounds;

import bliss.layout.ClassShape;
import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import kodkod.ast.Expression;
import kodkod.ast.Relation;
import kodkod.instance.Bounds;
import kodkod.instance.Tuple;
import kodkod.instance.TupleFactory;
import kodkod.instance.TupleSet;
import kodkod.instance.Universe;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The relational view of a heap at a scope, in Kodkod's terms: a universe of {@link HeapAtoms} (objects, null and
 * int levels), one relation per field, and the bounds that say which tuples each relation may hold.
 *
 * <ul>
 * <li>A reference field {@code f} of class C is a binary relation from C's atoms and {@code null} to its target
 *     class's atoms and {@code null}, total and functional (stated as clauses by {@link CanonicalOrder}). It also
 *     maps {@code null} to {@code null}, so that a navigation through null stays null (docs/jml.md).</li>
 * <li>An int field is a binary relation from its owner's atoms to int levels ({@link IntLevels}): the order
 *     encoding of its value, a prefix of the levels (stated as clauses by {@link Encoding}). {@code null} holds
 *     0, so a navigation through null reads 0.</li>
 * <li>A boolean field is the unary relation of the objects where it is true.</li>
 * <li>{@code used} holds the nodes of the structure (reachable from the root); quantifiers range over it.</li>
 * <li>Auxiliary relations: upward reach closures ({@link InvariantTranslator}), counts ({@link Count}) and path
 * counts ({@link PathCount}).</li>
 * </ul>
 */
final class KodkodModel {

    /**
     * A count {@code (\num_of ...)} or {@code s.int_size()} with its free quantified variables as parameters:
     * {@code members} holds {@code (params..., element)} for the counted elements, {@code levels} holds
     * {@code (params..., level)} for the order encoding of their number (defined by {@link Encoding}'s counter
     * clauses).
     */
    record Count(Relation members, Relation levels, List<ClassShape> params, ClassShape element) {
    }

    /**
     * The number of nodes satisfying a condition ({@code holds}; every node when null) on the path from each node
     * along one field whose bounds are acyclic: {@code levels} holds {@code (node, level)} for the order encoding of
     * each node's count, and {@code null} counts 0. Defined by {@link Encoding}'s recursion clauses
     * ({@code c(n) = [holds(n)] + c(n.field)}); {@code holds} by a formula of the translation.
     */
    record PathCount(FieldShape field, Relation levels, Relation holds) {
    }

    /**
     * {@code via.of}: the field relation {@code of} read through the reference field {@code via}, as a relation from
     * via's owners: {@code result(o, y) <=> of(o.via, y)} (unary for a boolean {@code of}). Defined by
     * {@link Encoding}'s clauses, two per (owner, possible target of via, column).
     */
    record Navigation(FieldShape via, Relation of, Relation result) {
    }

    final HeapAtoms atoms;
    final IntLevels ints;
    final Universe universe;
    final Relation root = Relation.unary("this");
    final Relation nullAtom = Relation.unary("null");
    final Relation nodes = Relation.unary("nodes");
    final Relation used = Relation.unary("used");
    final Map<FieldShape, Relation> references = new LinkedHashMap<>();
    final Map<FieldShape, Relation> intFields = new LinkedHashMap<>();
    final Map<FieldShape, Relation> booleans = new LinkedHashMap<>();
    /** Auxiliary node-to-node relations of the translation (upward closures). */
    final List<Relation> closures = new ArrayList<>();
    final List<Count> counts = new ArrayList<>();
    final List<PathCount> pathCounts = new ArrayList<>();
    final Map<List<Object>, Navigation> navigations = new LinkedHashMap<>();
    /** Atoms a weakening translation replaced by constants ({@link InvariantTranslator}). */
    int weakenedAtoms;
    private final Map<Integer, Relation> upTo = new HashMap<>();
    private final Map<Integer, Relation> shifts = new HashMap<>();

    KodkodModel(HeapAtoms atoms) {
        this.atoms = atoms;
        this.ints = atoms.levels();
        this.universe = new Universe(atoms.names().toArray());
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.fields()) {
                String name = c.simpleName() + "." + f.name();
                if (f.kind() == FieldKind.REFERENCE) {
                    references.put(f, Relation.binary(name));
                } else if (f.kind() == FieldKind.INT) {
                    intFields.put(f, Relation.binary(name));
                } else if (f.kind() == FieldKind.BOOLEAN) {
                    booleans.put(f, Relation.unary(name));
                }
            }
        }
    }

    /** All atoms of a class (the root alone for a header that is not a node). */
    Expression atomsOf(ClassShape c) {
        return c.node() ? nodes : root;
    }

    /** The objects of a class that belong to the structure: what quantifiers over the class range over. */
    Expression domainOf(ClassShape c) {
        return c.node() ? used : root;
    }

    /** A new auxiliary binary relation over nodes (an upward closure). */
    Relation closureRelation(String name) {
        Relation r = Relation.binary(name);
        closures.add(r);
        return r;
    }

    /** New auxiliary relations for a count with the given parameter classes. */
    Count count(List<ClassShape> params, ClassShape element) {
        int i = counts.size();
        Count c = new Count(Relation.nary("count" + i + ".members", params.size() + 1),
                Relation.nary("count" + i + ".levels", params.size() + 1), List.copyOf(params), element);
        counts.add(c);
        return c;
    }

    /** The navigation relation {@code via.of} (made once per pair). */
    Relation navigation(FieldShape via, Relation of) {
        return navigations.computeIfAbsent(List.of(via, of), k -> new Navigation(via, of,
                Relation.nary(via.name() + "." + of.name(), of.arity()))).result();
    }

    /** New auxiliary relations for a path count along a field; {@code conditional}: with a {@code holds} set. */
    PathCount pathCount(FieldShape field, boolean conditional) {
        int i = pathCounts.size();
        PathCount p = new PathCount(field, Relation.binary("path" + i + ".levels"),
                conditional ? Relation.unary("path" + i + ".holds") : null);
        pathCounts.add(p);
        return p;
    }

    /** The constant level set of the int c: {@code {v : lo < v <= c}}. */
    Relation upTo(int c) {
        return upTo.computeIfAbsent(c, k -> Relation.unary("upTo" + k));
    }

    /** The constant relation mapping level v to level v + c, for levels inside the range. */
    Relation shift(int c) {
        return shifts.computeIfAbsent(c, k -> Relation.binary("shift" + k));
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
        for (Relation r : closures) {
            b.bound(r, nodeSet.product(nodeSet));
        }
        for (ClassShape c : atoms.layout().classes()) {
            TupleSet owners = t.noneOf(1);
            for (int i = 0; i < atoms.count(c); i++) {
                owners.add(t.tuple(1, atoms.atom(c, i)));
            }
            for (FieldShape f : c.fields()) {
                if (references.containsKey(f)) {
                    b.bound(references.get(f), referenceBounds(f, c, upper, true),
                            referenceBounds(f, c, upper, false));
                } else if (intFields.containsKey(f)) {
                    // Values in the field's range (IntLevels); null holds 0.
                    TupleSet lower = owners.product(levels(ints.lo, ints.fieldLo(f)));
                    lower.addAll(t.setOf(t.tuple(1, nul)).product(levels(ints.lo, 0)));
                    TupleSet up = owners.product(levels(ints.lo, ints.fieldHi(f)));
                    up.addAll(t.setOf(t.tuple(1, nul)).product(levels(ints.lo, 0)));
                    b.bound(intFields.get(f), lower, up);
                } else if (booleans.containsKey(f)) {
                    b.bound(booleans.get(f), owners);
                }
            }
        }
        for (Count c : counts) {
            TupleSet params = null;
            for (ClassShape p : c.params()) {
                TupleSet ps = classAtoms(p);
                params = params == null ? ps : params.product(ps);
            }
            TupleSet elements = classAtoms(c.element());
            int n = atoms.count(c.element());
            b.bound(c.members(), params == null ? elements : params.product(elements));
            TupleSet lower = levels(ints.lo, 0);
            TupleSet up = levels(ints.lo, n);
            b.bound(c.levels(), params == null ? lower : params.product(lower),
                    params == null ? up : params.product(up));
        }
        for (PathCount p : pathCounts) {
            // Nodes count 0..k; null counts 0.
            TupleSet lower = nodeSet.product(levels(ints.lo, 0));
            TupleSet up = nodeSet.product(levels(ints.lo, atoms.scope()));
            TupleSet zero = t.setOf(t.tuple(1, nul)).product(levels(ints.lo, 0));
            lower.addAll(zero);
            up.addAll(zero);
            b.bound(p.levels(), lower, up);
            if (p.holds() != null) {
                b.bound(p.holds(), nodeSet);
            }
        }
        for (Navigation n : navigations.values()) {
            b.bound(n.result(), navigationBound(n, upper, b, true), navigationBound(n, upper, b, false));
        }
        upTo.forEach((c, r) -> b.boundExactly(r, levels(ints.lo, c)));
        shifts.forEach((c, r) -> {
            TupleSet pairs = t.noneOf(2);
            for (int v = ints.lo + 1; v <= ints.hi; v++) {
                if (v + c > ints.lo && v + c <= ints.hi) {
                    pairs.add(pair(t, atoms.levelAtom(v), atoms.levelAtom(v + c)));
                }
            }
            b.boundExactly(r, pairs);
        });
        return b;
    }

    /**
     * The lower (tuples of {@code of} for every possible target of via) or upper (for some target) bound of a
     * navigation relation, over via's owners.
     */
    private TupleSet navigationBound(Navigation n, FieldBounds upper, Bounds b, boolean lower) {
        TupleFactory t = universe.factory();
        ClassShape owner = atoms.shape(n.via().owner());
        ClassShape target = atoms.shape(n.via().target());
        TupleSet of = lower ? b.lowerBound(n.of()) : b.upperBound(n.of());
        int size = universe.size();
        TupleSet out = t.noneOf(n.of().arity());
        for (int s = 0; s < atoms.count(owner); s++) {
            int from = atoms.atom(owner, s);
            long row = upper.row(n.via(), s);
            List<Integer> targets = new ArrayList<>();
            for (int j = 0; j < atoms.count(target); j++) {
                if ((row & (1L << j)) != 0) {
                    targets.add(atoms.atom(target, j));
                }
            }
            if ((row & (1L << FieldBounds.NULL_BIT)) != 0) {
                targets.add(atoms.nullAtom());
            }
            if (n.of().arity() == 1) {
                boolean in = lower ? targets.stream().allMatch(a -> of.contains(t.tuple(1, a)))
                        : targets.stream().anyMatch(a -> of.contains(t.tuple(1, a)));
                if (in && !targets.isEmpty()) {
                    out.add(t.tuple(1, from));
                }
                continue;
            }
            for (int y = 0; y < size; y++) {
                final int col = y;
                boolean in = lower ? targets.stream().allMatch(a -> of.contains(pair(t, a, col)))
                        : targets.stream().anyMatch(a -> of.contains(pair(t, a, col)));
                if (in && !targets.isEmpty()) {
                    out.add(pair(t, from, y));
                }
            }
        }
        return out;
    }

    private TupleSet classAtoms(ClassShape c) {
        TupleFactory t = universe.factory();
        TupleSet s = t.noneOf(1);
        for (int i = 0; i < atoms.count(c); i++) {
            s.add(t.tuple(1, atoms.atom(c, i)));
        }
        return s;
    }

    /** The level atoms {@code v} with {@code from < v <= to}. */
    TupleSet levels(int from, int to) {
        TupleFactory t = universe.factory();
        TupleSet s = t.noneOf(1);
        for (int v = Math.max(from, ints.lo) + 1; v <= Math.min(to, ints.hi); v++) {
            s.add(t.tuple(1, atoms.levelAtom(v)));
        }
        return s;
    }

    private TupleSet referenceBounds(FieldShape f, ClassShape c, FieldBounds upper, boolean lowerOnly) {
        TupleFactory t = universe.factory();
        int nul = atoms.nullAtom();
        ClassShape target = atoms.shape(f.target());
        TupleSet out = t.setOf(pair(t, nul, nul));
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
            if (!lowerOnly || rowTuples.size() == 1) {
                out.addAll(rowTuples);
            }
        }
        return out;
    }

    private Tuple pair(TupleFactory t, int a, int b) {
        return t.tuple(2, a * universe.size() + b);
    }
}
