package bliss.spf.heap;

import bliss.bounds.FieldBounds;
import bliss.bounds.SatChecker;
import bliss.bounds.SatProblem;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;

import java.util.Arrays;
import java.util.List;

/**
 * BLISS (paper §IV, Alg. 5-6): after refinement, the edges {@code s.f -> t} of the input heap whose source and target
 * have singleton labels (or whose target is null) are known to be edges of every valid extension. They become
 * assumptions for SAT4J, loaded once with the CNF of the invariant and symmetry breaking for (class, scope); UNSAT
 * means no valid structure within the scope extends the heap, and the choice is dropped. An edge outside the tight
 * bounds needs no SAT call: it is UNSAT at once. Sound and complete with respect to LI (paper Theorem 3) when the
 * declarative invariant is equivalent to repOK.
 *
 * <p>The paper takes the edges of the breadth-first concrete prefix ({@link Assumptions#PREFIX}). Every object with a
 * singleton label, inside the prefix or not, is just as determined, so {@link Assumptions#SINGLETONS} takes them all:
 * more of the heap in each question, the same soundness argument.
 */
public class Bliss extends RefinedBoundedLazyInitialization {

    /** Which edges become assumptions. */
    public enum Assumptions {
        /** The paper's: sources in the refined breadth-first prefix (and the receiver). */
        PREFIX,
        /** Every input object whose label is a singleton. */
        SINGLETONS
    }

    /** A question for the SAT solver: CNF literals, and the same edges as scope-free codes (for BLISSDB's keys). */
    protected record Question(int[] literals, int[] edges) {
    }

    private static final Question OUTSIDE_BOUNDS = new Question(null, null);

    protected final SatProblem problem;
    private final SatChecker checker;
    private final Assumptions assumptions;
    private final RecentAnswers recent;
    private long satNanos;
    private final List<ClassShape> classes;
    private int[] literals = new int[64];
    private int[] edges = new int[64];

    /**
     * @param reuseAnswers decide questions from the models and cores of earlier answers of this run when they can
     *                     ({@link RecentAnswers}); false asks SAT4J every time, as the paper does
     */
    public Bliss(FieldBounds bounds, SatProblem problem, Assumptions assumptions, boolean reuseAnswers) {
        super(bounds);
        this.recent = reuseAnswers ? new RecentAnswers() : null;
        this.problem = problem;
        this.checker = new SatChecker(problem);
        this.assumptions = assumptions;
        this.classes = bounds.layout().classes();
        counters.put("satChecks", 0L);
        counters.put("satByModel", 0L);
        counters.put("unsatByCore", 0L);
        counters.put("unsatPrunes", 0L);
        counters.put("boundUnsat", 0L);
    }

    @Override
    public String name() {
        return "bliss";
    }

    @Override
    public boolean accept(InputHeap heap, InputObject owner, FieldShape field, Candidate chosen,
                          InputObject target) {
        if (!super.accept(heap, owner, field, chosen, target)) {
            return false;
        }
        Question q = question(heap);
        if (q == OUTSIDE_BOUNDS) {
            count("boundUnsat");
            return false;
        }
        if (!satisfiable(heap, q)) {
            count("unsatPrunes");
            return false;
        }
        return true;
    }

    /** Asks the SAT solver, unless an answer of this run already decides the question; BLISSDB asks its cache first. */
    protected boolean satisfiable(InputHeap heap, Question q) {
        if (recent != null) {
            Boolean known = recent.answer(q.literals());
            if (known != null) {
                count(known ? "satByModel" : "unsatByCore");
                return known;
            }
        }
        count("satChecks");
        long t0 = System.nanoTime();
        boolean sat = checker.isSatisfiable(q.literals());
        satNanos += System.nanoTime() - t0;
        if (recent != null) {
            if (sat) {
                recent.addModel(checker.model());
            } else {
                recent.addCore(checker.core(q.literals()));
            }
        }
        return sat;
    }

    /** Paper Alg. 5: the assumptions of the current input heap. */
    private Question question(InputHeap heap) {
        int n = 0;
        InputObject root = heap.receiver();
        n = addEdges(heap, root, n);
        if (n < 0) {
            return OUTSIDE_BOUNDS;
        }
        if (assumptions == Assumptions.PREFIX) {
            for (InputObject o : prefix) {
                if (o != root && (n = addEdges(heap, o, n)) < 0) {
                    return OUTSIDE_BOUNDS;
                }
            }
        } else {
            for (InputObject o : heap.objects()) {
                if (o != root && Long.bitCount(heap.label(o)) == 1 && (n = addEdges(heap, o, n)) < 0) {
                    return OUTSIDE_BOUNDS;
                }
            }
        }
        int lits = 0;
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            if (literals[i] != SatProblem.FIXED_TRUE) {
                out[lits++] = literals[i];
            }
        }
        return new Question(Arrays.copyOf(out, lits), Arrays.copyOf(edges, n));
    }

    /**
     * Appends the determined edges out of {@code s} (a singleton-labelled object) from position {@code n}.
     *
     * @return the new count, or -1 when an edge lies outside the tight bounds
     */
    private int addEdges(InputHeap heap, InputObject s, int n) {
        long label = heap.label(s);
        if (Long.bitCount(label) != 1) {
            return n;
        }
        int source = Long.numberOfTrailingZeros(label);
        int classIndex = classes.indexOf(s.shape());
        List<FieldShape> fields = s.shape().fields();
        for (int fi = 0; fi < fields.size(); fi++) {
            FieldShape f = fields.get(fi);
            if (!f.isReference()) {
                continue;
            }
            Object v = heap.input(s, f);
            int target;
            if (v == null) {
                target = -1;
            } else if (v == HeapAccess.UNINITIALIZED) {
                continue;
            } else {
                long tl = heap.label((InputObject) v);
                if (Long.bitCount(tl) != 1) {
                    continue;
                }
                target = Long.numberOfTrailingZeros(tl);
            }
            int var = problem.pvar(f, source, target);
            if (var == 0) {
                return -1;
            }
            if (n == literals.length) {
                literals = Arrays.copyOf(literals, 2 * n);
                edges = Arrays.copyOf(edges, 2 * n);
            }
            literals[n] = var;
            edges[n] = edgeCode(classIndex, fi, source, target);
            n++;
        }
        return n;
    }

    /** An edge as a scope-free int: 5 bits class, 6 bits field, 10 bits source, 10 bits target + 1 (0 = null). */
    private static int edgeCode(int classIndex, int field, int source, int target) {
        return (classIndex << 26) | (field << 20) | (source << 10) | (target + 1);
    }

    @Override
    public void finish() {
        counters.put("satMillis", satNanos / 1_000_000);
        super.finish();
    }

    /** SAT4J's solver calls so far. */
    public long solverCalls() {
        return checker.calls();
    }
}
