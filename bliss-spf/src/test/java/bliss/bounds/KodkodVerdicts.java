package bliss.bounds;

import bliss.layout.FieldKind;
import bliss.layout.FieldShape;
import bliss.sat.Cnf;
import bliss.sat.IncrementalSolver;
import bliss.sat.SolverKind;
import bliss.spf.testgen.ConcreteStructure;
import bliss.spf.testgen.ConcreteStructure.Obj;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The Kodkod translation's verdict on a concrete structure: the CNF of {@link Encoding} (the invariant through
 * {@link InvariantTranslator} and Kodkod, the structure and canonical-order clauses, counts, path counts, navigation
 * relations) is satisfiable with every edge, membership and value of the structure assumed iff the translation says
 * the structure satisfies the invariant. Two CNFs: the translation over the static bounds (canonical order alone),
 * and the one bliss stores and BLISS asks, over the tight bounds ({@link BoundsComputation#over}).
 *
 * <p>Ints are taken as the translation takes them: an order-only field ({@link IntLevels}) by the rank of its value
 * among the structure's values of that field; any other by its value, which must lie in the translation's range.
 */
public final class KodkodVerdicts implements AutoCloseable {

    private final HeapAtoms atoms;
    private final Encoding encoding;
    private final IncrementalSolver solver;
    private final boolean unsatisfiable;

    private KodkodVerdicts(Encoding encoding) {
        this.encoding = encoding;
        this.atoms = encoding.atoms;
        Cnf cnf = encoding.cnf;
        this.solver = SolverKind.CDCL.create(cnf.variables());
        boolean ok = !cnf.contradiction();
        for (int[] c : cnf.clauses()) {
            ok &= solver.addClause(c);
        }
        this.unsatisfiable = !ok;
    }

    /** The translation over the static bounds (canonical order alone): the invariant's own meaning. */
    public static KodkodVerdicts overStaticBounds(ClassSpec spec, int scope) {
        HeapAtoms plain = new HeapAtoms(spec.layout(), scope);
        return new KodkodVerdicts(Encoding.of(spec.invariant(), plain, new CanonicalOrder(plain).staticBounds()));
    }

    /** The CNF of the bounds database entry: the translation over the tight bounds, as BLISS asks it. */
    public static KodkodVerdicts overTightBounds(ClassSpec spec, int scope) {
        HeapAtoms plain = new HeapAtoms(spec.layout(), scope);
        FieldBounds tight = BoundsComputation.compute(spec, scope, null, 1, null).bounds();
        return new KodkodVerdicts(BoundsComputation.over(spec.invariant(), plain, tight, Encoding.Settings.DEFAULT));
    }

    /**
     * Whether the translation says the structure satisfies the invariant.
     *
     * @requires s has at most the scope's nodes, and every int value of a field that is not order-only lies in the
     *           translation's range of that field
     */
    public boolean holds(ConcreteStructure s) {
        if (unsatisfiable) {
            return false;
        }
        List<Integer> assumptions = new ArrayList<>();
        for (int j = 0; j < atoms.scope(); j++) {
            int used = encoding.used(j);
            assumptions.add(j < s.structureNodes() ? used : -used);
        }
        IntLevels ints = encoding.model.ints;
        for (Obj o : s.objects()) {
            if (o.shape().node() && o.index() >= s.structureNodes()) {
                continue; // outside the structure: an edge to it is the contradiction
            }
            for (FieldShape f : o.shape().fields()) {
                Object v = o.values().get(f);
                if (f.isReference()) {
                    Obj t = (Obj) v;
                    assumptions.add(encoding.edge(f, o.index(), t == null ? -1 : t.index()));
                } else if (f.kind() == FieldKind.INT && encoding.model.intFields.containsKey(f)) {
                    long x = ints.orderOnly(f) ? rank(s, f, (Long) v) : (Long) v;
                    if (x < ints.fieldLo(f) || x > ints.fieldHi(f)) {
                        throw new IllegalArgumentException(o + "." + f.name() + " = " + x + " is outside the "
                                + "translation's range " + ints.fieldLo(f) + ".." + ints.fieldHi(f));
                    }
                    for (int level = ints.lo + 1; level <= ints.hi; level++) {
                        int lit = encoding.atLeast(f, o.index(), level);
                        assumptions.add(level <= x ? lit : -lit);
                    }
                } else if (f.kind() == FieldKind.BOOLEAN && encoding.model.booleans.containsKey(f)) {
                    int lit = encoding.isTrue(f, o.index());
                    assumptions.add((Long) v != 0 ? lit : -lit);
                }
            }
        }
        List<Integer> real = new ArrayList<>();
        for (int a : assumptions) {
            if (a == Cnf.FALSE) {
                return false; // a tuple outside the bounds, or a value the encoding excludes
            }
            if (a != Cnf.TRUE) {
                real.add(a);
            }
        }
        return solver.solve(real.stream().mapToInt(Integer::intValue).toArray());
    }

    /** The rank of a value among the values of field f of the structure's objects (equal values share a rank). */
    private static long rank(ConcreteStructure s, FieldShape f, long value) {
        TreeSet<Long> values = new TreeSet<>();
        for (Obj o : s.objects()) {
            boolean inStructure = !o.shape().node() || o.index() < s.structureNodes();
            if (inStructure && o.shape().fields().contains(f)) {
                values.add((Long) o.values().get(f));
            }
        }
        return values.headSet(value).size();
    }

    @Override
    public void close() {
        solver.close();
    }
}
