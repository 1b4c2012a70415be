package bliss.spf.sat;

import bliss.UserError;
import bliss.bounds.SatProblem;
import bliss.layout.ClassShape;
import bliss.layout.FieldShape;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Scope-free edges: an edge {@code source.field -> target} of an input structure as one int (6 bits class, 6 bits
 * field, 10 bits source atom, 10 bits target atom + 1, 0 for null), the language of verdict keys and of the proofs
 * the verdict cache keeps. An instance translates between them and the pvars of one (class, scope) CNF: a model's
 * true pvars or a core's literals to edges when a verdict is stored, edges back to this scope's pvars when a stored
 * verdict answers a question, so that its proof feeds answer reuse ({@link RecentAnswers}) at another scope.
 */
public final class Edges {

    private final SatProblem problem;
    private final List<ClassShape> classes;
    /** The edge of every pvar (0: not a pvar of a reference field). */
    private final int[] edgeOfPvar;

    /** @param classes the layout's classes, in the order of the codes' class indices */
    public Edges(SatProblem problem, List<ClassShape> classes) {
        this.problem = problem;
        this.classes = classes;
        int[] table = new int[problem.variables() + 1];
        for (int c = 0; c < classes.size(); c++) {
            List<FieldShape> fields = classes.get(c).fields();
            for (int f = 0; f < fields.size(); f++) {
                if (fields.get(f).isReference()) {
                    int ci = c;
                    int fi = f;
                    problem.forEachPvar(fields.get(f), (s, t, v) -> {
                        if (v < table.length) {
                            table[v] = code(ci, fi, s, t);
                        }
                    });
                }
            }
        }
        this.edgeOfPvar = table;
    }

    /** Classes, fields of a class (primitive ones count) and objects of a class an edge code can name. */
    public static final int MAX_CLASSES = 64;
    public static final int MAX_FIELDS = 64;
    public static final int MAX_OBJECTS = 1022;

    /**
     * The edge {@code source.field -> target} (target -1 = null) of the class with this index.
     *
     * @throws UserError when a part does not fit its bits (then two edges could share a code, and a verdict
     *                   answer another question): the techniques that code edges refuse such a class
     */
    public static int code(int classIndex, int field, int source, int target) {
        if (classIndex >= MAX_CLASSES || field >= MAX_FIELDS || source >= MAX_OBJECTS || target >= MAX_OBJECTS) {
            throw new UserError("the analysed structure does not fit bliss's edge codes (at most " + MAX_CLASSES
                    + " classes, " + MAX_FIELDS + " fields per class, primitive ones included, and " + MAX_OBJECTS
                    + " objects per class), which bliss, blissdb, lissa, lissa-m and pli use for their questions: "
                    + "class " + classIndex + ", field " + field + ", objects " + source + " and " + target
                    + "; use li, bli or rbli, or a smaller class or scope");
        }
        return (classIndex << 26) | (field << 20) | (source << 10) | (target + 1);
    }

    /** @return the edges of the pvars a model sets true */
    int[] ofModel(BitSet model) {
        int[] out = new int[model.cardinality()];
        int n = 0;
        for (int v = model.nextSetBit(0); v >= 0; v = model.nextSetBit(v + 1)) {
            if (v < edgeOfPvar.length && edgeOfPvar[v] != 0) {
                out[n++] = edgeOfPvar[v];
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** @return the edges of a core's literals, or null when one is not a pvar's */
    int[] ofCore(int[] literals) {
        int[] out = new int[literals.length];
        for (int i = 0; i < literals.length; i++) {
            int v = literals[i];
            if (v <= 0 || v >= edgeOfPvar.length || edgeOfPvar[v] == 0) {
                return null;
            }
            out[i] = edgeOfPvar[v];
        }
        return out;
    }

    /**
     * A stored model at this scope.
     *
     * @return the pvars of the model's edges, or null when an edge has no pvar here (outside this scope's bounds:
     *         then the model is no structure of this scope). An edge the bounds fix has no pvar and is left out (a
     *         question never assumes it).
     */
    BitSet model(int[] edges) {
        BitSet out = new BitSet();
        for (int e : edges) {
            int v = pvar(e);
            if (v == 0) {
                return null;
            }
            if (v != SatProblem.FIXED_TRUE) {
                out.set(v);
            }
        }
        return out;
    }

    /**
     * A stored core at this scope.
     *
     * @return the pvars of the core's edges, those the bounds fix left out (true in every structure), or null when
     *         an edge is outside this scope's bounds (no question of this scope contains the core)
     */
    int[] core(int[] edges) {
        int[] out = new int[edges.length];
        int n = 0;
        for (int e : edges) {
            int v = pvar(e);
            if (v == 0) {
                return null;
            }
            if (v != SatProblem.FIXED_TRUE) {
                out[n++] = v;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The pvar of an edge at this scope, {@link SatProblem#FIXED_TRUE}, or 0 (outside the bounds or the layout). */
    private int pvar(int edge) {
        int c = edge >>> 26;
        int f = (edge >>> 20) & 0x3f;
        int source = (edge >>> 10) & 0x3ff;
        int target = (edge & 0x3ff) - 1;
        if (c >= classes.size() || f >= classes.get(c).fields().size()) {
            return 0;
        }
        FieldShape field = classes.get(c).fields().get(f);
        return field.isReference() ? problem.pvar(field, source, target) : 0;
    }
}
