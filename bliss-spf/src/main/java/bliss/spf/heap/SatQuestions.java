package bliss.spf.heap;

import bliss.bounds.SatProblem;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;
import bliss.layout.HeapAccess;
import bliss.spf.sat.Edges;
import bliss.spf.sat.SatQuestion;

import java.util.Arrays;
import java.util.List;

/**
 * BLISS's question about the input heap (paper Alg. 5): the edges {@code s.f -> t} whose source and target have
 * singleton labels (or whose target is null) are edges of every valid extension; as pvars of the (class, scope) CNF
 * they are the assumptions. Sources are the receiver and the refined prefix ({@link Assumptions#PREFIX}) or every
 * singleton-labelled object ({@link Assumptions#SINGLETONS}).
 */
final class SatQuestions {

    /** A heap with an edge outside the tight bounds: unsatisfiable without asking. */
    static final SatQuestion OUTSIDE_BOUNDS = new SatQuestion(new int[0], new int[0]);

    private final SatProblem problem;
    private final Assumptions assumptions;
    private final Refinement refinement;
    private final List<ClassShape> classes;
    private int[] literals = new int[64];
    private int[] edges = new int[64];
    /** Per class index and field position, the field's pvar table ({@link SatProblem#pvarTable}), filled on first use. */
    private final int[][][][] tables;

    /** @param refinement the refinement whose prefix {@link Assumptions#PREFIX} takes */
    SatQuestions(SatProblem problem, Assumptions assumptions, Refinement refinement, List<ClassShape> classes) {
        this.problem = problem;
        this.assumptions = assumptions;
        this.refinement = refinement;
        this.classes = classes;
        this.tables = new int[classes.size()][][][];
    }

    private int[][] table(int classIndex, int fieldIndex, FieldShape f) {
        int[][][] byField = tables[classIndex];
        if (byField == null) {
            byField = tables[classIndex] = new int[classes.get(classIndex).fields().size()][][];
        }
        int[][] t = byField[fieldIndex];
        return t != null ? t : (byField[fieldIndex] = problem.pvarTable(f));
    }

    /** Whether the last question holds its whole heap ({@link #whole}). */
    private boolean whole;
    /** Per class index, the atoms the singleton labels of the last question's objects took. */
    private long[] atomsTaken = new long[0];

    /**
     * Whether the last question {@link #of} made holds the whole heap: every input object has a singleton label, no
     * two objects of a class the same one, each decided reference field's edge is an assumption, and no object
     * outside the layout (a value object) exists. The objects are then atoms one to one, so a model of the question is
     * a valid structure that extends the heap itself.
     */
    boolean whole() {
        return whole;
    }

    /** The question for the current heap, or {@link #OUTSIDE_BOUNDS}. */
    SatQuestion of(InputHeap heap) {
        InputObject root = heap.receiver();
        whole = assumptions == Assumptions.SINGLETONS && heap.values().isEmpty();
        if (atomsTaken.length < classes.size()) {
            atomsTaken = new long[classes.size()];
        }
        java.util.Arrays.fill(atomsTaken, 0L);
        int n = addEdges(heap, root, 0);
        if (n < 0) {
            return OUTSIDE_BOUNDS;
        }
        Iterable<InputObject> sources = assumptions == Assumptions.PREFIX ? refinement.prefix() : heap.objects();
        for (InputObject o : sources) {
            if (o != root && (n = addEdges(heap, o, n)) < 0) {
                return OUTSIDE_BOUNDS;
            }
        }
        int lits = 0;
        for (int i = 0; i < n; i++) {
            if (literals[i] != SatProblem.FIXED_TRUE) {
                lits++;
            }
        }
        int[] out = new int[lits];
        for (int i = 0, k = 0; i < n; i++) {
            if (literals[i] != SatProblem.FIXED_TRUE) {
                out[k++] = literals[i];
            }
        }
        return new SatQuestion(out, Arrays.copyOf(edges, n));
    }

    /**
     * Appends the determined edges out of {@code s} (when its label is a singleton) from position {@code n}.
     *
     * @return the new count, or -1 when an edge lies outside the tight bounds
     */
    private int addEdges(InputHeap heap, InputObject s, int n) {
        long label = heap.label(s);
        if (Long.bitCount(label) != 1) {
            whole = false;
            return n;
        }
        int ci = s.classIndex();
        if ((atomsTaken[ci] & label) != 0) {
            whole = false; // two objects, one atom: the question cannot tell them apart
        }
        atomsTaken[ci] |= label;
        int source = Long.numberOfTrailingZeros(label);
        int classIndex = s.classIndex();
        List<FieldShape> fields = s.shape().fields();
        for (int fi = 0; fi < fields.size(); fi++) {
            FieldShape f = fields.get(fi);
            if (!f.isReference()) {
                continue;
            }
            Object v = heap.input(s, fi);
            int target;
            if (v == null) {
                target = -1;
            } else if (v == HeapAccess.UNINITIALIZED) {
                continue;
            } else {
                long tl = heap.label((InputObject) v);
                if (Long.bitCount(tl) != 1) {
                    whole = false;
                    continue;
                }
                target = Long.numberOfTrailingZeros(tl);
            }
            int var = SatProblem.pvar(table(classIndex, fi, f), source, target);
            if (var == 0) {
                return -1;
            }
            if (n == literals.length) {
                literals = Arrays.copyOf(literals, 2 * n);
                edges = Arrays.copyOf(edges, 2 * n);
            }
            literals[n] = var;
            edges[n] = Edges.code(classIndex, fi, source, target);
            n++;
        }
        return n;
    }
}
