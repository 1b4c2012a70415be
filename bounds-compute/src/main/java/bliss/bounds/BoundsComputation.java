package bliss.bounds;

import bliss.sat.Cnf;

import bliss.sat.SolverKind;
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
        return compute(spec, scope, seed, threads, progress, (TupleQuestions) null);
    }

    /** As above; the tight-bounds questions go to {@code questions} (a cluster) when not null. */
    public static Computed compute(ClassSpec spec, int scope, FieldBounds seed, int threads, PrintStream progress,
                                   TupleQuestions questions) {
        return compute(spec, scope, seed, threads, progress, SolverKind.CDCL, Encoding.Settings.DEFAULT, questions);
    }

    /** Computes bounds, CNF and pvars with the given SAT solver in every worker. */
    public static Computed compute(ClassSpec spec, int scope, FieldBounds seed, int threads, PrintStream progress,
                                   SolverKind solver) {
        return compute(spec, scope, seed, threads, progress, solver, Encoding.Settings.DEFAULT, null);
    }

    /**
     * Computes bounds, CNF and pvars.
     *
     * <p>When the invariant has atoms whose translation needs exact closures or counters with parameters (the
     * red-black trees' black counts along {@code parent}), a first phase computes the tight bounds of the invariant
     * with those atoms weakened (true where they occur positively, false where negatively). They contain the real
     * tight bounds, and are often acyclic along the fields of the expensive counts (a tree's {@code parent} points
     * back, {@code left} forward), so that the second phase, over them, translates the counts as recursions
     * ({@link KodkodModel.PathCount}).
     */
    static Computed compute(ClassSpec spec, int scope, FieldBounds seed, int threads, PrintStream progress,
                            SolverKind solver, Encoding.Settings settings, TupleQuestions questions) {
        long start = System.nanoTime();
        HeapAtoms atoms = new HeapAtoms(spec.layout(), scope);
        FieldBounds upper = new CanonicalOrder(atoms).staticBounds();
        String label = spec.name() + " scope " + scope;
        long calls = 0;
        Encoding search = null;
        if (settings.functions()) {
            Encoding weak = Encoding.of(spec.invariant(), atoms, upper, settings.weakened());
            if (weak != null && weak.model.weakenedAtoms == 0) {
                search = weak; // nothing was weakened: it is the invariant itself
            } else if (weak != null) {
                TightBounds.Result first = TightBounds.compute(weak, upper, seed, threads, progress,
                        label + " (weakened)", solver, questions);
                calls += first.satCalls();
                upper = first.bounds();
                search = over(spec.invariant(), atoms, upper, settings);
            }
        }
        if (search == null) {
            search = Encoding.of(spec.invariant(), atoms, upper, settings);
        }
        TightBounds.Result tight = TightBounds.compute(search, upper, seed, threads, progress, label, solver, questions);
        SatProblem problem = problem(spec.invariant(), atoms, tight.bounds(), settings);
        return new Computed(tight.bounds(), problem, new CanonicalOrder(atoms).staticBounds().tupleCount(),
                calls + tight.satCalls(), (System.nanoTime() - start) / 1_000_000);
    }

    /**
     * The translation over bounds that may lack null where a node in the structure never has it: a node outside the
     * structure has null fields, so those null tuples are added, allowed only outside the structure.
     */
    static Encoding over(bliss.jml.CheckedInvariant invariant, HeapAtoms atoms, FieldBounds bounds,
                         Encoding.Settings settings) {
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
        Encoding enc = Encoding.of(invariant, atoms, new FieldBounds(bounds.scope(), bounds.layout(), rows), settings);
        for (int[] o : outsideOnly) {
            FieldShape f = atoms.nodeClass().referenceFields().get(o[0]);
            enc.cnf.add(-enc.edge(f, o[1], -1), -enc.used(o[1]));
        }
        return enc;
    }

    /** The CNF over the given (tight) bounds, and its pvars. */
    static SatProblem problem(bliss.jml.CheckedInvariant invariant, HeapAtoms atoms, FieldBounds bounds) {
        return problem(invariant, atoms, bounds, Encoding.Settings.DEFAULT);
    }

    static SatProblem problem(bliss.jml.CheckedInvariant invariant, HeapAtoms atoms, FieldBounds bounds,
                              Encoding.Settings settings) {
        Encoding enc = over(invariant, atoms, bounds, settings);
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
