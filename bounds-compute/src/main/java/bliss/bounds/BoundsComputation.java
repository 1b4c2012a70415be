package bliss.bounds;

import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.io.PrintStream;
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
        long start = System.nanoTime();
        HeapAtoms atoms = new HeapAtoms(spec.layout(), scope);
        FieldBounds upper = new CanonicalOrder(atoms).staticBounds();
        Encoding search = Encoding.of(spec.invariant(), atoms, upper);
        TightBounds.Result tight = TightBounds.compute(search, upper, seed, threads, progress,
                spec.name() + " scope " + scope);
        long t1 = System.nanoTime();
        SatProblem problem = problem(spec.invariant(), atoms, tight.bounds());
        if (Boolean.getBoolean("bliss.bounds.debug")) {
            System.err.printf("search encoding %d ms (%d vars, %d clauses), tightening %d ms, final encoding %d ms%n",
                    search.translationMillis, search.cnf.variables(), search.cnf.clauses().size(), tight.millis(),
                    (System.nanoTime() - t1) / 1_000_000);
        }
        return new Computed(tight.bounds(), problem, upper.tupleCount(), tight.satCalls(),
                (System.nanoTime() - start) / 1_000_000);
    }

    /** The CNF over the given (tight) bounds, and its pvars. */
    static SatProblem problem(bliss.jml.CheckedInvariant invariant, HeapAtoms atoms, FieldBounds bounds) {
        Encoding enc = Encoding.of(invariant, atoms, bounds);
        Map<FieldShape, int[][]> pvars = new LinkedHashMap<>();
        for (ClassShape c : atoms.layout().classes()) {
            for (FieldShape f : c.referenceFields()) {
                ClassShape target = atoms.shape(f.target());
                int[][] rows = new int[atoms.count(c)][atoms.count(target) + 1];
                for (int s = 0; s < rows.length; s++) {
                    for (int t = -1; t < atoms.count(target); t++) {
                        if (bounds.contains(f, s, t)) {
                            int lit = enc.edge(f, s, t);
                            rows[s][t + 1] = lit == Cnf.TRUE ? SatProblem.FIXED_TRUE : lit;
                        }
                    }
                }
                pvars.put(f, rows);
            }
        }
        return new SatProblem(enc.cnf.variables(), enc.cnf.clauses(), pvars);
    }
}
