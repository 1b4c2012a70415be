package bliss.bounds;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Computes the bounds database entry of a class at a scope: static bounds from canonical order alone, tight
 * bounds by SAT ({@link TightBounds}), then the translation again over the tight bounds for the CNF and pvars.
 */
public final class BoundsComputation {

    /** A computed entry with what it cost. */
    public record Computed(FieldBounds bounds, SatProblem problem, int tuplesBefore, long satCalls, long millis)
            implements BoundsEntry {
    }

    private BoundsComputation() {
    }

    /**
     * Computes bounds, CNF and pvars.
     *
     * @param spec     the class
     * @param scope    the scope k (1..63)
     * @param seed     the bounds of a smaller scope, whose tuples are feasible here too (may be null)
     * @param threads  solver threads
     * @param progress progress messages every few seconds (may be null)
     */
    public static Computed compute(ClassSpec spec, int scope, FieldBounds seed, int threads, PrintStream progress) {
        return compute(spec, scope, seed, threads, progress, null);
    }

    /** As above; the tight-bounds questions go to {@code questions} (a cluster) when not null. */
    public static Computed compute(ClassSpec spec, int scope, FieldBounds seed, int threads, PrintStream progress,
                                   TupleQuestions questions) {
        long start = System.nanoTime();
        HeapAtoms atoms = new HeapAtoms(spec.layout(), scope);
        FieldBounds upper = new CanonicalOrder(atoms).staticBounds();
        Encoding search = Encoding.of(spec.invariant(), atoms, upper);
        TightBounds.Result tight = TightBounds.compute(search, upper, seed, threads, progress,
                spec.name() + " scope " + scope, questions);
        SatProblem problem = problem(spec.invariant(), atoms, tight.bounds());
        return new Computed(tight.bounds(), problem, upper.tupleCount(), tight.satCalls(),
                (System.nanoTime() - start) / 1_000_000);
    }

    /** The CNF over the given (tight) bounds, and its pvars. */
    static SatProblem problem(bliss.jml.CheckedInvariant invariant, HeapAtoms atoms, FieldBounds bounds) {
        // A node outside the structure has null fields, even where the tight bounds of a node in the structure
        // have no null: the CNF keeps those null tuples, allowed only outside the structure (their pvar is 0).
        Map<FieldShape, long[]> rows = bounds.copyRows();
        List<int[]> outsideOnly = new ArrayList<>();
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.referenceFields()) {
                for (int s = 0; c.node() && s < atoms.count(c); s++) {
                    if (!bounds.nullAllowed(f, s)) {
                        rows.get(f)[s] |= 1L << FieldBounds.NULL_BIT;
                        outsideOnly.add(new int[]{c.referenceFields().indexOf(f), s});
                    }
                }
            }
        }
        Encoding enc = Encoding.of(invariant, atoms, new FieldBounds(bounds.scope(), bounds.layout(), rows));
        for (int[] o : outsideOnly) {
            FieldShape f = atoms.nodeClass().referenceFields().get(o[0]);
            enc.cnf.add(-enc.edge(f, o[1], -1), -enc.used(o[1]));
        }
        Map<FieldShape, int[][]> pvars = new LinkedHashMap<>();
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.referenceFields()) {
                ClassShape target = atoms.shape(f.target());
                int[][] vars = new int[atoms.count(c)][atoms.count(target) + 1];
                for (int s = 0; s < vars.length; s++) {
                    for (int t = -1; t < atoms.count(target); t++) {
                        if (bounds.contains(f, s, t)) {
                            int lit = enc.edge(f, s, t);
                            vars[s][t + 1] = lit == Cnf.TRUE ? SatProblem.FIXED_TRUE : lit;
                        }
                    }
                }
                pvars.put(f, vars);
            }
        }
        return new SatProblem(enc.cnf.variables(), enc.cnf.clauses(), pvars);
    }
}
